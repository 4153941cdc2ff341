// A page's first paint comes before its framework scripts run (issue 25: paint in one round trip).
// Next's chunk scripts (`<script src="/_next/static/…" async="">` in the head) ran whenever they
// arrived: on a fast link before the first frame, whose paint then waited for the framework's
// bootstrap and hydration (and Lighthouse's simulation, seeing the scripts before the LCP, counted
// their download into it: 1.8–2.1 s against 1.2–1.6 s). Each tag becomes a low-priority preload,
// fetched at the same moment and priority as before, and one inline script at the end of the body
// starts the chunks once the page is parsed and one frame has been drawn (requestAnimationFrame,
// then a task; at most 500 ms later where no frame comes, as in a background tab). The chunks are
// async, their order never mattered, and they read the inline RSC payload wherever it stands. On a
// slow link nothing changes: the scripts arrive after the first frame anyway.
//
// No `<link rel="expect" blocking="render">` (it was here from 27 to 28 Nov 2026, to keep Chrome
// from drawing a frame with the header alone while `main` was still being parsed): in Chromium
// its mere presence in the head, whatever element it names and however early that element is
// parsed, often left the first frame painted but not shown for about a second on a fast load:
// first contentful paint at 1.21–1.35 s instead of 0.2–0.3 s in 27 of 32 unthrottled loads of
// `/marine-insurance` with it, 3 of 21 without it (the compositor drew nothing after its first
// commit until then; `tests/bench/paint-trace.ts --unthrottled`, docs/performance-log.md). A
// visitor on Wi-Fi saw a blank page for a second, and Lighthouse's simulation, which takes its
// order of events from that load, counted every script into the LCP.
//
// A streamed page (the plans page paints its shell while the broker answers) is left as it is:
// it must paint and hydrate its shell before the rest arrives (scripts/inline-css-hook.mjs).
//
// Plain JavaScript (no build step), like the rest of the page hook.

/**
 * A chunk tag as Next writes it in the head: `<script src="/_next/static/chunks/x.js" async="">`,
 * with ` nonce="…"` after `async` on per-request pages. Only async tags with no other attribute
 * move (a `noModule` tag stays).
 */
const chunkTag =
  /<script src="(\/_next\/static\/[^"]+\.js)"((?:\s+[a-zA-Z-]+="[^"]*")*)><\/script>/g;
const asyncOnly = /^\s+async=""(\s+nonce="[^"]*")?$/;

const headEnd = "</head>";
const bodyEnd = "</body>";

/**
 * The inline script that starts the chunks after the first frame: `(srcs, nonce)`. Each runs once,
 * as an async script (a created script is async), with the page's nonce where it has one.
 */
const startAfterPaint =
  "(function(s,n){var d=0;function r(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement('script');e.src=u;if(n)e.nonce=n;document.body.appendChild(e)})}requestAnimationFrame(function(){setTimeout(r)});setTimeout(r,500)})";

/**
 * Readies a whole page for a first paint before its scripts: the head's async chunk scripts are
 * started after the first frame by one inline script at the end of the body, each leaving a
 * `<link rel="preload" as="script" fetchPriority="low">` (same nonce) in its place.
 *
 * @param html A whole HTML page as Next wrote it (prerendered, regenerated or rendered at once).
 * @param inlineScripts Whether the page's CSP lets an inline script run (`'unsafe-inline'`, or a
 *   nonce, which the chunk tags carry): when not, the chunk tags stay where they are.
 * @returns The page rewritten; the same string when it has no head or no body end, or no chunk
 *   tag to move.
 */
export function forFirstPaint(html, inlineScripts = true) {
  const headAt = html.indexOf(headEnd);
  const bodyAt = html.lastIndexOf(bodyEnd);
  if (headAt === -1 || bodyAt < headAt) return html;
  const srcs = [];
  let nonce = "";
  const head = html.slice(0, headAt).replace(chunkTag, (tag, src, attrs) => {
    const only = inlineScripts ? asyncOnly.exec(attrs) : null;
    if (!only) return tag;
    srcs.push(src);
    nonce = only[1] ?? "";
    return `<link rel="preload" as="script" fetchPriority="low" href="${src}"${nonce}/>`;
  });
  if (!srcs.length) return html;
  // The srcs are Next's own `/_next/static/…` paths: JSON in a script, `<` escaped all the same.
  const value = nonce ? /nonce="([^"]*)"/.exec(nonce)?.[1] : undefined;
  const start = `<script${nonce}>${startAfterPaint}(${JSON.stringify(srcs).replace(/</g, "\\u003c")},${JSON.stringify(value ?? "")})</script>`;
  return head + html.slice(headAt, bodyAt) + start + html.slice(bodyAt);
}
