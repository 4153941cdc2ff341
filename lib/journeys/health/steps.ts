import {
  HEALTH_THANK_YOU,
  HOME,
  healthStepPath,
  healthSteps,
  type HealthStep,
} from "@/lib/journeys/shared/paths";
import { urlAnswerOutcome, type Next, type RedirectPolicy } from "@/lib/journeys/shared/redirect";

/** Member save (spec 4): 200 goes to the medical step; any other status goes to home. */
export function memberSaveOutcome(status: number, requestKey: string): Next {
  return status === 200
    ? { kind: "go", to: healthStepPath(requestKey, "medical") }
    : { kind: "go", to: HOME };
}

/**
 * Medical save (spec 4): the server's `routeTo` names the next step under the health requestKey.
 * A routeTo that is not a health step (or a failed save) goes to /health/thank-you, so a broker
 * answer can never send the visitor off the journey.
 */
export function medicalSaveOutcome(status: number, routeTo: unknown, requestKey: string): Next {
  if (status === 200 && typeof routeTo === "string") {
    const step = routeTo.trim().replace(/^\/+|\/+$/g, "");
    if ((healthSteps as readonly string[]).includes(step))
      return { kind: "go", to: healthStepPath(requestKey, step as HealthStep) };
  }
  return { kind: "go", to: HEALTH_THANK_YOU };
}

/** Nominee save (spec 4): 200 goes to communication; anything else goes to /health/thank-you. */
export function nomineeSaveOutcome(status: number, requestKey: string): Next {
  return status === 200
    ? { kind: "go", to: healthStepPath(requestKey, "communication") }
    : { kind: "go", to: HEALTH_THANK_YOU };
}

/**
 * Communication save (spec 4): the returned URL is followed after the allowlist check; a failed
 * save or a refused URL goes to /health/thank-you.
 */
export function communicationSaveOutcome(
  answer: { status: number; url?: unknown },
  policy: RedirectPolicy,
): Next {
  return urlAnswerOutcome(answer, policy, HEALTH_THANK_YOU);
}

/**
 * The visible progress of the proposal (member → medical → nominee → communication → final
 * quote). `labelKey`: the label's key in the `Steps` catalogue area (what the screen shows).
 */
export const proposalProgress = [
  { step: "member", label: "Members", labelKey: "members" },
  { step: "medical", label: "Medical", labelKey: "medical" },
  { step: "nominee", label: "Nominee", labelKey: "nominee" },
  { step: "communication", label: "Contact", labelKey: "contact" },
  { step: "final-quote", label: "Final quote", labelKey: "finalQuote" },
] as const satisfies readonly { step: HealthStep; label: string; labelKey: string }[];
