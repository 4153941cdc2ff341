/**
 * Benchmark: the weight of each route's HTML document and how much of it is site chrome (not a test).
 * Usage: tsx tests/bench/html-weight.ts [baseUrl] [route ...] [--save file.json] [--compare file.json]
 * (default http://localhost:3000 and the routes below). The server must be running (`npm start`).
 *
 * Deterministic, unlike Lighthouse: it weighs bytes, not time. Per route it prints
 * - `html`: the whole document, raw bytes and gzipped (zlib's default level, what `next start`
 *   sends; issue 11: a document over ~14.6 kB gzipped costs Lighthouse one more round trip);
 * - `rsc`: the RSC payload, the strings of the `self.__next_f.push([1, "…"])` inline scripts
 *   decoded and joined (React parses and hydrates every byte of it);
 * - `markup`: the document with every `<script>` element cut out;
 * - `chrome`: the skip link, header, footer and help bar: in the markup, `<body>`'s element
 *   children other than `<main>`, `<script>` and Next's `<div hidden>`; in the RSC payload, the
 *   siblings of the `main` element in the layout's tree plus the rows only they reference (rows
 *   shared with the page, such as a client component's module row, count for the page);
 * - `elements`: every element of the document (head and scripts included), counted by
 *   htmlparser2's tokenizer (a dependency of sanitize-html's types, already in node_modules).
 *
 * `--save` writes the rows as JSON; `--compare` prints each figure's change against such a file.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { Parser } from "htmlparser2";

export const defaultRoutes = [
  "/",
  "/about",
  "/contact",
  "/health-insurance",
  "/motor-insurance",
  "/blog",
  "/hi",
  "/hi/about",
];

/** One route's weights in bytes (`…Gz` gzipped) and its element counts. */
export type HtmlWeight = {
  route: string;
  html: number;
  htmlGz: number;
  rsc: number;
  rscGz: number;
  markup: number;
  markupGz: number;
  chromeMarkup: number;
  chromeMarkupGz: number;
  chromeRsc: number;
  chromeRscGz: number;
  elements: number;
  chromeElements: number;
};

const gz = (text: string) => gzipSync(Buffer.from(text)).length;
const bytes = (text: string) => Buffer.byteLength(text);

/** The RSC payload of a document: the decoded strings of its `self.__next_f.push([1, …])` calls, joined. */
export function rscPayloadOf(html: string): string {
  let payload = "";
  for (const [, call] of html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)) {
    const chunk = JSON.parse(call!) as [number, string?];
    if (chunk[0] === 1 && typeof chunk[1] === "string") payload += chunk[1];
  }
  return payload;
}

/**
 * The rows of an RSC payload by id (hex), each with its text and, for JSON rows, its value.
 * A row is `id:` then `T<hex byte length>,<text>` or a tag (`I`, `HL`, …) and JSON up to a newline.
 */
export function rscRows(payload: string): Map<string, { text: string; value?: unknown }> {
  const buf = Buffer.from(payload);
  const rows = new Map<string, { text: string; value?: unknown }>();
  let at = 0;
  while (at < buf.length) {
    const colon = buf.indexOf(0x3a, at);
    if (colon < 0) break;
    const id = buf.toString("utf8", at, colon);
    const text = /^T([0-9a-f]+),/.exec(buf.toString("latin1", colon + 1, colon + 20));
    if (text) {
      const start = colon + 1 + text[0].length;
      const end = start + parseInt(text[1]!, 16);
      rows.set(id, { text: buf.toString("utf8", at, end) });
      at = end;
      continue;
    }
    let end = buf.indexOf(0x0a, colon);
    if (end < 0) end = buf.length;
    const body = buf.toString("utf8", colon + 1, end);
    const json = /^[A-Z]*/.exec(body)![0].length;
    let value: unknown;
    try {
      value = JSON.parse(body.slice(json));
    } catch {
      value = undefined;
    }
    if (id) rows.set(id, { text: buf.toString("utf8", at, end + 1), value });
    at = end + 1;
  }
  return rows;
}

/** Ids of the rows a value references (`"$5"`, `"$L1a"`, `"$@3"`, `"$Q9"`, `"$2:props:children"`). */
function referencesOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") {
    const ref = /^\$[LQWK@BFiT]?([0-9a-f]+)(?::|$)/.exec(value);
    if (ref) into.push(ref[1]!);
  } else if (Array.isArray(value)) {
    for (const item of value) referencesOf(item, into);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) referencesOf(item, into);
  }
  return into;
}

const isElement = (value: unknown, type: string): value is unknown[] =>
  Array.isArray(value) && value[0] === "$" && value[1] === type;

/** Whether an item is `<main id="main">`, inline or as a reference to its row. */
function isMain(item: unknown, rows: ReturnType<typeof rscRows>): boolean {
  const [id] = typeof item === "string" ? referencesOf(item) : [];
  const value = id === undefined ? item : rows.get(id)?.value;
  return isElement(value, "main") && (value[3] as { id?: string } | null)?.id === "main";
}

