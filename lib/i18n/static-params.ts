import { routing } from "@/i18n/routing";

/**
 * `generateStaticParams` of a route under `app/[locale]` that has no layout of its own to take
 * the languages from (an Open Graph image route): one entry per language, so each is built at
 * build time instead of on every request.
 */
export function localeStaticParams(): { locale: string }[] {
  return routing.locales.map((locale) => ({ locale }));
}
