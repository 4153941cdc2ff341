/**
 * JSON-LD serialization that is safe inside an HTML `<script>` element.
 *
 * The HTML parser ends a script element at `</script` followed by whitespace, `/` or `>` in any
 * letter case, and `<!--` switches it into an escaped state; next-seo escapes only the exact
 * `</script>` and `<!--`. Escaping every `<`, `>` and `&` as `\u003c`, `\u003e`, `\u0026` leaves
 * the parser nothing to match, and U+2028 / U+2029 are escaped too so the text is also a valid
 * JavaScript literal wherever it is copied. These characters can only occur inside JSON strings,
 * where `\uXXXX` is the same character, so `JSON.parse` returns exactly the original data.
 */

import { escapeScriptJson } from "./script-json.mjs";

/**
 * Serializes structured data for `<script type="application/ld+json">`.
 *
 * @param data any JSON-serializable value (objects, arrays, strings, numbers, booleans, null)
 * @returns JSON text without a raw `<`, `>`, `&`, U+2028 or U+2029
 * @throws TypeError when `data` has no JSON form (`undefined`, a function, a symbol) or holds a
 *   cycle or a bigint (JSON.stringify's own errors)
 */
export function serializeJsonLd(data: unknown): string {
  const json: string | undefined = JSON.stringify(data);
  if (json === undefined) throw new TypeError("JSON-LD data has no JSON form");
  return escapeScriptJson(json);
}
