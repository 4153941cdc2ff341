import { createTranslator } from "next-intl";
import { createElement, Fragment, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { parsePlain } from "@/lib/i18n/plain-message";
import { plainFirst, type LooseTranslator } from "@/lib/i18n/use-translations";

/**
 * The journey screens fill plain messages without intl-messageformat (issue 11): for every
 * message of both catalogues, the result must be exactly next-intl's, as text and as the HTML
 * React renders (text node boundaries included, so hydration sees the same DOM).
 */

type Tree = { [key: string]: string | Tree };

function* messagesOf(tree: Tree, prefix = ""): Generator<[key: string, message: string]> {
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === "string") yield [key, value];
    else yield* messagesOf(value, key);
  }
}

/** Values for each `{arg}` (strings and numbers by turns) and a renderer for each `<tag>`. */
function valuesFor(message: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  let n = 0;
  for (const [, name] of message.matchAll(/\{(\w+)[},]/g))
    values[name!] = n++ % 2 ? 1234 + n : `value of ${name} & <x>`;
  for (const [, tag] of message.matchAll(/<(\w+)>/g))
    values[tag!] = (chunks: ReactNode) => createElement("b", { "data-tag": tag }, chunks);
  return values;
}

const html = (node: unknown) => renderToString(createElement(Fragment, null, node as ReactNode));

describe.each([
  ["en", en],
  ["hi", hi],
] as const)("plain messages, %s", (locale, messages) => {
  const errors: unknown[] = [];
  const t = createTranslator({
    locale,
    messages,
    onError: (e) => errors.push(e),
  }) as unknown as LooseTranslator;
  const plain = plainFirst(t);
  const all = [...messagesOf(messages as unknown as Tree)];

  it("reads most messages with arguments or tags as plain", () => {
    const withValues = all.filter(([, m]) => /[{<]/.test(m));
    const plainOnes = withValues.filter(([, m]) => parsePlain(m) !== null);
    expect(plainOnes.length).toBeGreaterThan(withValues.length / 2);
    // Plurals stay with next-intl.
    expect(parsePlain("{count, plural, one {# second} other {# seconds}}")).toBeNull();
  });

  it("gives next-intl's result for every message", () => {
    const differ: string[] = [];
    for (const [key, message] of all) {
      const values = valuesFor(message);
      if (html(plain.rich(key, values)) !== html(t.rich(key, values))) differ.push(`rich ${key}`);
      if (!/</.test(message) && plain(key, values) !== t(key, values)) differ.push(key);
      if (plain(key) !== t(key)) differ.push(`no values ${key}`);
    }
    expect(differ).toEqual([]);
  });

  it("leaves a missing value to next-intl (its fallback and error report)", () => {
    const key = "Plans.compareHint";
    errors.length = 0;
    expect(plain(key, {})).toBe(t(key, {}));
    expect(errors.length).toBe(2);
  });
});
