import "server-only";
import { derivedKey } from "@/lib/idempotency/key";

/**
 * Idempotency-Key of the follow-up lead of one health quote: derived from its requestKey, so a
 * retried `after()` or a redelivery from the outbox stores one lead per quote, and the key does
 * not carry the requestKey in clear. (Apart from `quote-lead.ts`, which stays free of
 * server-only imports.)
 */
export function quoteLeadKey(requestKey: string): string {
  return derivedKey("lead", "health-quote", requestKey);
}
