"use client";

import { useEffect, useState } from "react";
import { DIGIT_PAYMENT_COUNTDOWN_S } from "@/lib/journeys/buy-now";

/**
 * Digit-product page body (spec 4): the policy number, a 7-second countdown, then the payment
 * page (already allowlist-checked on the server) in a new tab. When the browser blocks the tab,
 * a link opens it by hand.
 */
export function DigitPayment({ policyNumber, memberName, paymentUrl }: { policyNumber: string; memberName: string; paymentUrl: string }) {
  const [left, setLeft] = useState(DIGIT_PAYMENT_COUNTDOWN_S);
  const [state, setState] = useState<"counting" | "opened" | "blocked">("counting");

  useEffect(() => {
    const started = Date.now();
    const tick = setInterval(() => setLeft(Math.max(0, DIGIT_PAYMENT_COUNTDOWN_S - Math.floor((Date.now() - started) / 1000))), 250);
    const open = setTimeout(() => {
      clearInterval(tick);
      setLeft(0);
      const tab = window.open(paymentUrl, "_blank");
      if (tab) {
        try {
          tab.opener = null;
        } catch {
          /* cross-origin already */
        }
        setState("opened");
      } else {
        setState("blocked");
      }
    }, DIGIT_PAYMENT_COUNTDOWN_S * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(open);
    };
  }, [paymentUrl]);

  return (
    <div className="space-y-4">
      <p className="text-lg">
        {memberName ? `${memberName}, your` : "Your"} policy has been generated. Policy number:{" "}
        <strong data-testid="policy-number">{policyNumber || "to be confirmed"}</strong>
      </p>
      <div aria-live="polite" aria-atomic="true">
        {state === "counting" ? (
          <p className="text-muted">
            Opening the secure payment page in a new tab in <strong data-testid="countdown" className="text-ink">{left}</strong> {left === 1 ? "second" : "seconds"}.
          </p>
        ) : state === "opened" ? (
          <p className="text-muted">We opened the payment page in a new tab. Complete the payment there to get your policy documents.</p>
        ) : (
          <p className="text-muted">Your browser did not open the payment page. Use the link below to open it.</p>
        )}
      </div>
      {state === "blocked" ? (
        <a href={paymentUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
          Open the payment page<span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}
