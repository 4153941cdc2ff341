import { createHash } from "node:crypto";

/**
 * What a lead's reference may look like on the thank-you page's URL and screen: 1–40 letters,
 * digits and hyphens. A broker id outside it (or any other query text) is never shown.
 */
const REFERENCE = /^[A-Za-z0-9-]{1,40}$/;

/** Whether `value` (untrusted, e.g. the thank-you page's `ref` query) is a reference to show. */
export function isLeadReference(value: unknown): value is string {
  return typeof value === "string" && REFERENCE.test(value);
}

/**
 * The reference a visitor is given for a lead (issue 23 item 8): the broker's lead id when the
 * broker took the lead and its id is a plain short id, else a reference the site makes from the
 * lead's Idempotency-Key (`SS-` and 8 hex digits of its SHA-256). It is opaque: nothing personal
 * is in it, and the same key always gives the same reference (a retried press, a queued lead
 * delivered later).
 *
 * @param brokerId the broker's `data.id` of the lead call, if any (untrusted text)
 * @param idempotencyKey the lead's broker key (`web:lead:…`)
 */
export function leadReference(brokerId: string | undefined, idempotencyKey: string): string {
  if (isLeadReference(brokerId)) return brokerId;
  const digest = createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 8);
  return `SS-${digest.toUpperCase()}`;
}
