"use client";

import { useTranslations } from "@/lib/i18n/use-translations";
import { useEffect, useState } from "react";
import { DIGIT_PAYMENT_COUNTDOWN_S } from "@/lib/journeys/shared/buy-now";

/**
 * Digit-product page body (spec 4): the policy number, a 7-second countdown, then the payment
 * page (already allowlist-checked on the server) in a new tab. When the browser blocks the tab,
 * a link opens it by hand.
 */
export function DigitPayment({
  policyNumber,
  memberName,
  paymentUrl,
}: {
  policyNumber: string;
  memberName: string;
  paymentUrl: string;
}) {
  const t = useTranslations("Payment");
  const common = useTranslations("Common");
  const [left, setLeft] = useState(DIGIT_PAYMENT_COUNTDOWN_S);
  const [state, setState] = useState<"counting" | "stayed" | "opened" | "blocked">("counting");

  /** Opens the payment tab; from a press, or from the timer (where the browser may block it). */
  const openPayment = () => {
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
  };

  const counting = state === "counting";
  useEffect(() => {
    if (!counting) return;
    const started = Date.now();
    const tick = setInterval(
      () =>
        setLeft(Math.max(0, DIGIT_PAYMENT_COUNTDOWN_S - Math.floor((Date.now() - started) / 1000))),
      250,
    );
    const open = setTimeout(() => {
      clearInterval(tick);
      setLeft(0);
      openPayment();
    }, DIGIT_PAYMENT_COUNTDOWN_S * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(open);
    };
    // openPayment only reads paymentUrl; the timer restarts only when counting starts again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paymentUrl, counting]);

  return (
    <div className="space-y-4">
      <p className="text-lg">
        {t.rich(memberName ? "generatedNamed" : "generated", {
          name: memberName,
          number: policyNumber || t("toBeConfirmed"),
          strong: (chunks) => <strong data-testid="policy-number">{chunks}</strong>,
        })}
      </p>
      <div aria-live="polite" aria-atomic="true">
        {state === "counting" ? (
          <p className="text-muted">
            {/* ICU plural: "1 second" / "7 seconds" in English, the same rule set in Hindi. */}
            {t.rich("opening", {
              count: left,
              strong: (chunks) => (
                <strong data-testid="countdown" className="text-ink">
                  {chunks}
                </strong>
              ),
            })}
          </p>
        ) : state === "stayed" ? (
          <p className="text-muted">{t("stayed")}</p>
        ) : state === "opened" ? (
          <p className="text-muted">{t("opened")}</p>
        ) : (
          <p className="text-muted">{t("blocked")}</p>
        )}
      </div>
      {state === "counting" ? (
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-primary" onClick={openPayment}>
            {t("openNow")}
            <span className="sr-only"> {common("opensInNewTab")}</span>
          </button>
          <button type="button" className="btn-secondary" onClick={() => setState("stayed")}>
            {t("stayHere")}
          </button>
        </div>
      ) : null}
      {state === "blocked" || state === "stayed" ? (
        <a href={paymentUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
          {t("openPage")}
          <span className="sr-only"> {common("opensInNewTab")}</span>
        </a>
      ) : null}
    </div>
  );
}
