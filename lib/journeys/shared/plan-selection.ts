import { productFor, type InsuranceType } from "@/lib/journeys/registry";
import { urlAnswerOutcome, type Next, type RedirectPolicy } from "@/lib/journeys/shared/redirect";

/** What the select-plan call answered (broker-api.md `/select/plan`: `{ status, url }`). */
export type SelectPlanAnswer = { status: number; url?: unknown };

/**
 * Plan selection (spec 4 "Plan selection"): on 200 the browser follows the returned URL when it
 * passes the allowlist; otherwise (non-200, no URL, refused URL, failed call) it goes to the
 * health or motor thank-you page.
 */
export function planSelectionOutcome(
  answer: SelectPlanAnswer,
  type: InsuranceType,
  policy: RedirectPolicy,
): Next {
  return urlAnswerOutcome(answer, policy, productFor(type).thankYouPath);
}
