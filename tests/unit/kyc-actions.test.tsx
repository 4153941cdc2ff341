// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CompleteKyc } from "@/components/journeys/shared/kyc-actions";
import { withIntl } from "@/tests/helpers/intl";

/** Digit motor KYC (spec 4): the insurer's page opens in an 800×600 popup without an opener (issue 9). */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const next = {
  kind: "popup",
  url: "https://kyc.insurer.example/start?id=1",
  width: 800,
  height: 600,
  then: "/motor/abc/generate-policy",
} as const;

describe("CompleteKyc popup", () => {
  it("opens the page with noopener and noreferrer, shows 'Processing...' and the link to the policy, and stays on the page", async () => {
    // With noopener, window.open returns null even when the window opened.
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const href = window.location.href;
    const user = userEvent.setup();
    render(withIntl(<CompleteKyc next={next} />));

    await user.click(screen.getByRole("button", { name: "Complete KYC" }));

    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0] ?? [];
    expect(url).toBe(next.url);
    expect(target).toBe("_blank");
    expect(String(features).split(",")).toEqual(
      expect.arrayContaining(["popup", "width=800", "height=600", "noopener", "noreferrer"]),
    );
    expect(screen.getByRole("button", { name: "Processing..." })).toBeDisabled();
    expect(screen.getByRole("link", { name: "continue to your policy" })).toHaveAttribute(
      "href",
      next.then,
    );
    const manual = screen.getByRole("link", { name: /Open the KYC page/ });
    expect(manual).toHaveAttribute("href", next.url);
    expect(manual).toHaveAttribute("rel", "noopener noreferrer");
    // The null return is not read as "blocked": no navigation away from the site.
    expect(window.location.href).toBe(href);

    await user.click(screen.getByRole("button", { name: "Processing..." }));
    expect(open).toHaveBeenCalledTimes(1);
  });
});
