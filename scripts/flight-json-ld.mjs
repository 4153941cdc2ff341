// JSON-LD once per page (issue 25 item 3). A server component's `<script type="application/ld+json">`
// reaches the browser twice: as the element in the HTML, and as the same text in the RSC payload
// that Next inlines into the same HTML (`self.__next_f.push([1,"…"])`) for React to hydrate from
// (the home page's FAQ and organisation blocks: 4.9 kB of text, 3 % of the page). Search engines
// read the HTML copy; React needs neither text: in production it never compares or rewrites a
// hydrated element's `dangerouslySetInnerHTML`, so the element keeps the HTML's text. So the
// payload's copy becomes `{}`. Only the HTML answer is changed: the RSC payload fetched by
// client-side navigations (`.rsc`, `RSC: 1`) keeps the text, and a navigation there renders it.
//
// Where the copy sits in the payload (React Flight rows, one string per push):
// - a text row, for a long text: `37:Tf81,{"@context":…}` (id, `T`, its UTF-8 length in hex,
//   a comma, the text): it becomes `37:T2,{}`;
// - inline in its element's props, for a short one: `"__html":"{\"@context\":…}"`: it becomes
//   `"__html":"{}"`.
// A copy split across two pushes, or one whose text differs from the HTML's, is left as it is:
// the page is then as before, never broken.
//
// Plain JavaScript (no build step), like the rest of the page hook (scripts/inline-css-hook.mjs).

// The same escaping as Next's for a push inside `<script>` (htmlEscapeJsonString) and ours for
// JSON-LD.
import { escapeScriptJson } from "../lib/seo/script-json.mjs";

/** A JSON-LD element as React writes it in the HTML: its text is `serializeJsonLd`'s (no `<`). */
const jsonLdElement = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g;

/** One push of the inline RSC payload: `[1,"<row text>"]`, with or without a nonce. */
const flightPush =
  /(<script(?:\s[^>]*)?>self\.__next_f\.push\()(\[1,"[^"\\]*(?:\\.[^"\\]*)*"\])(\)<\/script>)/g;

/** What stands in for the payload's copy: valid JSON, so nothing that reads it fails. */
const placeholder = "{}";

/**
 * Replaces, in the RSC payload inlined in `html`, the text of every JSON-LD element that the HTML
 * itself carries, with `{}`.
 *
 * @param html A whole HTML page as Next wrote it (prerendered or rendered at once).
 * @returns The page, smaller by the payload's copies; the same string when there was nothing to
 *   drop (no JSON-LD, no inline payload, or copies split across pushes).
 */
export function dropFlightJsonLd(html) {
  const texts = new Set();
  for (const match of html.matchAll(jsonLdElement)) if (match[1]) texts.add(match[1]);
  if (texts.size === 0 || !html.includes("self.__next_f.push(")) return html;

  const swaps = [...texts].flatMap((text) => [
    [
      `:T${Buffer.byteLength(text, "utf8").toString(16)},${text}`,
      `:T${placeholder.length.toString(16)},${placeholder}`,
    ],
    [`"__html":${JSON.stringify(text)}`, `"__html":${JSON.stringify(placeholder)}`],
  ]);

  return html.replace(flightPush, (whole, open, json, close) => {
    // Most pushes hold no JSON-LD: only those are parsed.
    if (!json.includes("@context")) return whole;
    let push;
    try {
      push = JSON.parse(json);
    } catch {
      return whole;
    }
    const [kind, rows] = push;
    if (kind !== 1 || typeof rows !== "string") return whole;
    let changed = rows;
    for (const [from, to] of swaps) changed = changed.replaceAll(from, to);
    if (changed === rows) return whole;
    return open + escapeScriptJson(JSON.stringify([1, changed])) + close;
  });
}
