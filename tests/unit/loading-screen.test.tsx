// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LoadingScreen } from "@/components/ui/loading-screen";

/** The loading screen variants (spec 2.1: blog, pdf and generic pages). */

afterEach(cleanup);

describe("LoadingScreen", () => {
  it.each([
    ["blog", "Loading"],
    ["pdf", "Loading your documents"],
    ["generic", "Loading"],
  ] as const)("the %s variant is a polite status reading '%s'", (variant, text) => {
    render(<LoadingScreen variant={variant} />);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(new RegExp(`^${text}$`));
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toHaveAttribute("data-loading-variant", variant);
  });

  it("takes its own label", () => {
    render(<LoadingScreen label="Preparing your quote" />);
    expect(screen.getByRole("status")).toHaveTextContent("Preparing your quote");
  });
});
