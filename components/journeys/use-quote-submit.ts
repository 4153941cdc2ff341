"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";

/** What a quote server action answers: where to go, or the message and the fields to mark. */
export type QuoteAnswer = { ok: true; to: string } | { ok: false; message: string; fieldErrors?: Record<string, string> };

/**
 * Sends a quote form's last step once: a second press while the first is in flight does nothing,
 * the button stays disabled (`busy`) until the next page replaces this one, and the draft is
 * cleared only on success. A refused or failed send keeps every value, marks the fields the
 * server named (`onFieldErrors`) and shows the message through `setFailure` (`fallback` when the
 * action itself could not be reached). The form owns the message, as moving between steps clears it.
 */
export function useQuoteSubmit({
  fallback,
  clearDraft,
  onFieldErrors,
  setFailure,
}: {
  fallback: string;
  clearDraft: () => void;
  onFieldErrors: (errors: [path: string, message: string][]) => void;
  setFailure: (message: string | null) => void;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const send = async (submit: () => Promise<QuoteAnswer>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const result = await submit();
      if (result.ok) {
        clearDraft();
        router.push(result.to);
        return;
      }
      onFieldErrors(Object.entries(result.fieldErrors ?? {}));
      setFailure(result.message);
    } catch {
      setFailure(fallback);
    }
    inFlight.current = false;
    setBusy(false);
  };

  return { send, busy, inFlight };
}
