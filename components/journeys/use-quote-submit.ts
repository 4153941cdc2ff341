"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import type { QuoteAnswer } from "@/lib/journeys/shared/quote-answer";

/** What a quote server action answers: where to go, or the message and the fields to mark. */
export type { QuoteAnswer };

/** The Idempotency-Key of one distinct submission and the values it was made for. */
type Attempt = { key: string; values: string };

/** JSON with object keys sorted, so the same values give the same text whatever their order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_name, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

function readAttempt(storageKey: string): Attempt | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? "null") as Partial<Attempt> | null;
    return typeof saved?.key === "string" && typeof saved.values === "string" ? { key: saved.key, values: saved.values } : null;
  } catch {
    return null;
  }
}

function writeAttempt(storageKey: string, attempt: Attempt | null): void {
  try {
    if (attempt) sessionStorage.setItem(storageKey, JSON.stringify(attempt));
    else sessionStorage.removeItem(storageKey);
  } catch {
    /* storage unavailable: the key still lives for this page */
  }
}

/**
 * Sends a quote form's last step once: a second press while the first is in flight does nothing,
 * the button stays disabled (`busy`) until the next page replaces this one, and the draft is
 * cleared only on success. A refused or failed send keeps every value, marks the fields the
 * server named (`onFieldErrors`) and shows the message through `setFailure` (`fallback` when the
 * action itself could not be reached). The form owns the message, as moving between steps clears it.
 *
 * Each distinct submission gets one Idempotency-Key (a random UUID) that `send` hands to the
 * server action. It is kept, with the values it was made for, in sessionStorage under
 * `attemptKey`: a second click, a retry after a timeout or a lost answer, and a reload of the
 * draft all send the same key while the values are the same, so the broker makes one quote; other
 * values get a new key. It is dropped on success, with the draft.
 */
export function useQuoteSubmit({
  fallback,
  clearDraft,
  onFieldErrors,
  setFailure,
  attemptKey,
}: {
  fallback: string;
  clearDraft: () => void;
  onFieldErrors: (errors: [path: string, message: string][]) => void;
  setFailure: (message: string | null) => void;
  /** sessionStorage key of the pending submission's Idempotency-Key, e.g. `draft:health-quote:attempt`. */
  attemptKey: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  /** Sends `values` with their Idempotency-Key through `submit` (the server action). */
  const send = async (values: unknown, submit: (idempotencyKey: string) => Promise<QuoteAnswer>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    const text = canonical(values);
    const saved = readAttempt(attemptKey);
    const attempt = saved?.values === text ? saved : { key: crypto.randomUUID(), values: text };
    writeAttempt(attemptKey, attempt);
    try {
      const result = await submit(attempt.key);
      if (result.ok) {
        clearDraft();
        writeAttempt(attemptKey, null);
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
