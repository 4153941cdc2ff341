import { HOME, MOTOR_THANK_YOU, motorStepPath } from "@/lib/journeys/shared/paths";
import { urlAnswerOutcome, type Next, type RedirectPolicy } from "@/lib/journeys/shared/redirect";

/**
 * Where each motor proposal save leads (spec 4 "Motor flow"). Pure functions of the broker's
 * answer, table-tested in tests/unit/motor-steps.test.ts.
 */

/** Member save: 200 goes to the nominee step; any other status goes to home. */
export function motorMemberSaveOutcome(status: number, requestKey: string): Next {
  return status === 200
    ? { kind: "go", to: motorStepPath(requestKey, "nominee") }
    : { kind: "go", to: HOME };
}

/** Nominee save: 200 goes to the communication step; anything else goes to /motor/thank-you. */
export function motorNomineeSaveOutcome(status: number, requestKey: string): Next {
  return status === 200
    ? { kind: "go", to: motorStepPath(requestKey, "communication") }
    : { kind: "go", to: MOTOR_THANK_YOU };
}

/**
 * Communication and add-ons saves: the returned URL is followed after the allowlist check; a
 * failed save, a missing URL or a refused one goes to /motor/thank-you.
 */
export function motorUrlSaveOutcome(
  answer: { status: number; url?: unknown },
  policy: RedirectPolicy,
): Next {
  return urlAnswerOutcome(answer, policy, MOTOR_THANK_YOU);
}

/** The visible progress of the motor proposal, after the plan is chosen (`labelKey`: `Steps` area). */
export const motorProposalProgress = [
  { step: "member", label: "Owner", labelKey: "owner" },
  { step: "nominee", label: "Nominee", labelKey: "nominee" },
  { step: "communication", label: "Contact", labelKey: "contact" },
  { step: "add-ons", label: "Add-ons", labelKey: "addOns" },
  { step: "final-quote", label: "Final quote", labelKey: "finalQuote" },
] as const;
export type MotorProgressStep = (typeof motorProposalProgress)[number]["step"];

/**
 * A step opened from the review (`?from=review`, the convention shared by every step page): once
 * its save succeeded (`next` a `go` to anywhere but /motor/thank-you), the visitor returns to the
 * final quote of `requestKey` instead of the step's usual next screen. A failed save, a `leave`
 * or anything else is kept as it is; without `fromReview` `next` is returned unchanged.
 */
export function motorReviewReturn(next: Next, requestKey: string, fromReview: boolean): Next {
  if (!fromReview || next.kind !== "go" || next.to === MOTOR_THANK_YOU) return next;
  return { kind: "go", to: motorStepPath(requestKey, "final-quote") };
}
