// The one place that knows where a journey's requestKey sits in a path (spec 2.4: whoever holds a
// requestKey can open the journey, so it never reaches analytics, logs or a cache key). Plain
// JavaScript with no imports, so that both the site's TypeScript (lib/analytics/scrub-url.ts, in
// the browser and on the server) and scripts/inline-css.mjs (loaded with `node --import` before
// Next's server, no build step) use it. deploy/nginx.conf.template's access-log map mirrors it.

/** What replaces a requestKey segment. */
export const REQUEST_KEY_PLACEHOLDER = "[requestKey]";

/** Locales with a URL prefix (i18n/routing.ts: English is unprefixed). */
export const prefixedLocales = ["hi"];

/**
 * Journey route shapes: a pattern segment `:key` is a requestKey (replaced), `*` is any other
 * single segment (kept), anything else must match literally. A path matches when it starts with
 * all of a pattern's segments; the first match decides.
 */
const journeyPatterns = [
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
 * @param {string} pathname A URL path (`/hi/health/abc123/member`), without query or fragment.
 * @returns {string} The same path with a journey's requestKey segment replaced by
 *   {@link REQUEST_KEY_PLACEHOLDER}, after an optional locale prefix
 *   (`/hi/health/[requestKey]/member`); any other path unchanged.
 */
export function scrubRequestKey(pathname) {
  const parts = pathname.split("/").slice(1);
  const offset = prefixedLocales.includes(parts[0] ?? "") ? 1 : 0;
  for (const pattern of journeyPatterns) {
    const match =
      parts.length - offset >= pattern.length &&
      pattern.every((p, i) => {
        const part = parts[offset + i];
        return part !== undefined && part !== "" && (p === ":key" || p === "*" || p === part);
      });
    if (!match) continue;
    const k = pattern.indexOf(":key");
    if (k === -1) return pathname;
    const scrubbed = [...parts];
    scrubbed[offset + k] = REQUEST_KEY_PLACEHOLDER;
    return `/${scrubbed.join("/")}`;
  }
  return pathname;
}
