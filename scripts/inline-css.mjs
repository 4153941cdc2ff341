// Critical CSS in the HTML, once (issue 25 item 1). Each HTML answer paints its first screen from
// CSS in its own bytes instead of waiting for a second round trip, in one of two forms:
//
// - critical (the route has an entry, scripts/critical-css.mjs): the rules this route's HTML
//   needs go inline (`<style data-href="…" data-critical>`), the stylesheet link Next wrote stays
//   in the head with media="print" (fetched without blocking anything, cached), and a one-line
//   script right after it makes it apply (media="all") once loaded: dialogs, error states and
//   client-side navigations need rules outside this page's critical set. The script carries the
//   link's nonce on per-request pages (the nonce CSP forbids `onload` handlers and unnonced
//   scripts); static pages allow inline scripts. React finds stylesheet resources by href when it
//   hydrates and adopts the link instead of inserting another. Where no script may run (a CSP
//   without nonce or 'unsafe-inline'), the link moves to the end of the body instead: that does
//   not hold the paint either, but Chrome's parser waits for it there, which delays
//   DOMContentLoaded (and Next's hydration stream) by the file's download.
// - whole (no entry yet for the route): the whole stylesheet goes inline, and the link stays in
//   the head with media="print" (downloaded at low priority into the cache, adopted by React;
//   every rule is inline already).
//
// The RSC payload is never touched: only text/html answers pass through here
// (scripts/inline-css-hook.mjs). Plain JavaScript (no build step): loaded with `node --import`
// before Next's own server, both by `next start` and by the standalone server.js.

import {
  prefixedLocales,
  REQUEST_KEY_PLACEHOLDER,
  scrubRequestKey,
} from "../lib/analytics/journey-path.mjs";

/** Applies the print-only link just before it once loaded (and at once if it already is). */
const activation =
  "(function(l){function a(){l.media='all'}l.sheet?a():l.addEventListener('load',a)})(document.currentScript.previousElementSibling)";

/**
 * The same, on first need (pages written at once; see {@link onFirstNeed}): the link applies at
 * the visitor's first press, key, touch, click or focus (capture phase on `window`, before any
 * handler of the page can open a menu or a dialog), or as soon as an element other than a
 * script, link, style, meta, template or Next's route announcer enters the document after
 * DOMContentLoaded (a MutationObserver: its callback runs before the next frame, so a dialog,
 * an error or a client-side navigation's page is drawn with the file already applied when it has
 * loaded, and on its load otherwise).
 */
const onNeedActivation =
  "(function(l){var d=0,o,E=['pointerdown','keydown','touchstart','click','focusin'],O={capture:!0,passive:!0},S=/^(SCRIPT|LINK|STYLE|META|NOSCRIPT|TEMPLATE|NEXT-ROUTE-ANNOUNCER)$/;function a(){l.media='all'}function f(){if(d)return;d=1;E.forEach(function(e){removeEventListener(e,f,O)});o&&o.disconnect();l.sheet?a():l.addEventListener('load',a)}E.forEach(function(e){addEventListener(e,f,O)});document.addEventListener('DOMContentLoaded',function(){if(d)return;o=new MutationObserver(function(r){for(var i=0;i<r.length;i++)for(var n=r[i].addedNodes,j=0;j<n.length;j++)if(n[j].nodeType==1&&!S.test(n[j].nodeName))return f()});o.observe(document.documentElement,{childList:!0,subtree:!0})})})(document.currentScript.previousElementSibling)";

/**
 * A stylesheet link as Next writes it in the head: `<link rel="stylesheet"
 * href="/_next/static/chunks/….css" data-precedence="next"/>` (Turbopack; webpack uses
 * `/_next/static/css/`).
 */
const linkPattern = /<link rel="stylesheet" href="(\/_next\/static\/[^"?#]+\.css)"([^>]*?)\/?>/g;

/** Where the head ends; everything after it streams on. */
const headEnd = "</head>";
/** Where the deferred stylesheet links go. */
const bodyEnd = "</body>";

/** `</style` inside a text would end the element early: escape its slash (valid CSS). */
function styleText(css) {
  return css.replace(/<\/(style)/gi, "<\\/$1");
}

/**
 * Rewrites the stylesheet links of `html` (the head, or the whole page).
 *
 * @param html The HTML (any prefix that contains the head).
 * @param readCss Returns the text of a stylesheet by its href (`/_next/static/css/x.css`), or
 *   undefined when it cannot be read: that link then stays as it was (blocking, never unstyled).
 * @param critical The route's critical CSS by stylesheet href (a `Map`), or undefined. A link
 *   whose href has an entry gets that text inline; any other link gets the whole file inline and
 *   stays, with media="print".
 * @param scripts Whether an inline script may run: `{ nonce }` (the nonce, or undefined where
 *   inline scripts are allowed) to activate a critical page's link in place; undefined to move
 *   that link to `deferred` instead.
 * @returns `html` rewritten, and the links to write before `</body>` ("" when none).
 */
export function rewriteStylesheets(html, readCss, critical, scripts) {
  const seen = new Set();
  let deferred = "";
  const out = html.replace(linkPattern, (link, href, rest) => {
    if (/\bmedia=/.test(rest)) return link;
    const css = readCss(href);
    if (css === undefined) return link;
    if (seen.has(href)) return "";
    seen.add(href);
    const part = critical?.get(href);
    if (part !== undefined) {
      const inline = `<style data-href="${href}" data-critical="">${styleText(part)}</style>`;
      if (!scripts) {
        deferred += `<link rel="stylesheet" href="${href}"${rest}/>`;
        return inline;
      }
      const nonce = scripts.nonce ? ` nonce="${scripts.nonce.replace(/"/g, "")}"` : "";
      return `${inline}<link rel="stylesheet" href="${href}" media="print"${rest}/><script${nonce}>${activation}</script>`;
    }
    return `<style data-href="${href}">${styleText(css)}</style><link rel="stylesheet" href="${href}" media="print"${rest}/>`;
  });
  return { html: out, deferred };
}

