// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const replace = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ replace }) }));
vi.mock("next/link", () => ({
  default: ({
    href,
    children,
    className,
  }: {
    href: string;
    children: React.ReactNode;
    className?: string;
  }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const { RedirectCountdown } = await import("@/components/ui/redirect-countdown");
const { VerifyPayment } = await import("@/components/journeys/shared/verify-payment");
const { withIntl } = await import("@/tests/helpers/intl");

beforeEach(() => {
  vi.useFakeTimers();
  replace.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Auto-redirect countdowns (WCAG 2.2.1 timing adjustable): "Go now" and "Stay here". */
describe("RedirectCountdown", () => {
  it("goes on its own after the time, and 'Go now' links there at once", () => {
    render(<RedirectCountdown seconds={5} to="/" label="the home page" />);
    expect(screen.getByRole("link", { name: "Go now" })).toHaveAttribute("href", "/");
    act(() => void vi.advanceTimersByTime(5_000));
    expect(replace).toHaveBeenCalledWith("/");
  });

  it("'Stay here' stops the redirect and leaves a link to continue", () => {
    render(<RedirectCountdown seconds={5} to="/" label="the home page" />);
    fireEvent.click(screen.getByRole("button", { name: "Stay here" }));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Continue to the home page" })).toHaveAttribute(
      "href",
      "/",
    );
  });
});

describe("VerifyPayment", () => {
  it("keeps the spec's words and claims no check it does not make", () => {
    render(withIntl(<VerifyPayment then="/health/thank-you" />));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Please Wait While We Verify Payment.",
    );
    expect(document.body).toHaveTextContent(
      "If we cannot verify your payment, the full amount will be refunded to you.",
    );
    expect(document.body).not.toHaveTextContent(/Checking your payment/i);
  });
});
