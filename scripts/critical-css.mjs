// The critical part of the site's stylesheet per route (issue 25 item 1), computed with beasties
// (the maintained critters) from complete HTML answers: at build time over the prerendered pages
// (scripts/critical-css-build.mjs), and at run time in a worker thread from answers that have
// ended (scripts/critical-css-worker.mjs), never on the way of an answer. scripts/inline-css.mjs
// puts the result inline; until a route has an entry, its answers carry the whole stylesheet.
//
// One entry per route key (scripts/inline-css.mjs `routeKey`): what every page of that key needs,
// union-merged as more of them are seen (a journey step with and without an error, a plans page
// with more or fewer plans). A page is run through beasties only when it has an element name,
// class, id or attribute its key has not seen yet: most answers cost a scan of their tags, no
// beasties run. Plain JavaScript, no build step.
import Beasties from "beasties";
import postcss from "postcss";

/** The selector-relevant names of every tag: `t:div`, `c:flex`, `i:main`, `a:hidden`, `a:role=dialog`. */
const tagPattern =
  /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g;
const attrPattern = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/**
 * Attributes whose value a selector may test (`[role=dialog]`, `[aria-invalid=true]`,
 * `[type=submit]`, `[data-state=open]`): their values count as tokens. Any other value (a name
 * typed by the visitor, a requestKey in a link, an id made per render) does not, so a journey
 * page of another visitor teaches nothing new, and no personal data is kept.
 */
const valuedAttribute =
  /^(type|role|dir|lang|hidden|aria-(expanded|invalid|modal|selected|checked|pressed|current|hidden|disabled|busy)|data-(state|side|align|orientation))$/;

/**
 * What in `html` a selector can match: element names, class tokens, attribute names, and the
 * values of the attributes selectors test ({@link valuedAttribute}). A page whose tokens were
 * all seen before under its key needs no new rule. Ids are not tokens (the stylesheet has no id
 * selector; ids are made per render).
 *
 * @param html A complete HTML page.
 * @returns The set of tokens.
 */
export function pageTokens(html) {
  const tokens = new Set();
  for (const m of html.matchAll(tagPattern)) {
    tokens.add(`t:${m[1].toLowerCase()}`);
    const attrs = m[2];
    if (!attrs) continue;
    for (const a of attrs.matchAll(attrPattern)) {
      const name = a[1].toLowerCase();
      const value = a[2] ?? a[3] ?? a[4];
      if (name === "class") {
        for (const c of (value ?? "").split(/\s+/)) if (c) tokens.add(`c:${c}`);
      } else if (name !== "style" && name !== "id" && !name.startsWith("on")) {
        tokens.add(`a:${name}`);
        if (value !== undefined && valuedAttribute.test(name)) tokens.add(`a:${name}=${value}`);
      }
    }
  }
  return tokens;
}

/** The index of the character closing the string, bracket or parenthesis that starts at `i`. */
function closingIndex(sel, i) {
  const open = sel[i];
  if (open === '"' || open === "'") {
    for (let j = i + 1; j < sel.length; j++) {
      if (sel[j] === "\\") j++;
      else if (sel[j] === open) return j;
    }
    return sel.length - 1;
  }
  const close = open === "(" ? ")" : "]";
  let depth = 0;
  for (let j = i; j < sel.length; j++) {
    const ch = sel[j];
    if (ch === "\\") j++;
    else if (ch === '"' || ch === "'") j = closingIndex(sel, j);
    else if (ch === open) depth++;
    else if (ch === close && --depth === 0) return j;
  }
  return sel.length - 1;
}

