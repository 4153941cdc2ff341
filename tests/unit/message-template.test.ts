import compile from "icu-minify/compile";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { messagePairs } from "@/lib/i18n/localize-message";
import { templateArea, templateOf } from "@/lib/i18n/message-template";

/** A catalogue as the build hands it to the site (next.config.ts `precompile`). */
function compiled(catalogue: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [
      key,
      typeof value === "string" ? compile(value) : compiled(value as Record<string, unknown>),
    ]),
  );
}

/** Every `[path, message]` of a catalogue. */
function leaves(catalogue: Record<string, unknown>, prefix = ""): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value as Record<string, unknown>, `${prefix}${key}.`),
  );
}

describe("templateOf (a compiled catalogue message back to the template the site's fillers read)", () => {
  it.each([
    ["Hello", "Hello"],
    ["Step {step} of {total}", "Step {step} of {total}"],
    [
      "Reference: <code>{digest}</code>. Call <tel>{phone}</tel> ({hours}).",
      "Reference: <code>{digest}</code>. Call <tel>{phone}</tel> ({hours}).",
    ],
    ["a <b>bold <i>{x}</i></b>", "a <b>bold <i>{x}</i></b>"],
  ])("%s", (source, expected) => {
    expect(templateOf(compile(source))).toBe(expected);
  });

  it("gives nothing for a plural, a number argument or a nested area", () => {
    expect(templateOf(compile("{n, plural, one {# day} other {# days}}"))).toBeUndefined();
    expect(templateOf(compile("Cover of {amount, number}"))).toBeUndefined();
    expect(templateOf({ nested: "x" })).toBeUndefined();
    expect(templateOf(undefined)).toBeUndefined();
  });

  it.each([
    ["en", en],
    ["hi", hi],
  ])("gives back every plain message of the %s catalogue as written", (_, catalogue) => {
    const plain = leaves(catalogue).filter(([, text]) => !/\{\w+,/.test(text));
    expect(plain.length).toBeGreaterThan(500);
    const built = compiled(catalogue);
    for (const [path, text] of plain) {
      const value = path
        .split(".")
        .reduce<unknown>((area, key) => (area as Record<string, unknown>)[key], built);
      expect([path, templateOf(value)]).toEqual([path, text]);
    }
  });

  it("pairs the form messages of compiled catalogues as of the JSON files", () => {
    const areas = Object.keys(en).filter((name) => /^(Validation|Messages)/.test(name));
    expect(messagePairs(compiled(en), compiled(hi), areas)).toEqual(messagePairs(en, hi, areas));
  });

  it("turns the layout's client areas into template text, keys kept", () => {
    const errors = compiled(en).Errors as typeof en.Errors;
    expect(templateArea(errors)).toEqual(en.Errors);
  });
});
