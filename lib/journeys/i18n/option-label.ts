import { optionKey } from "@/i18n/option-key";

/**
 * The label of a contract code in the page's language (`Options.{group}.{optionKey(value)}`),
 * or `value` itself when the catalogue does not know it (a word the broker sent that we have no
 * entry for is shown as sent). The value sent to the broker never changes.
 *
 * @param t `useTranslations("Options")` / `getTranslations("Options")`
 * @param group the option list, e.g. `"relation"`, `"gender"`, `"occupation"`
 * @param value the contract code, e.g. `"Self"`, `"grand_father"`, 500000
 */
export function optionLabel(t: unknown, group: string, value: string | number): string {
  const loose = t as { (key: string): string; has(key: string): boolean };
  const key = `${group}.${optionKey(value)}`;
  return loose.has(key) ? loose(key) : String(value);
}
