/**
 * The redirect countdown's words in the page's language, translated on the server
 * (`lib/i18n/countdown-texts.ts`) and handed to the browser once per page through the layout's
 * client messages. The sentence with the number is given per plural category of the language
 * (`Intl.PluralRules`), so the browser picks one without an ICU runtime.
 */
export type CountdownTexts = {
  /** "You are staying on this page." */
  staying: string;
  /** "Continue to {label}" */
  continueTo: string;
  /**
   * "Taking you to {label} in <strong>{count}</strong> seconds." for each plural category the
   * language uses (`other` always present); `{label}`, `{count}` and `<strong>` are filled in the
   * browser.
   */
  takingYou: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  goNow: string;
  stayHere: string;
  /** Where the countdown goes, as `{label}`: the home page, the next page. */
  homePage: string;
  nextPage: string;
};

/**
 * The `takingYou` sentence for `count` seconds: the form of `count`'s plural category in
 * `locale`, or `other` when the language's texts lack that category.
 *
 * @param locale a BCP 47 tag ("en", "hi")
 */
export function pluralForm(
  forms: CountdownTexts["takingYou"],
  locale: string,
  count: number,
): string {
  return forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
}
