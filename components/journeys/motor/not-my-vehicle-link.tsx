"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { MOTOR_QUOTE_DRAFT_KEY, MOTOR_QUOTE_SENT_KEY } from "@/lib/journeys/motor/quote-draft";

/**
 * "Not my vehicle?": back to the motor quote form to change the registration number. When this
 * tab sent the quote, the values it sent (kept under {@link MOTOR_QUOTE_SENT_KEY}) become the
 * form's draft again at step 1, so the visitor corrects the number instead of retyping
 * everything; the form then opens with them. Without storage (or from the e-mailed link in
 * another browser) it is a plain link to the empty form.
 */
export function NotMyVehicleLink({ href, children }: { href: string; children: ReactNode }) {
  const restoreDraft = () => {
    try {
      const sent = sessionStorage.getItem(MOTOR_QUOTE_SENT_KEY);
      if (sent)
        sessionStorage.setItem(
          MOTOR_QUOTE_DRAFT_KEY,
          JSON.stringify({ values: JSON.parse(sent), step: 1 }),
        );
    } catch {
      /* storage unavailable or corrupt: the form simply starts empty */
    }
  };
  return (
    <Link
      href={href}
      onClick={restoreDraft}
      className="inline-flex min-h-11 items-center font-bold text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      {children}
    </Link>
  );
}
