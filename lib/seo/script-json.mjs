// Plain JavaScript, so that the page hook (scripts/flight-json-ld.mjs, loaded by Node before
// Next's server) and the site's TypeScript (lib/seo/json-ld.ts) share it.

/** The characters that may not stand raw in JSON inside an HTML `<script>` element. */
const unsafe = /[<>&\u2028\u2029]/g;

/**
 * Escapes JSON text for an HTML `<script>` element: every `<`, `>`, `&`, U+2028 and U+2029 as
 * `\uXXXX`. They can only occur inside JSON strings, where the escape is the same character, so
 * `JSON.parse` returns exactly the original data (see lib/seo/json-ld.ts for why these five).
 *
 * @param json JSON text (`JSON.stringify`'s)
 * @returns the same JSON without any of those characters raw
 */
export function escapeScriptJson(json) {
  return json.replace(unsafe, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
