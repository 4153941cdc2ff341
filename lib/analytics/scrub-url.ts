/**
 * Removes what identifies a visitor from a URL before it is reported as a page view (spec 2.1:
 * "A page view is reported to an analytics service on every route change"; spec 1: purchase
 * journeys are keyed by a requestKey in the route, and whoever holds it can open the journey).
 *
 * Pure: it runs in the browser inside the analytics `beforeSend` hook. Where the requestKey sits
 * (Hindi journeys under `/hi` too) is lib/analytics/journey-path.mjs's.
 */

import { REQUEST_KEY_PLACEHOLDER, scrubRequestKey } from "./journey-path.mjs";

export { REQUEST_KEY_PLACEHOLDER };

/** Query parameters kept, per path; every other parameter (and the fragment) is dropped. */
const keptParams: Record<string, readonly string[]> = {
  "/blog": ["key", "pageNo"],
  "/videos": ["key"],
};

/**
 * Scrubs one URL.
 *
 * - the requestKey segment of a journey route becomes `[requestKey]`
 *   (`/health/abc123/member` → `/health/[requestKey]/member`);
 * - the query string is dropped, except `key` and `pageNo` on `/blog` and `key` on `/videos`;
 * - the fragment is dropped.
 *
 * @param url an absolute URL (as the analytics script reports it) or a path
 * @returns the same form (absolute stays absolute, a path stays a path); a value that does not
 *   parse is reduced to its path without query or fragment
 */
export function scrubAnalyticsUrl(url: string): string {
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(url);
  let parsed: URL;
  try {
    parsed = new URL(url, "http://scrub.invalid");
  } catch {
    return scrubRequestKey(url.split(/[?#]/)[0] ?? "");
  }

  const path = scrubRequestKey(parsed.pathname);
  const kept = new URLSearchParams();
  for (const name of keptParams[path.replace(/\/+$/, "") || "/"] ?? []) {
    const value = parsed.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  const rest = `${path}${query ? `?${query}` : ""}`;
  return absolute ? `${parsed.origin}${rest}` : rest;
}
