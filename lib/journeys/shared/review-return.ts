import { splitLocale } from "@/lib/i18n/locale-path";
import { healthStepPath, isSegment, motorStepPath } from "@/lib/journeys/shared/paths";
import type { Next } from "@/lib/journeys/shared/redirect";

/**
 * The final quote's review links open a step as `{step path}?from=review` (issue 23 item 2):
 * after a successful save the visitor goes back to the review (the product's final-quote page)
 * instead of the step that usually follows. One rule for every proposal step, applied by the
 * shared form shell (components/journeys/shared/proposal-form.tsx).
 */

/** The query that marks a step opened from the review: `?from=review`. */
export const REVIEW_PARAM = "from";
export const REVIEW_VALUE = "review";

/** The proposal steps a review link may open, per product. */
const reviewSteps = {
  health: ["member", "medical", "nominee", "communication"],
  motor: ["member", "nominee", "communication", "add-ons", "additional-policy-details"],
} as const;

const STEP_PATH = /^\/(health|motor)\/([^/]+)\/([a-z-]+)\/?$/;

/**
 * The final-quote path of the journey a step page belongs to (`/health/{key}/nominee` →
 * `/health/{key}/final-quote`, unprefixed: navigation keeps the page's language), or null for
 * any other path. The path is rebuilt from the product and the requestKey only: nothing of the
 * query or of the rest of the URL goes into it.
 *
 * @param pathname the step page's path, with or without the `/hi` prefix
 */
export function reviewPathOf(pathname: string): string | null {
  const match = STEP_PATH.exec(splitLocale(pathname).path);
  if (!match) return null;
  const [, product, rawKey = "", step = ""] = match;
  let key: string;
  try {
    key = decodeURIComponent(rawKey);
  } catch {
    return null;
  }
  if (!isSegment(key)) return null;
  if (product === "health")
    return (reviewSteps.health as readonly string[]).includes(step)
      ? healthStepPath(key, "final-quote")
      : null;
  return (reviewSteps.motor as readonly string[]).includes(step)
    ? motorStepPath(key, "final-quote")
    : null;
}

/** True when a save succeeded: it leads on inside the same journey, or to an insurer page. */
function isSuccess(next: Next, journeyPrefix: string): boolean {
  if (next.kind === "leave" || next.kind === "post" || next.kind === "popup") return true;
  return next.kind === "go" && next.to.startsWith(journeyPrefix);
}

/**
 * Where a step's save leads when the step was opened from the review: a successful save (the
 * step's usual next screen inside the journey, or an insurer's page) goes to the final quote
 * instead; a failure's screen (thank-you, home), a message to stay, or any save of a step not
 * opened with `?from=review` keeps `next` as it is.
 *
 * @param location the step page's `pathname` and `search` (window.location)
 */
export function returnToReview(
  next: Next | string,
  location: { pathname: string; search: string },
): Next | string {
  if (new URLSearchParams(location.search).get(REVIEW_PARAM) !== REVIEW_VALUE) return next;
  const review = reviewPathOf(location.pathname);
  if (!review) return next;
  const journeyPrefix = review.slice(0, review.lastIndexOf("/") + 1);
  const asNext: Next = typeof next === "string" ? { kind: "go", to: next } : next;
  return isSuccess(asNext, journeyPrefix) ? { kind: "go", to: review } : next;
}
