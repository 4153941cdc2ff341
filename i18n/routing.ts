import { defineRouting } from "next-intl/routing";

/**
 * The site's languages (issue 13). English is the default and keeps every URL the spec names,
 * unprefixed (`/health-insurance`); Hindi lives under `/hi/…` (`/hi/health-insurance`), journeys
 * included (`/hi/health/{requestKey}/member`). `localePrefix: "as-needed"` gives exactly that:
 * a prefix only for the non-default locale, and `/en/…` redirects to the unprefixed URL.
 *
 * `localeDetection: false`: a visitor is never moved to `/hi` because of Accept-Language or a
 * cookie. The English URLs stay stable for search engines and shared links, and the language
 * switch (header and footer) is the one way to change language.
 *
 * `localeCookie: false`: with no detection the NEXT_LOCALE cookie has no use, and a `Set-Cookie`
 * on a page response would keep nginx (deploy/nginx.conf.template) from caching that page.
 */
export const routing = defineRouting({
  locales: ["en", "hi"],
  defaultLocale: "en",
  localePrefix: "as-needed",
  localeDetection: false,
  localeCookie: false,
});

/** A language the site is written in: "en" | "hi". */
export type Locale = (typeof routing.locales)[number];

/** BCP 47 tags for `<html lang>`, hreflang and `Intl` formatters, per locale. */
export const localeTags: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };
