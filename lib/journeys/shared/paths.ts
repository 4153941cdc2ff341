/** Site routes of the purchase journeys (spec 2.4). Every dynamic segment is URL-encoded. */

export type InsuranceType = "health" | "motor";

export const HEALTH_THANK_YOU = "/health/thank-you";
export const MOTOR_THANK_YOU = "/motor/thank-you";
export const HOME = "/";

/** The steps of the health proposal under /health/{requestKey}/ (spec 2.4). */
export const healthSteps = [
  "member",
  "medical",
  "nominee",
  "communication",
  "final-quote",
  "verify-payment",
  "generate-policy",
] as const;
export type HealthStep = (typeof healthSteps)[number];

/** requestKeys and insurer slugs as the broker hands them out: letters, digits, `-`, `_`, `.`. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** True when `value` can be used as one route segment (requestKey or company slug). */
export function isSegment(value: unknown): value is string {
  return typeof value === "string" && SEGMENT.test(value) && value !== "." && value !== "..";
}

const seg = encodeURIComponent;

export function healthStepPath(requestKey: string, step: HealthStep): string {
  return `/health/${seg(requestKey)}/${step}`;
}

/** The screens of the motor journey under /motor/{requestKey}/ (spec 2.4). */
export const motorSteps = [
  "additional-policy-details",
  "member",
  "nominee",
  "communication",
  "add-ons",
  "final-quote",
  "verify-payment",
  "generate-policy",
  "break-in-info",
  "inspection-fail",
] as const;
export type MotorStep = (typeof motorSteps)[number];

/** The motor policy search, where a visitor returns after a break-in inspection (spec 2.4). */
export const MOTOR_POLICY_SEARCH = "/motor/search-policy-post-break-in";

export function motorStepPath(requestKey: string, step: MotorStep): string {
  return `/motor/${seg(requestKey)}/${step}`;
}

/** The digit motor policy-and-payment page (spec 2.4 `/digit-product-motor`). */
export function digitProductMotorPath(requestKey: string): string {
  return `/insurance/motor/${seg(requestKey)}/digit/digit-product-motor`;
}

export function plansPath(type: string, requestKey: string): string {
  return `/insurance-compare/${seg(type)}/${seg(requestKey)}`;
}

export function kycPath(
  type: InsuranceType,
  requestKey: string,
  companyName: string,
  screen: "kyc-check" | "kyc-verify",
): string {
  return `/insurance/${type}/${seg(requestKey)}/${seg(companyName)}/${screen}`;
}

export function digitProductPath(requestKey: string): string {
  return `/insurance/health/${seg(requestKey)}/digit/digit-product`;
}
