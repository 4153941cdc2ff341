import { cloneElement, isValidElement, type ReactNode } from "react";

/**
 * A catalogue message made only of text, `{name}` arguments and `<tag>…</tag>` elements (no
 * plural, select, number or date formats, no ICU quoting): most of what the journey screens show.
 * Such a message needs no ICU runtime; {@link formatPlain} fills it with the same result as
 * next-intl's `t()` / `t.rich()`, which build an `IntlMessageFormat` for any message given values.
 * In the browser that costs a parse per message, and the first one asks
 * `Intl.NumberFormat.supportedLocalesOf`, which loads the browser's number data: one 30–90 ms
 * task on a phone-class CPU while a journey screen hydrates (issue 11).
 */
type PlainNode = string | { arg: string } | { tag: string; children: PlainNode[] };

/** Parsed messages, by text (a page's catalogue is fixed; `null`: not plain, use next-intl). */
const parsed = new Map<string, PlainNode[] | null>();

const TOKEN = /(\{[A-Za-z_]\w*\}|<\/?[A-Za-z_][\w-]*>)/;

/** The message's nodes, or `null` when it uses anything beyond text, `{name}` and `<tag>`. */
export function parsePlain(message: string): PlainNode[] | null {
  const known = parsed.get(message);
  if (known !== undefined) return known;
  let result: PlainNode[] | null = null;
  // Plural/select/number arguments (`{n, plural, …}`), ICU quoting and `#` go to next-intl.
  if (!/['#]/.test(message)) {
    const root: PlainNode[] = [];
    const stack: { tag: string; children: PlainNode[] }[] = [];
    let ok = true;
    for (const [i, part] of message.split(TOKEN).entries()) {
      const into = stack.at(-1)?.children ?? root;
      if (i % 2 === 0) {
        // Text between tokens: a stray brace or angle bracket is something this does not read.
        if (/[{}<>]/.test(part)) ok = false;
        else if (part) into.push(part);
      } else if (part.startsWith("{")) {
        into.push({ arg: part.slice(1, -1) });
      } else if (part.startsWith("</")) {
        const open = stack.pop();
        if (open?.tag !== part.slice(2, -1)) ok = false;
      } else {
        const node = { tag: part.slice(1, -1), children: [] };
        into.push(node);
        stack.push(node);
      }
      if (!ok) break;
    }
    if (ok && stack.length === 0) result = root;
  }
  parsed.set(message, result);
  return result;
}

/** Whether any node (at any depth) is an element. */
export function hasTags(nodes: PlainNode[]): boolean {
  return nodes.some((n) => typeof n === "object" && "tag" in n);
}

type Part = string | ReactNode;

/** Joins adjacent strings, as intl-messageformat merges adjacent literal parts. */
function merge(parts: Part[]): Part[] {
  const out: Part[] = [];
  for (const part of parts) {
    const last = out.length - 1;
    if (typeof part === "string" && typeof out[last] === "string") out[last] += part;
    else out.push(part);
  }
  return out;
}

/** Thrown when values do not fit the message; the caller then asks next-intl (its error handling). */
class NotPlain extends Error {}

function render(
  nodes: PlainNode[],
  values: Record<string, unknown>,
  keys: Map<string, number>,
): Part[] {
  const parts: Part[] = [];
  for (const node of nodes) {
    if (typeof node === "string") parts.push(node);
    else if ("arg" in node) {
      const value = values[node.arg];
      if (typeof value !== "string" && typeof value !== "number") throw new NotPlain();
      parts.push(String(value));
    } else {
      const fn = values[node.tag];
      if (typeof fn !== "function") throw new NotPlain();
      const result = (fn as (chunks: Part[]) => unknown)(
        merge(render(node.children, values, keys)),
      );
      // next-intl keys an element a tag function returns `${tag}${n}`, n counting such elements
      // per tag; an array it returns is passed on as it is.
      let item: unknown = result;
      if (isValidElement(result)) {
        const n = keys.get(node.tag) ?? 0;
        keys.set(node.tag, n + 1);
        item = cloneElement(result, { key: `${node.tag}${n}` });
      }
      for (const chunk of Array.isArray(item) ? (item as Part[]) : [item as Part])
        parts.push(chunk);
    }
  }
  return parts;
}

/**
 * Fills a plain message (see {@link parsePlain}) with `values`: `{name}` with the value as text
 * (strings and numbers only), `<tag>…</tag>` with the tag's function called on its filled
 * contents. Returns what next-intl's `t.rich` returns for the same message (a string, one element,
 * or an array of strings and elements), or `undefined` when a value is missing or of another kind,
 * so the caller falls back to next-intl.
 */
export function formatPlain(nodes: PlainNode[], values: Record<string, unknown>): ReactNode {
  let parts: Part[];
  try {
    parts = merge(render(nodes, values, new Map()));
  } catch (error) {
    if (error instanceof NotPlain) return undefined;
    throw error;
  }
  if (parts.length <= 1) return parts[0] ?? "";
  return parts;
}
