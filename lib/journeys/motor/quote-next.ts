import { MOTOR_THANK_YOU, isSegment, motorStepPath } from "@/lib/journeys/shared/paths";

/** What the motor quote submission's broker call came back with (a `CallResult`, narrowed). */
export type MotorQuoteAnswer = {
  ok: boolean;
  /** HTTP status, or the body's `status` when it has one. */
  status: number;
  /** Why a failed call failed (`invalid-shape`: a 2xx body that did not match the contract). */
  reason?: string;
  requestKey?: unknown;
};

/**
 * Where a motor quote goes once `/form/one/submit` has answered (broker-api.md "Journey order and
 * continuation": motor continues at once, in the same tab):
 * - status 200 with a `requestKey` that can be a route segment → the vehicle confirmation and
 *   previous insurance, `/motor/{requestKey}/additional-policy-details`;
 * - status 200 without a usable `requestKey` (a missing or malformed key: the broker took the
 *   quote but it cannot be continued online) → `/motor/thank-you`, whose words say an adviser
 *   will finish it;
 * - any other status (spec 8: only 200 is success) or a failed call → `null`: the visitor stays
 *   on the form with spec 8's message and every value kept.
 */
export function motorQuoteNext(answer: MotorQuoteAnswer): string | null {
  if (answer.status !== 200) return null;
  if (answer.ok && isSegment(answer.requestKey))
    return motorStepPath(answer.requestKey, "additional-policy-details");
  if (answer.ok || answer.reason === "invalid-shape") return MOTOR_THANK_YOU;
  return null;
}
