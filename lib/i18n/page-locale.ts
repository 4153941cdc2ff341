import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { routing, type Locale } from "@/i18n/routing";

/** What every page and layout under `app/[locale]` receives. */
export type LocaleParams = { params: Promise<{ locale: string }> };

/**
 * The language of a page under `app/[locale]`, registered with next-intl for this render
 * (`setRequestLocale`), so `getTranslations`/`getLocale` read it from the route instead of
 * the request headers and content pages stay static. Call it first in every page, layout and
 * `generateMetadata`. An unknown segment falls back to English (the layout answers it with 404).
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  const known: Locale = hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
  setRequestLocale(known);
  return known;
}
