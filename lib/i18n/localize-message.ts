/**
 * Hindi (or any locale's) wording for the English messages the zod schemas, server actions and
 * journey rules produce. The schemas stay one per entity, shared by form and server, and write
 * English; a message is localized where it is shown, by matching it against the English
 * catalogue's templates (`{name}` placeholders match any text) and filling the same catalogue
 * key's template of the page's language. A placeholder's value is localized too when it is itself
 * a catalogue message (e.g. `{field}` = "first name" → "पहला नाम").
 *
 * Pure and tiny, so it can run in the browser: pages in Hindi hand their forms the pairs
 * ({@link messagePairs}, a few kB of strings); English pages hand nothing and pay nothing.
 */

import { templateOf } from "./message-template";

/** `[english, localized]` catalogue templates, in catalogue order. */
export type MessagePairs = readonly (readonly [en: string, localized: string])[];

type Compiled = { pattern: RegExp; names: string[]; localized: string };

const PLACEHOLDER = /\{(\w+)\}/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function compile(pairs: MessagePairs): { exact: Map<string, string>; templates: Compiled[] } {
  const exact = new Map<string, string>();
  const templates: Compiled[] = [];
  for (const [en, localized] of pairs) {
    const names = [...en.matchAll(PLACEHOLDER)].map((m) => m[1] ?? "");
    if (names.length === 0) {
      if (!exact.has(en)) exact.set(en, localized);
      continue;
    }
    const source = en
      .split(PLACEHOLDER)
      // split() with a capture group interleaves text and names: odd indexes are names.
      .map((part, i) => (i % 2 === 1 ? "(.+?)" : escapeRegExp(part)))
      .join("");
    templates.push({ pattern: new RegExp(`^${source}$`, "s"), names, localized });
  }
  return { exact, templates };
}

const compiledCache = new WeakMap<MessagePairs, ReturnType<typeof compile>>();

/**
 * The catalogue pairs of `namespaces` (e.g. `["Validation", "Messages"]`): every string key both
 * catalogues have, paired English → localized. Keys missing from either side are skipped (the
 * catalogue parity test keeps them equal).
 *
 * @param en the English catalogue (`messages/en.json`)
 * @param localized the page language's catalogue (`messages/hi.json`)
 */
export function messagePairs(
  en: Record<string, unknown>,
  localized: Record<string, unknown>,
  namespaces: readonly string[],
): MessagePairs {
  const pairs: [string, string][] = [];
  for (const namespace of namespaces) {
    const from = en[namespace];
    const to = localized[namespace];
    if (!from || !to || typeof from !== "object" || typeof to !== "object") continue;
    for (const [key, value] of Object.entries(from)) {
      // Compiled at build (next.config.ts `precompile`): back to `{name}` template text.
      const text = templateOf(value);
      const target = templateOf((to as Record<string, unknown>)[key]);
      if (text !== undefined && target !== undefined) pairs.push([text, target]);
    }
  }
  return pairs;
}

/**
 * `message` in the pairs' language.
 *
 * @param message an English message, as a schema or server action wrote it
 * @param pairs from {@link messagePairs}; empty for English
 * @returns the localized message; `message` unchanged when no template matches (so a message
 *   missing from the catalogue shows in English rather than not at all)
 */
export function localizeMessage(message: string, pairs: MessagePairs): string {
  if (pairs.length === 0) return message;
  let compiled = compiledCache.get(pairs);
  if (!compiled) {
    compiled = compile(pairs);
    compiledCache.set(pairs, compiled);
  }
  const exact = compiled.exact.get(message);
  if (exact !== undefined) return exact;
  for (const { pattern, names, localized } of compiled.templates) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = new Map(names.map((name, i) => [name, match[i + 1] ?? ""]));
    return localized.replace(PLACEHOLDER, (whole, name: string) => {
      const value = values.get(name);
      if (value === undefined) return whole;
      return compiled.exact.get(value) ?? value;
    });
  }
  return message;
}
