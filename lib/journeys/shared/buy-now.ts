import {
  HEALTH_THANK_YOU,
  MOTOR_THANK_YOU,
  digitProductMotorPath,
  digitProductPath,
} from "@/lib/journeys/shared/paths";
import { allowed, follow, type Next, type RedirectPolicy } from "@/lib/journeys/shared/redirect";

/** The trigger-purchase answer (broker-api.md `/trigger/purchase`), loosely typed: every field is checked here. */
export type PurchaseAnswer = {
  status: number;
  message?: string;
  meta?:
    | {
        companyName?: unknown;
        productType?: unknown;
        apiUrl?: unknown;
        isMotorInspectionNeeded?: unknown;
        isMotorInspectionDone?: unknown;
      }
    | Record<string, unknown>;
  data?: unknown;
};

export const BUY_NOW_FAILED =
  "We could not start your payment just now. Please try again in a moment.";
export const NO_PAYMENT_HANDLER =
  "Online payment for this insurer is not available on our website yet. Our team has your proposal and will contact you to complete the purchase.";

/**
 * Health Buy Now (spec 4 "Health flow", issue rules):
 * - non-200: stay on the final quote with a message (role="alert")
 * - future-genrali/health: post the returned flat data fields to `meta.apiUrl` (allowlist-checked)
 * - digit/health with a paymentUrl: the digit-product page
 * - anything else (hdfc-ergo, unknown insurers, digit without a paymentUrl, a refused apiUrl):
 *   a visible message, then /health/thank-you
 */
export function healthBuyNowOutcome(
  answer: PurchaseAnswer,
  requestKey: string,
  policy: RedirectPolicy,
): Next {
  if (answer.status !== 200) return { kind: "stay", message: BUY_NOW_FAILED };
  const meta = (answer.meta ?? {}) as Record<string, unknown>;
  const company = meta.companyName;
  const product = meta.productType;
  const noHandler: Next = { kind: "notice", message: NO_PAYMENT_HANDLER, then: HEALTH_THANK_YOU };
  if (product !== "health") return noHandler;

  if (company === "future-genrali") {
    const action = allowed(meta.apiUrl, policy);
    const fields = flatFields(answer.data);
    if (!action || !fields) return noHandler;
    return { kind: "post", action, fields };
  }
  if (company === "digit") {
    const paymentUrl = (answer.data as { paymentUrl?: unknown } | undefined)?.paymentUrl;
    if (typeof paymentUrl === "string" && paymentUrl.trim() !== "")
      return { kind: "go", to: digitProductPath(requestKey) };
    return noHandler;
  }
  return noHandler;
}

/** The data record as form fields: strings, numbers and booleans become strings; nested values are left out. */
export function flatFields(data: unknown): Record<string, string> | null {
  if (!data || typeof data !== "object" || Array.isArray(data)) return null;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(data)) {
    if (typeof value === "string") fields[name] = value;
    else if (typeof value === "number" || typeof value === "boolean") fields[name] = String(value);
  }
  return fields;
}

/**
 * Motor Buy Now (spec 4 "Motor flow"), by insurer × answer:
 *
 * | answer | insurer | paymentUrl | inspection | next |
 * |---|---|---|---|---|
 * | non-200 | any | | | /motor/thank-you |
 * | 200 | future-genrali | | | /motor/thank-you |
 * | 200 | digit | present | not needed, or needed and done | /insurance/motor/{key}/digit/digit-product-motor |
 * | 200 | digit | present | needed and not done | the paymentUrl (the inspection or break-in page), if the allowlist accepts it |
 * | anything else (no paymentUrl, a refused URL, another insurer) | | | | /motor/thank-you |
 */
export function motorBuyNowOutcome(
  answer: PurchaseAnswer,
  requestKey: string,
  policy: RedirectPolicy,
): Next {
  const thankYou: Next = { kind: "go", to: MOTOR_THANK_YOU };
  if (answer.status !== 200) return thankYou;
  const meta = (answer.meta ?? {}) as Record<string, unknown>;
  if (meta.companyName !== "digit") return thankYou;
  const paymentUrl = (answer.data as { paymentUrl?: unknown } | undefined)?.paymentUrl;
  if (typeof paymentUrl !== "string" || paymentUrl.trim() === "") return thankYou;
  const needed = meta.isMotorInspectionNeeded === true;
  const done = meta.isMotorInspectionDone === true;
  if (!needed || done) return { kind: "go", to: digitProductMotorPath(requestKey) };
  return follow(paymentUrl, policy) ?? thankYou;
}

/** What the digit-product page shows: the policy number and the payment URL, or where it goes instead. */
export type DigitProductView =
  | { kind: "pay"; policyNumber: string; memberName: string; paymentUrl: string }
  | { kind: "go"; to: string };

/**
 * Digit-product page (spec 4): the trigger-purchase answer is fetched once; non-200 (or no usable,
 * allowlisted payment URL) goes to the thank-you page (/health/thank-you unless `thankYou` says
 * otherwise); otherwise the insurer's number is shown as the proposal number (nothing is paid
 * yet) with a link to the payment page in the same tab (issue 23 item 6: no timer, no new tab).
 */
export function digitProductOutcome(
  answer: PurchaseAnswer,
  policy: RedirectPolicy,
  thankYou: string = HEALTH_THANK_YOU,
): DigitProductView {
  if (answer.status !== 200) return { kind: "go", to: thankYou };
  const data = (answer.data ?? {}) as {
    paymentUrl?: unknown;
    policyNumber?: unknown;
    memberName?: unknown;
  };
  const paymentUrl = allowed(data.paymentUrl, policy);
  if (!paymentUrl) return { kind: "go", to: thankYou };
  return {
    kind: "pay",
    paymentUrl,
    policyNumber: typeof data.policyNumber === "string" ? data.policyNumber : "",
    memberName: typeof data.memberName === "string" ? data.memberName : "",
  };
}

/**
 * Digit-product-motor page (spec 2.4, 4): the same view as health, but only while Buy Now would
 * still send the visitor here: an inspection that is due and not done goes to the paymentUrl
 * (the break-in page) instead of opening it as a payment; failures go to /motor/thank-you.
 */
export function digitProductMotorOutcome(
  answer: PurchaseAnswer,
  requestKey: string,
  policy: RedirectPolicy,
): DigitProductView | { kind: "leave"; url: string } {
  const next = motorBuyNowOutcome(answer, requestKey, policy);
  if (next.kind === "leave") return next;
  if (next.kind !== "go" || next.to !== digitProductMotorPath(requestKey))
    return { kind: "go", to: next.kind === "go" ? next.to : MOTOR_THANK_YOU };
  return digitProductOutcome(answer, policy, MOTOR_THANK_YOU);
}
