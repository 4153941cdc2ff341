// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withClientMessages } from "@/tests/helpers/client-messages";
import hi from "@/messages/hi.json";

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
    render(<RedirectCountdown seconds={5} to="/" label="the home page" />, {
      wrapper: withClientMessages("en"),
    });
    expect(screen.getByRole("link", { name: "Go now" })).toHaveAttribute("href", "/");
    act(() => void vi.advanceTimersByTime(5_000));
    expect(replace).toHaveBeenCalledWith("/");
  });

  it("'Stay here' stops the redirect and leaves a link to continue", () => {
    render(<RedirectCountdown seconds={5} to="/" label="the home page" />, {
      wrapper: withClientMessages("en"),
    });
    fireEvent.click(screen.getByRole("button", { name: "Stay here" }));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Continue to the home page" })).toHaveAttribute(
      "href",
      "/",
    );
  });

  it("counts in English with the plural: 2 seconds, then 1 second", () => {
    render(<RedirectCountdown seconds={2} to="/" label="the home page" />, {
      wrapper: withClientMessages("en"),
    });
    const sentence = () => screen.getByTestId("countdown").parentElement;
    expect(sentence()).toHaveTextContent("Taking you to the home page in 2 seconds.");
    act(() => void vi.advanceTimersByTime(1_000));
    expect(sentence()).toHaveTextContent("Taking you to the home page in 1 second.");
  });

  it("speaks Hindi on a Hindi page: the sentence, 'Go now', 'Stay here' and the continue link", () => {
    render(<RedirectCountdown seconds={5} to="/hi" label={hi.Countdown.homePage} />, {
      wrapper: withClientMessages("hi"),
    });
    expect(screen.getByTestId("countdown")).toHaveTextContent("5");
    expect(screen.getByTestId("countdown").parentElement).toHaveTextContent(
      "5 सेकंड में आपको होम पेज पर ले जा रहे हैं।",
    );
    expect(screen.getByRole("link", { name: hi.Countdown.goNow })).toHaveAttribute("href", "/hi");
    fireEvent.click(screen.getByRole("button", { name: hi.Countdown.stayHere }));
    expect(screen.getByRole("status")).toHaveTextContent(hi.Countdown.staying);
    expect(screen.getByRole("link", { name: "होम पेज पर जाएँ" })).toHaveAttribute("href", "/hi");
    expect(document.body.textContent).not.toMatch(/[A-Za-z]{3,}/);
  });
});

describe("VerifyPayment", () => {
  it("keeps the spec's words and claims no check it does not make", () => {
    render(withIntl(<VerifyPayment then="/health/thank-you" />), {
      wrapper: withClientMessages("en"),
    });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Please Wait While We Verify Payment.",
    );
    expect(document.body).toHaveTextContent(
      "If we cannot verify your payment, the full amount will be refunded to you.",
    );
    expect(document.body).not.toHaveTextContent(/Checking your payment/i);
  });
});
