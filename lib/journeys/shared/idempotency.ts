import "server-only";
import { derivedKey } from "@/lib/idempotency/key";

/**
 * The journeys' Idempotency-Keys (broker-api.md "Idempotency"), built with
 * `lib/idempotency/key.ts`. Which key each creating call carries, and why:
 *
 * - **Quote submits** (`health-quote`, `motor-quote`): the browser's key, one per distinct
 *   submission, kept across a second click, a retry after a failure and a reload of the draft
 *   with the same values (`components/forms/use-action-form.ts`).
 * - **Buy Now** (`purchase`): the browser's key, one per press, kept across that press's retries
 *   until the page is left (`components/journeys/buy-now.tsx`). Not derived from requestKey and
 *   insurer: the purchase answer changes during a journey (a break-in inspection that passed, a
 *   KYC completed elsewhere), so a press on a later visit to the final quote must be a new call,
 *   not the replay of an answer that is no longer true.
 * - **Page loads that trigger the purchase** (digit-product pages, break-in info): derived from
 *   the requestKey, the insurer and the page, so a reload, the back button or a link preview
 *   replays the page's first answer and creates nothing new. The page is part of the key for the
 *   same reason as above: the break-in page is shown before the inspection, the digit product
 *   page after it, and the second must not replay the first's "inspection due".
 * - **KYC check** (`kyc-check`, on page load): derived from the type, requestKey, insurer and the
 *   query the insurer returned with, so a reload replays the answer but the visit after the KYC
 *   (the insurer sends the visitor back with its own parameters) asks again.
 */

/** Shown beside a quote form whose browser key is missing or malformed (nothing was sent). */
export const REFUSED_KEY_MESSAGE =
  "We could not send this form safely. Please reload the page and try again.";

/**
 * The key of a purchase triggered by a page load.
 *
 * @param page the page that triggers it, e.g. `digit-product` or `break-in-info`
 * @returns a `srv:purchase:` key, the same on every load of that page for that request and insurer
 */
export function pagePurchaseKey(
  insuranceType: "health" | "motor",
  requestKey: string,
  companyName: string,
  page: string,
): string {
  return derivedKey("purchase", insuranceType, requestKey, companyName, page);
}

/**
 * The key of the KYC check of one kyc-check page load.
 *
 * @param query the page's query parameters (what the insurer appended on its way back), any order
 * @returns a `srv:kyc-check:` key, the same on a reload of the same URL
 */
export function kycCheckKey(
  insuranceType: string,
  requestKey: string,
  companyName: string,
  query: Record<string, string | string[] | undefined>,
): string {
  const pairs = Object.entries(query)
    .flatMap(([name, value]) =>
      (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(
        (v) => `${name}=${v}`,
      ),
    )
    .sort();
  return derivedKey("kyc-check", insuranceType, requestKey, companyName, pairs.join("&"));
}
