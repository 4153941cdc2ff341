import type { CountdownTexts } from "@/components/ui/countdown-texts";

/**
 * One form of a plural message per plural category of `locale`: `format(n)` for the first
 * n = 0, 1, 2, … that falls in each category (up to 100), with `n`'s marked occurrence
 * (`<strong>n</strong>`) put back as `<strong>{count}</strong>` so the browser can fill any count.
 *
 * @param format the catalogue message for `n`, with `{label}` kept as written
 * @returns at least `other` (every language has it)
 */
export function pluralForms(
  locale: string,
  format: (n: number) => string,
): CountdownTexts["takingYou"] {
  const rules = new Intl.PluralRules(locale);
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  const wanted = new Set(rules.resolvedOptions().pluralCategories);
  for (let n = 0; n <= 100 && Object.keys(forms).length < wanted.size; n++) {
    const category = rules.select(n);
    forms[category] ??= format(n).replace(`<strong>${n}</strong>`, "<strong>{count}</strong>");
  }
  return { ...forms, other: forms.other ?? format(2) };
}