/** The children array that holds `<main id="main">`, searched in every row. */
function mainSiblings(rows: ReturnType<typeof rscRows>): unknown[] | undefined {
  const search = (value: unknown): unknown[] | undefined => {
    if (Array.isArray(value)) {
      if (value.some((item) => isMain(item, rows))) return value;
      for (const item of value) {
        const found = search(item);
        if (found) return found;
      }
    } else if (value && typeof value === "object") {
      for (const item of Object.values(value)) {
        const found = search(item);
        if (found) return found;
      }
    }
    return undefined;
  };
  for (const row of rows.values()) {
    const found = search(row.value);
    if (found) return found;
  }
  return undefined;
}

/** The chrome's part of an RSC payload: the main element's siblings and the rows only they reach. */
export function chromeRscOf(payload: string): string {
  const rows = rscRows(payload);
  const siblings = mainSiblings(rows);
  if (!siblings) return "";
  const chrome = siblings.filter(
    (item) => item !== null && item !== "$undefined" && !isMain(item, rows),
  );
  const reach = (roots: unknown[], skip: Set<unknown>) => {
    const seen = new Set<string>();
    const walk = (value: unknown) => {
      if (skip.has(value)) return;
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object") Object.values(value).forEach(walk);
      else
        for (const id of referencesOf(value)) {
          if (seen.has(id)) continue;
          seen.add(id);
          walk(rows.get(id)?.value);
        }
    };
    roots.forEach(walk);
    return seen;
  };
  const fromChrome = reach(chrome, new Set());
  const fromRest = reach(["$0"], new Set(chrome));
  let text = chrome.map((item) => JSON.stringify(item)).join(",");
  for (const id of fromChrome) if (!fromRest.has(id)) text += rows.get(id)?.text ?? "";
  return text;
}

/** The document without its `<script>` elements. */
export const markupOf = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");

/** Element counts of a document and the chrome's markup (see the file's comment). */
export function markupFacts(html: string): {
  elements: number;
  chromeMarkup: string;
  chromeElements: number;
} {
  let elements = 0;
  let depth = 0;
  let bodyDepth = -1;
  let chromeStart = -1;
  let chromeElements = 0;
  let chromeMarkup = "";
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        elements++;
        depth++;
        if (name === "body") bodyDepth = depth;
        else if (chromeStart >= 0) chromeElements++;
        else if (
          depth === bodyDepth + 1 &&
          !["main", "script"].includes(name) &&
          !(name === "div" && "hidden" in attributes)
        ) {
          chromeStart = parser.startIndex;
          chromeElements++;
        }
      },
      onclosetag(name) {
        if (chromeStart >= 0 && depth === bodyDepth + 1) {
          chromeMarkup += html.slice(chromeStart, parser.endIndex + 1);
          chromeStart = -1;
        }
        if (name === "body") bodyDepth = -1;
        depth--;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return { elements, chromeMarkup, chromeElements };
}

/** Weighs one route of a running site. @throws when it does not answer 2xx. */
export async function htmlWeight(base: string, route: string): Promise<HtmlWeight> {
  const res = await fetch(base + route);
  if (!res.ok) throw new Error(`${base + route} answered ${res.status}`);
  const html = await res.text();
  const rsc = rscPayloadOf(html);
  const markup = markupOf(html);
  const chromeRsc = chromeRscOf(rsc);
  const { elements, chromeMarkup, chromeElements } = markupFacts(html);
  return {
    route,
    html: bytes(html),
    htmlGz: gz(html),
    rsc: bytes(rsc),
    rscGz: gz(rsc),
    markup: bytes(markup),
    markupGz: gz(markup),
    chromeMarkup: bytes(chromeMarkup),
    chromeMarkupGz: gz(chromeMarkup),
    chromeRsc: bytes(chromeRsc),
    chromeRscGz: gz(chromeRsc),
    elements,
    chromeElements,
  };
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i < 0 ? undefined : args.splice(i, 2)[1];
  };
  const save = option("--save");
  const compare = option("--compare");
  const [base = "http://localhost:3000", ...routes] = args;
  const rows: HtmlWeight[] = [];
  for (const route of routes.length ? routes : defaultRoutes)
    rows.push(await htmlWeight(base, route));
  console.table(rows);
  if (save) writeFileSync(save, JSON.stringify(rows, null, 2));
  if (compare) {
    const before = new Map(
      (JSON.parse(readFileSync(compare, "utf8")) as HtmlWeight[]).map((r) => [r.route, r]),
    );
    const change = (now: number, then?: number) =>
      then ? `${now - then >= 0 ? "+" : ""}${Math.round(((now - then) / then) * 1000) / 10} %` : "";
    console.table(
      rows.map((row) => {
        const old = before.get(row.route);
        return Object.fromEntries(
          Object.entries(row).map(([key, value]) =>
            key === "route" ? [key, value] : [key, change(value as number, old?.[key as "html"])],
          ),
        );
      }),
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
