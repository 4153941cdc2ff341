"use client";

import { lazy, Suspense, useId, useRef, useState } from "react";
import { splitLocale, localePath } from "@/lib/i18n/locale-path";
import { productActions } from "@/lib/journeys/product-actions";
import { BUY_NOW_FAILED } from "@/lib/journeys/shared/buy-now";
import type { BuyNowTexts } from "@/lib/journeys/shared/final-quote-view";
import type { InsuranceType } from "@/lib/journeys/shared/paths";
import type { Next } from "@/lib/journeys/shared/redirect";
import { useLocalizeMessage } from "@/components/forms/form-messages";
import { useFormPress } from "@/components/forms/use-form-press";
import { useNavigate } from "@/components/journeys/shared/navigate";

/** The countdown to the thank-you page, shown only after a purchase without a payment handler. */
const RedirectCountdown = lazy(() =>
  import("@/components/ui/redirect-countdown").then((m) => ({ default: m.RedirectCountdown })),
);

/**
 * Buy Now on the final quote (spec 4): the server decides (healthBuyNowOutcome or
 * motorBuyNowOutcome) and this button carries it out: a form post to future-genrali, the
 * digit-product page, the break-in page, a thank-you page, a message that stays on the page for
 * a failed health answer, or a message and then the thank-you page for an insurer without a
 * payment handler.
 *
 * The proposer's declaration must be ticked first (issue 22 item 4): a press without it sends
 * nothing and says so beside the box, which takes focus. The button states the amount to pay
 * ("Buy Now: pay ₹14,713", GST included); its words come filled from the server (`texts`,
 * `buyNowTexts`), so the island carries no catalogue and no translator.
 *
 * The box and the button are one form with `useFormPress` (issue 23 item 7): a tick and a press
 * made before the page's code has arrived are kept and replayed once it has (the declaration is
 * read from the box itself, so the replayed tick counts), never lost and never a self-post.
 *
 * A press gets an Idempotency-Key (a random UUID) that is kept for the retries of that press on
 * this page (a failure message, then Buy Now again), so a purchase the broker did start is not
 * started twice; a later visit to the page is a new press with a new key (see
 * `lib/journeys/idempotency.ts`).
 */
export function BuyNowButton({
  requestKey,
  insuranceType = "health",
  texts,
}: {
  requestKey: string;
  insuranceType?: InsuranceType;
  texts: BuyNowTexts;
}) {
  const id = useId();
  const declarationRef = useRef<HTMLInputElement>(null);
  const [declared, setDeclared] = useState(false);
  const [undeclared, setUndeclared] = useState(false);
  const localize = useLocalizeMessage();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Extract<Next, { kind: "stay" } | { kind: "notice" }> | null>(
    null,
  );
  const pressKey = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const replayPress = useFormPress(formRef);

  const onBuy = async () => {
    if (busy) return;
    // The box itself: a tick replayed after hydration is there before its change re-renders.
    if (!(declarationRef.current?.checked ?? declared)) {
      setUndeclared(true);
      declarationRef.current?.focus();
      return;
    }
    setBusy(true);
    setShown(null);
    try {
      pressKey.current ??= crypto.randomUUID();
      const next = await productActions(insuranceType).buyNow(requestKey, pressKey.current);
      if (next.kind === "stay" || next.kind === "notice") {
        setShown(next);
        setBusy(next.kind === "notice");
        return;
      }
      if (!navigate(next)) setBusy(false);
    } catch {
      setShown({ kind: "stay", message: BUY_NOW_FAILED });
      setBusy(false);
    }
  };

  const errorId = `${id}-declaration-error`;
  return (
    <form
      ref={formRef}
      action={replayPress}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onBuy();
      }}
      className="space-y-4"
    >
      <div>
        <label className="flex items-start gap-3 text-base">
          <input
            ref={declarationRef}
            type="checkbox"
            name="declaration"
            className="mt-1 size-5 shrink-0"
            checked={declared}
            aria-invalid={undeclared || undefined}
            aria-describedby={undeclared ? errorId : undefined}
            onChange={(e) => {
              setDeclared(e.target.checked);
              if (e.target.checked) setUndeclared(false);
            }}
          />
          <span>{texts.declaration}</span>
        </label>
        <p id={errorId} className="field-error min-h-6 text-red-800" role="alert">
          {undeclared ? texts.declarationRequired : null}
        </p>
      </div>
      <button type="submit" className="btn-primary w-full text-base sm:w-auto" disabled={busy}>
        {busy && !shown ? texts.pleaseWait : texts.button}
      </button>
      {shown ? (
        <div>
          {/* The look of the forms' Alert (components/forms/fields.tsx), without that module. */}
          <p
            role="alert"
            className={`rounded-lg border p-3 text-sm ${shown.kind === "notice" ? "border-brand-200 bg-brand-50 text-brand-900" : "border-red-300 bg-red-50 text-red-900"}`}
          >
            {localize(shown.message)}
          </p>
          {shown.kind === "notice" ? (
            <Suspense fallback={null}>
              <RedirectCountdown
                seconds={5}
                to={localePath(splitLocale(window.location.pathname).locale, shown.then)}
                label={texts.nextPage}
              />
            </Suspense>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
