// A page's first screen paints in one frame (issue 25: paint in one round trip). Under applied 4G
// throttling (4× CPU) a content page's first frame costs 60–110 ms of style, layout and paint,
// and Chrome was spending that twice: its parser yields every few milliseconds, and a frame drawn
// at a yield held only the header, so the main text (the LCP element) came a frame later
// (tests/bench/paint-trace.ts: first paint with a 2,331 px² header text, the 85,806 px²
// paragraph ~80 ms later). Two changes, for a page written at once only:
//
// - `<link rel="expect" href="#…" blocking="render">` in the head: Chrome (124+) draws no frame
//   until that element is parsed to its end tag (or the document is), so the first frame holds
//   the whole first screen. Other browsers ignore it. The element is the first screen's last one
//   before `main`'s below-fold sections ({@link firstScreenEnd}), else `<main id="main">` itself:
//   below-fold sections are `content-visibility: auto` (app/globals.css), skipped by the first
//   frame's layout, so the frame need not wait for their bytes either.
// - Next's chunk scripts (`<script src="/_next/static/…" async="">` in the head) ran whenever they
//   arrived: on a fast link before the first frame, whose paint then waited for the framework's
//   bootstrap and hydration (and Lighthouse's simulation, seeing the scripts before the LCP,
//   counted their download into it: 1.8–2.1 s against 1.2–1.6 s). Each tag becomes a
//   low-priority preload, fetched at the same moment and priority as before, and one inline
//   script at the end of the body starts the chunks once the page is parsed and one frame has
//   been drawn (requestAnimationFrame, then a task; at most 500 ms later where no frame comes, as
//   in a background tab). The chunks are async, their order never mattered, and they read the
//   inline RSC payload wherever it stands. On a slow link nothing changes: the scripts arrive
//   after the first frame anyway.
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

/** The layout's main landmark (app/[locale]/layout.tsx), the skip link's target. */
const mainStart = '<main id="main"';
const mainEnd = "</main>";
/** What the expect link follows: the charset declaration stays the head's first element. */
const headStart = /<head>(<meta charSet="utf-8"\/>)?/;
const expectLink = (id) => `<link rel="expect" href="#${id}" blocking="render"/>`;

/** A start tag whose class list has `below-fold` (the utility of app/globals.css). */
const belowFoldTag = /<[a-zA-Z][^>]*\sclass="(?:[^"]*\s)?below-fold(?:\s[^"]*)?"/g;
/** Any tag, or a raw-text element whole (its text may hold `<`). */
const tagPattern =
  /<(script|style)\b[^>]*>[\s\S]*?<\/\1>|<\/([a-zA-Z][a-zA-Z0-9-]*)\s*>|<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>/g;
const voidElements = /^(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/i;
/** Between the target's end and the first below-fold element: only end tags and white space. */
const onlyEndTags = /^(\s*<\/[a-zA-Z][a-zA-Z0-9-]*\s*>)*\s*$/;

/**
 * The element the first frame waits for: the last element with an id that closes before `main`'s
 * first below-fold section, when nothing but end tags lies between the two (so that element's end
 * is the first screen's end: the hero's lead-form panel, `/about`'s first section); else `main`.
 * The below-fold sections are skipped by the first frame's layout anyway (`content-visibility`),
 * so the frame need not wait for their bytes: on `/marine-insurance` it waits for 10.3 kB of
 * Brotli instead of 14.8 (4.5 kB, ~25 ms at 4G's 1.47 Mbps) and parses ~30 kB less markup.
 *
 * @param html A whole page.
 * @param mainAt Where `<main id="main"` starts in it.
 * @returns An id present once in the page.
 */
export function firstScreenEnd(html, mainAt) {
  const mainEndAt = html.indexOf(mainEnd, mainAt);
  belowFoldTag.lastIndex = mainAt;
  const bf = belowFoldTag.exec(html);
  if (!bf || (mainEndAt !== -1 && bf.index > mainEndAt)) return "main";
  const until = bf.index;
  /** Open elements: [name, id]. */
  const open = [];
  let last;
  tagPattern.lastIndex = mainAt;
  for (let m; (m = tagPattern.exec(html)) && m.index < until;) {
    if (m[1]) continue;
    if (m[2]) {
      const name = m[2].toLowerCase();
      const at = open.findLastIndex(([n]) => n === name);
      if (at === -1) continue;
      for (const [, id] of open.splice(at)) if (id) last = { id, end: tagPattern.lastIndex };
    } else if (!m[5] && !voidElements.test(m[3])) {
      open.push([m[3].toLowerCase(), /\sid="([^"]+)"/.exec(m[4] ?? "")?.[1]]);
    }
  }
  // (`main` itself is still open here: the below-fold element was found inside it.)
  if (!last || !onlyEndTags.test(html.slice(last.end, until))) return "main";
  if (!/^[A-Za-z][\w-]*$/.test(last.id)) return "main";
  // An id written twice would release the frame at its first copy.
  const attribute = `id="${last.id}"`;
  if (html.indexOf(attribute) !== html.lastIndexOf(attribute)) return "main";
  return last.id;
}

const headEnd = "</head>";
const bodyEnd = "</body>";

/**
 * The inline script that starts the chunks after the first frame: `(srcs, nonce)`. Each runs once,
 * as an async script (a created script is async), with the page's nonce where it has one.
 */
const startAfterPaint =
  "(function(s,n){var d=0;function r(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement('script');e.src=u;if(n)e.nonce=n;document.body.appendChild(e)})}requestAnimationFrame(function(){setTimeout(r)});setTimeout(r,500)})";

/**
 * Readies a whole page for a first paint in one frame: the expect link for the first screen's end
 * ({@link firstScreenEnd}; only when the page has `<main id="main">`), and the head's async chunk
 * scripts started after the first frame by one inline script at the end of the body, each leaving a
 * `<link rel="preload" as="script" fetchPriority="low">` (same nonce) in its place.
 *
 * @param html A whole HTML page as Next wrote it (prerendered, regenerated or rendered at once).
 * @param inlineScripts Whether the page's CSP lets an inline script run (`'unsafe-inline'`, or a
 *   nonce, which the chunk tags carry): when not, the chunk tags stay where they are.
 * @returns The page rewritten; the same string when it has no head or no body end.
 */
export function forFirstPaint(html, inlineScripts = true) {
  const headAt = html.indexOf(headEnd);
  const bodyAt = html.lastIndexOf(bodyEnd);
  if (headAt === -1 || bodyAt < headAt) return html;
  const srcs = [];
  let nonce = "";
  let head = html.slice(0, headAt).replace(chunkTag, (tag, src, attrs) => {
    const only = inlineScripts ? asyncOnly.exec(attrs) : null;
    if (!only) return tag;
    srcs.push(src);
    nonce = only[1] ?? "";
    return `<link rel="preload" as="script" fetchPriority="low" href="${src}"${nonce}/>`;
  });
  const mainAt = html.indexOf(mainStart, headAt);
  if (mainAt !== -1 && !head.includes('rel="expect"'))
    head = head.replace(headStart, (start) => start + expectLink(firstScreenEnd(html, mainAt)));
  // The srcs are Next's own `/_next/static/…` paths: JSON in a script, `<` escaped all the same.
  const value = nonce ? /nonce="([^"]*)"/.exec(nonce)?.[1] : undefined;
  const start = srcs.length
    ? `<script${nonce}>${startAfterPaint}(${JSON.stringify(srcs).replace(/</g, "\\u003c")},${JSON.stringify(value ?? "")})</script>`
    : "";
  return head + html.slice(headAt, bodyAt) + start + html.slice(bodyAt);
}
