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
 *   page after it, and the second must not replay the first's "inspection due". The digit
 *   product page reached straight from the KYC (`?from=kyc`) is a page of its own for the same
 *   reason: for a lapsed motor policy it answers "inspection due".
 * - **KYC check before Buy Now** (`kyc-check`, in the Buy Now action): derived from the press's
 *   key, so the retries of one press replay and the next press asks again.
 * - **KYC check** (`kyc-check`, on page load): derived from the type, requestKey, insurer, the
 *   query the insurer returned with and the KYC attempt kept with the journey (a cookie that
 *   Buy Now renews each time it sends the visitor to the insurer's KYC page:
 *   `lib/journeys/shared/kyc-attempt.ts`). A reload replays the answer; a return from the
 *   insurer asks again even when the insurer adds no query (broker-api.md "Idempotency": a KYC
 *   check is a new action each time the visitor comes back).
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
 * @param attempt the journey's KYC attempt (the `kyc_attempt` cookie), "" when there is none
 * @returns a `srv:kyc-check:` key, the same on a reload of the same URL in the same attempt
 */
export function kycCheckKey(
  insuranceType: string,
  requestKey: string,
  companyName: string,
  query: Record<string, string | string[] | undefined>,
  attempt = "",
): string {
  const pairs = Object.entries(query)
    .flatMap(([name, value]) =>
      (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(
        (v) => `${name}=${v}`,
      ),
    )
    .sort();
  return derivedKey(
    "kyc-check",
    insuranceType,
    requestKey,
    companyName,
    pairs.join("&"),
    `attempt=${attempt}`,
  );
}

/**
 * The key of the KYC check Buy Now runs before the purchase: one per press (kept across that
 * press's retries, like the purchase's own key).
 *
 * @param pressKey the press's wire key (`keyFromBrowser("purchase", …)`)
 */
export function buyNowKycKey(
  insuranceType: string,
  requestKey: string,
  companyName: string,
  pressKey: string,
): string {
  return derivedKey("kyc-check", insuranceType, requestKey, companyName, `press=${pressKey}`);
}
