/**
 * Removes what identifies a visitor from a URL before it is reported as a page view (spec 2.1:
 * "A page view is reported to an analytics service on every route change"; spec 1: purchase
 * journeys are keyed by a requestKey in the route, and whoever holds it can open the journey).
 *
 * Pure and dependency-free: it runs in the browser inside the analytics `beforeSend` hook.
 */

/** What replaces a requestKey segment. */
export const REQUEST_KEY_PLACEHOLDER = "[requestKey]";

/** Query parameters kept, per path; every other parameter (and the fragment) is dropped. */
const keptParams: Record<string, readonly string[]> = {
  "/blog": ["key", "pageNo"],
  "/videos": ["key"],
};

/**
 * Journey route shapes (spec 2.4): a pattern segment `:key` is a requestKey (replaced), `*` is
 * any other single segment (kept), anything else must match literally. A path matches when it
 * starts with all of a pattern's segments.
 */
const journeyPatterns: string[][] = [
  // Fixed pages under /health and /motor come first: they carry no requestKey.
  ["health", "thank-you"],
  ["motor", "thank-you"],
  ["motor", "search-policy-post-break-in"],
  ["health", ":key"],
  ["motor", ":key"],
  ["insurance-compare", "*", ":key"],
  ["insurance", "*", ":key"],
  ["product", "health", "form", "digit", "payment", "*", ":key"],
];

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
    return url.split(/[?#]/)[0] ?? "";
  }

  const path = scrubPath(parsed.pathname);
  const kept = new URLSearchParams();
  for (const name of keptParams[path.replace(/\/+$/, "") || "/"] ?? []) {
    const value = parsed.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  const rest = `${path}${query ? `?${query}` : ""}`;
  return absolute ? `${parsed.origin}${rest}` : rest;
}

function scrubPath(pathname: string): string {
  const segments = pathname.split("/");
  // segments[0] is the empty string before the leading slash.
  const parts = segments.slice(1);
  for (const pattern of journeyPatterns) {
    if (!matches(pattern, parts)) continue;
    const keyIndex = pattern.indexOf(":key");
    if (keyIndex === -1) return pathname;
    const scrubbed = [...parts];
    scrubbed[keyIndex] = REQUEST_KEY_PLACEHOLDER;
    return `/${scrubbed.join("/")}`;
  }
  return pathname;
}

function matches(pattern: string[], parts: string[]): boolean {
  if (parts.length < pattern.length) return false;
  return pattern.every((p, i) => {
    const part = parts[i];
    if (part === undefined || part === "") return false;
    return p === ":key" || p === "*" || p === part;
  });
}