/**
 * Replaces each render-blocking stylesheet link of `html` with the whole stylesheet inline, once,
 * followed by the same link made non-blocking (`media="print"`, kept so the file is cached and
 * React adopts it on hydration). See {@link rewriteStylesheets}.
 *
 * @returns The HTML with each known stylesheet inlined once; a link whose href was already
 *   inlined earlier in the same HTML is left out.
 */
export function inlineStylesheets(html, readCss) {
  return rewriteStylesheets(html, readCss, undefined, undefined).html;
}

/**
 * A page written at once (prerendered, regenerated, cached) applies its stylesheet file on first
 * need instead of on load. The critical part already styles every element of the page's HTML;
 * applying the file (~70 kB of rules) makes Chrome restyle and lay out the whole page again, one
 * task of 26–38 ms of CPU on `/posp` here, 102–274 ms under Lighthouse's applied 4× throttling
 * (about 2.7 s into the load, when the file arrives after the scripts), for nothing the visitor
 * can see. Only what the HTML lacks needs the file: an opened menu or dialog, an error, another
 * page reached client-side, all of which come after an interaction or an element added by
 * script, which {@link onNeedActivation} waits for. A visitor who only reads never pays for it.
 * A streamed page (a journey step, `/blog`, `/videos`) keeps the activation on load: React may
 * render client-side parts there while the page is still being parsed.
 *
 * @param html A whole page as rewritten by {@link rewriteStylesheets}.
 * @returns The page with each on-load activation script replaced by the on-need one.
 */
export function onFirstNeed(html) {
  return html.replaceAll(`>${activation}</script>`, `>${onNeedActivation}</script>`);
}

/** Length of the longest suffix of `text` that is a proper prefix of `tag` (0 when none). */
function partialTagAtEnd(text, tag) {
  for (let n = Math.min(tag.length - 1, text.length); n > 0; n--)
    if (text.endsWith(tag.slice(0, n))) return n;
  return 0;
}

/**
 * A streaming version of {@link rewriteStylesheets} for an HTML answer written in chunks: it
 * holds the chunks back until the head has ended (or `limit` characters came without one),
 * writes the transformed head, then passes every later chunk through as it comes, so a streaming
 * page (the plans page paints its shell while the broker answers) keeps streaming. Deferred links
 * (critical mode) are written just before `</body>`; only a chunk ending in a possible start of
 * `</body>` (`</b`) keeps those few characters back until the next one.
 *
 * @param readCss As for {@link rewriteStylesheets}.
 * @param options `limit`: characters to hold back at most while looking for `</head>` (default
 *   512 k); `critical`: the route's critical CSS by href, `scripts`: see {@link rewriteStylesheets}.
 * @returns `push(chunk)` and `end()`, each returning the text to send now ("" while holding back).
 */
export function createHeadTransformer(readCss, options = {}) {
  const limit = options.limit ?? 512 * 1024;
  let held = "";
  let done = false;
  /** Links still to write before `</body>`. */
  let pending = "";
  /** The end of the previous chunk, held back: it may be the start of `</body>`. */
  let carry = "";

  const body = (chunk) => {
    if (!pending) return chunk;
    const text = carry + chunk;
    carry = "";
    const at = text.indexOf(bodyEnd);
    if (at !== -1) {
      const out = text.slice(0, at) + pending + text.slice(at);
      pending = "";
      return out;
    }
    const keep = partialTagAtEnd(text, bodyEnd);
    carry = text.slice(text.length - keep);
    return text.slice(0, text.length - keep);
  };

  const release = (head, tail) => {
    done = true;
    held = "";
    const out = rewriteStylesheets(head, readCss, options.critical, options.scripts);
    pending = out.deferred;
    return out.html + body(tail);
  };

  return {
    push(chunk) {
      if (done) return body(chunk);
      held += chunk;
      const end = held.indexOf(headEnd);
      if (end === -1 && held.length < limit) return "";
      if (end === -1) {
        // No head in sight: give up rewriting, never hold a page back for long.
        done = true;
        const out = held;
        held = "";
        return out;
      }
      return release(held.slice(0, end), held.slice(end));
    },
    end() {
      const out = done ? "" : release(held, "");
      // No `</body>` came: the links go last (the parser puts them in the body all the same).
      const rest = carry + pending;
      carry = "";
      pending = "";
      return out + rest;
    },
  };
}

/** The placeholder of a requestKey segment in a route key. */
export const REQUEST_KEY_SEGMENT = REQUEST_KEY_PLACEHOLDER;

/**
 * The route key a page's critical CSS is kept under: the URL's path without query or fragment,
 * with a journey's requestKey segment replaced by `[requestKey]` (one entry for every visitor's
 * `/health/{key}/member`) and the locale prefix kept (`/hi/health/[requestKey]/member`).
 *
 * @param url A request URL (`/health/abc/member?x=1`) or path.
 * @returns The key, always starting with `/`.
 */
export function routeKey(url) {
  const path = scrubRequestKey(String(url ?? "/").split(/[?#]/)[0] ?? "");
  // "/hi/" and "/hi" are one page; "" (a bare query) is the home page.
  const root = prefixedLocales.find((l) => path === `/${l}/`);
  return root ? `/${root}` : path.startsWith("/") ? path : `/${path}`;
}
