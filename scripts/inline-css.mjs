// Critical CSS in the HTML, once (issue 25 item 1): the site's stylesheet (about 10 kB gzipped)
// goes into each HTML answer as an inline <style>, so the first screen paints from the HTML's own
// bytes instead of waiting for a second round trip. The <link> Next wrote stays in the head with
// media="print": it no longer blocks the paint, the browser still downloads the file (at low
// priority) into its cache, and React, which finds stylesheet resources by their href when it
// hydrates, adopts that element instead of inserting (and waiting for) a new one. The RSC payload
// is never touched: only text/html answers pass through here (scripts/inline-css-hook.mjs).
//
// Plain JavaScript (no build step): loaded with `node --import` before Next's own server, both by
// `next start` and by the standalone server.js.

/**
 * A stylesheet link as Next writes it in the head: `<link rel="stylesheet"
 * href="/_next/static/chunks/….css" data-precedence="next"/>` (Turbopack; webpack uses
 * `/_next/static/css/`).
 */
const linkPattern = /<link rel="stylesheet" href="(\/_next\/static\/[^"?#]+\.css)"([^>]*?)\/?>/g;

/** Where the head ends; everything after it streams on untouched. */
const headEnd = "</head>";

/**
 * Replaces each render-blocking stylesheet link of `html` (the head, or the whole page) with an
 * inline `<style data-href="…">` holding the file's text, followed by the same link made
 * non-blocking (`media="print"`, kept so the file is cached and React adopts it on hydration).
 *
 * @param html The HTML (any prefix that contains the head).
 * @param readCss Returns the text of a stylesheet by its href (`/_next/static/css/x.css`), or
 *   undefined when it cannot be read: that link then stays as it was (blocking, never unstyled).
 * @returns The HTML with each known stylesheet inlined once; a link whose href was already
 *   inlined earlier in the same HTML is left out.
 */
export function inlineStylesheets(html, readCss) {
  const seen = new Set();
  return html.replace(linkPattern, (link, href, rest) => {
    if (/\bmedia=/.test(rest)) return link;
    const css = readCss(href);
    if (css === undefined) return link;
    if (seen.has(href)) return "";
    seen.add(href);
    // `</style` inside the text would end the element early: escape its slash (valid CSS).
    const text = css.replace(/<\/(style)/gi, "<\\/$1");
    return `<style data-href="${href}">${text}</style><link rel="stylesheet" href="${href}" media="print"${rest}/>`;
  });
}

/**
 * A streaming version of {@link inlineStylesheets} for an HTML answer written in chunks: it
 * holds the chunks back until the head has ended (or `limit` bytes came without one), writes the
 * transformed head, then passes every later chunk through as it comes, so a streaming page (the
 * plans page paints its shell while the broker answers) keeps streaming.
 *
 * @param readCss As for {@link inlineStylesheets}.
 * @param limit Bytes to hold back at most while looking for `</head>` (default 512 kB).
 * @returns `push(chunk)` and `end()`, each returning the text to send now ("" while holding back).
 */
export function createHeadTransformer(readCss, limit = 512 * 1024) {
  let held = "";
  let done = false;
  const release = () => {
    done = true;
    const out = inlineStylesheets(held, readCss);
    held = "";
    return out;
  };
  return {
    push(chunk) {
      if (done) return chunk;
      held += chunk;
      const end = held.indexOf(headEnd);
      if (end === -1 && held.length < limit) return "";
      if (end === -1) {
        done = true;
        const out = held;
        held = "";
        return out;
      }
      const head = held.slice(0, end);
      const tail = held.slice(end);
      held = head;
      return release() + tail;
    },
    end() {
      if (done) return "";
      return release();
    },
  };
}