/** `a,b:is(c,d)` → `["a", "b:is(c,d)"]`: the commas outside brackets, parentheses and strings. */
function splitTopLevel(list) {
  const parts = [];
  let start = 0;
  for (let j = 0; j < list.length; j++) {
    const ch = list[j];
    if (ch === "\\") j++;
    else if (ch === "(" || ch === "[" || ch === '"' || ch === "'") j = closingIndex(list, j);
    else if (ch === ",") {
      parts.push(list.slice(start, j));
      start = j + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((p) => p.trim());
}

/**
 * A selector reduced to what can be matched against the server's HTML, wider rather than
 * narrower: states and structure (`:hover`, `:not(…)`, `:nth-child(…)`, `:has(…)`, `::before`)
 * are dropped, `:is(…)`/`:where(…)` keep their (reduced) arguments, and a combinator left with
 * nothing after it gets `*`. Beasties' own reduction removes a leading `:where(…)` or `:is(…)`
 * whole, which empties Tailwind's `:where(.space-y-2>:not(:last-child))` and
 * `:is(.\*\:p-5>*)`, so their rules were left out of the critical part (a layout shift once the
 * file loads).
 *
 * A selector that is only a pseudo-element or state (`::placeholder`, `::file-selector-button`,
 * `:host`) becomes `*`: kept (they are few and small, and style form fields on first paint).
 *
 * @param sel One selector (no top-level comma).
 * @returns The reduced selector.
 */
export function matchableSelector(sel) {
  return reduceSelector(sel) || "*";
}

function reduceSelector(sel) {
  let out = "";
  for (let i = 0; i < sel.length;) {
    const ch = sel[i];
    if (ch === "\\") {
      out += sel.slice(i, i + 2);
      i += 2;
    } else if (ch === "[" || ch === '"' || ch === "'") {
      const end = closingIndex(sel, i);
      out += sel.slice(i, end + 1);
      i = end + 1;
    } else if (ch === ":") {
      let j = sel[i + 1] === ":" ? i + 2 : i + 1;
      const name = /^[a-zA-Z-]*/.exec(sel.slice(j))?.[0] ?? "";
      j += name.length;
      let args;
      if (sel[j] === "(") {
        const end = closingIndex(sel, j);
        args = sel.slice(j + 1, end);
        j = end + 1;
      }
      if (args !== undefined && /^(is|where|matches|-webkit-any)$/i.test(name)) {
        // A branch left empty matches anything: then so does the whole `:is(…)` (dropped).
        const inner = splitTopLevel(args).map(reduceSelector);
        if (inner.every(Boolean)) out += `:is(${inner.join(",")})`;
      }
      i = j;
    } else {
      out += ch;
      i++;
    }
  }
  return out
    .replace(/([>+~])\s*(?=[>+~,)]|$)/g, "$1 * ")
    .replace(/^\s*([>+~])/, "* $1")
    .trim();
}

/** Beasties with {@link matchableSelector} instead of its own reduction. */
class SiteBeasties extends Beasties {
  normalizeCssSelector(sel) {
    return matchableSelector(sel);
  }
}

/** Every selector of every style rule of `css` (the ones beasties kept, for the next run). */
function selectorsOf(css) {
  const selectors = new Set();
  postcss.parse(css).walkRules((rule) => {
    for (const s of rule.selectors) selectors.add(s);
  });
  return selectors;
}

/** Entities React writes in attribute values, but `&quot;` (it would end a quoted value). */
const attributeEntities = { amp: "&", lt: "<", gt: ">", "#x27": "'", "#39": "'" };

/**
 * Beasties parses without decoding entities, so `class="[&amp;_h3]:mt-3"` would never match
 * `.\[\&_h3\]\:mt-3 h3`: decode them inside start tags (a quoted value may hold `<` and `>`).
 */
function decodeAttributes(html) {
  return html.replace(/<[a-zA-Z][^>]*>/g, (tag) =>
    tag.includes("&")
      ? tag.replace(/&(amp|lt|gt|#x27|#39);/g, (_, e) => attributeEntities[e])
      : tag,
  );
}

/** Inline `<style data-href="/_next/…">` tags of an HTML page, by href. */
const inlineSheetPattern =
  /<style data-href="(\/_next\/static\/[^"]+\.css)"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * Runs beasties over a page whose stylesheets are inline (`<style data-href>` holding the whole
 * file, as scripts/inline-css.mjs `inlineStylesheets` writes them).
 *
 * @param html A complete page with its stylesheets inline.
 * @param allow Selectors kept whether or not they match (the route's earlier critical set: the
 *   result is then the union, in the stylesheet's own order).
 * @returns The critical text per href (CSS `<\/style` escapes undone), the selectors kept, and
 *   the time beasties took in ms.
 */
export async function criticalCss(html, allow = []) {
  const started = performance.now();
  const beasties = new SiteBeasties({
    external: false, // the stylesheets are inline already; never read or fetch a file
    reduceInlineStyles: true,
    mergeStylesheets: false,
    pruneSource: false,
    keyframes: "all", // two small ones; `animation: var(--animate-spin)` names none beasties could see
    inlineFonts: true, // an @font-face the page uses stays inline (no font swap, no shift)
    preloadFonts: false,
    compress: true,
    allowRules: [...allow],
    logLevel: "silent",
  });
  const out = await beasties.process(decodeAttributes(html));
  /** @type {Map<string, string>} */
  const sheets = new Map();
  for (const m of out.matchAll(inlineSheetPattern))
    sheets.set(m[1], m[2].replace(/<\\\/(style)/gi, "</$1"));
  // A sheet with no rule the page needs is removed by beasties: its critical part is empty.
  for (const m of html.matchAll(inlineSheetPattern)) if (!sheets.has(m[1])) sheets.set(m[1], "");
  const selectors = new Set();
  for (const text of sheets.values()) for (const s of selectorsOf(text)) selectors.add(s);
  return { sheets, selectors, ms: performance.now() - started };
}

/**
 * @typedef {object} CriticalEntry
 * @property {Map<string, string>} sheets Critical text per stylesheet href.
 * @property {Set<string>} selectors The selectors in `sheets` (the union's memory).
 * @property {Set<string>} tokens The page tokens seen under this key ({@link pageTokens}).
 */

/**
 * Critical CSS per route key, bounded (least recently used key dropped first).
 *
 * @param options `maxKeys` (default 500); `entries`: initial entries (the build's, from
 *   {@link entriesFromJson}).
 */
export function createCriticalStore(options = {}) {
  const maxKeys = options.maxKeys ?? 500;
  /** @type {Map<string, CriticalEntry>} */
  const entries = new Map(options.entries ?? []);
  const touch = (key, entry) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxKeys) entries.delete(entries.keys().next().value);
  };
  return {
    /** @returns The entry of `key`, or undefined. */
    get(key) {
      const entry = entries.get(key);
      if (entry) touch(key, entry);
      return entry;
    },
    /** Sets the entry of `key` (a result computed elsewhere, e.g. by the worker). */
    set(key, entry) {
      touch(key, entry);
    },
    /**
     * Learns from one complete page of `key` (its stylesheets inline, see {@link criticalCss}).
     *
     * @returns The key's new entry and the beasties time, or undefined when the page had no
     *   token the key had not seen (nothing run).
     */
    async learn(key, html) {
      const tokens = pageTokens(html);
      const known = entries.get(key);
      if (known && [...tokens].every((t) => known.tokens.has(t))) return undefined;
      const result = await criticalCss(html, known?.selectors ?? []);
      const entry = {
        sheets: result.sheets,
        selectors: result.selectors,
        tokens: known ? new Set([...known.tokens, ...tokens]) : tokens,
      };
      touch(key, entry);
      return { entry, ms: result.ms };
    },
    /** The entries, oldest first. */
    entries() {
      return [...entries];
    },
  };
}

/** Entries as JSON-ready data (Maps and Sets as arrays); see {@link entriesFromJson}. */
export function entriesToJson(entries) {
  return entries.map(([key, e]) => [
    key,
    { sheets: [...e.sheets], selectors: [...e.selectors], tokens: [...e.tokens] },
  ]);
}

/** The inverse of {@link entriesToJson}; invalid data gives no entries. */
export function entriesFromJson(data) {
  if (!Array.isArray(data)) return [];
  return data
    .filter((row) => Array.isArray(row) && typeof row[0] === "string" && row[1])
    .map(([key, e]) => [
      key,
      { sheets: new Map(e.sheets), selectors: new Set(e.selectors), tokens: new Set(e.tokens) },
    ]);
}
