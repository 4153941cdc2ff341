import { follow, type Next, type RedirectPolicy } from "@/lib/journeys/shared/redirect";

/**
 * The motor break-in screens (spec 2.4 break-in info, inspection-fail, search-policy-post-break-in;
 * spec 4 "Break-in"): what the policy search does with the broker's answer, and what the
 * break-in info page can show.
 */

/** The policy search found no policy (404), or the number is unknown to the broker. */
export const POLICY_NOT_FOUND =
  "We could not find a policy with that number. Check the number and try again, or contact us.";

/** The search could not be finished (broker down, or an answer the site will not follow). */
export const POLICY_SEARCH_FAILED =
  "We could not look up your policy just now. Please try again in a moment, or contact us.";

/** Spec 8 "Inspection not complete": the inspection-fail page's message, verbatim. */
export const INSPECTION_NOT_COMPLETE = "Sorry, your inspection is not complete yet...";

/**
 * Policy search (spec 4 "Break-in"; broker-api `check/policy/status` → `{ redirectUrl }`):
 * status 200 follows `redirectUrl` after the allowlist check (a site path → `go`, an allowlisted
 * insurer URL → `leave`). 404 stays with {@link POLICY_NOT_FOUND}; any other failure, or a URL
 * the allowlist refuses, stays with {@link POLICY_SEARCH_FAILED}. The form keeps the typed number.
 */
export function policySearchOutcome(
  answer: { status: number; redirectUrl?: unknown },
  policy: RedirectPolicy,
): Next {
  if (answer.status === 404) return { kind: "stay", message: POLICY_NOT_FOUND };
  if (answer.status === 200) {
    const next = follow(answer.redirectUrl, policy);
    if (next) return next;
  }
  return { kind: "stay", message: POLICY_SEARCH_FAILED };
}

/** What the break-in info page shows: the member's name and the policy number, each when known. */
export type BreakInInfo = { memberName: string | null; policyNumber: string | null };

const text = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);

/**
 * The break-in info page's content from `trigger/purchase` (`data.memberName`,
 * `data.policyNumber`) with the saved owner of `get/active/member/data` as a fallback for the
 * name. Null when neither is known: the page then shows its error state.
 */
export function breakInInfo(
  purchase: { memberName?: unknown; policyNumber?: unknown } | undefined,
  member: { firstName?: unknown; lastName?: unknown } | undefined,
): BreakInInfo | null {
  const policyNumber = text(purchase?.policyNumber);
  const saved = [text(member?.firstName), text(member?.lastName)].filter(Boolean).join(" ");
  const memberName = text(purchase?.memberName) ?? (saved || null);
  return policyNumber || memberName ? { memberName, policyNumber } : null;
}
