import { routing, type Locale } from "@/i18n/routing";

/**
 * A site path in one language, as next-intl's `getPathname` builds it for this routing
 * (`localePrefix: "as-needed"`): English paths stay as they are, Hindi ones get `/hi` in front
 * (`/about` → `/hi/about`, `/` → `/hi`). A plain function so metadata, the sitemap and unit tests
 * can use it without loading next-intl's navigation module (which needs Next's bundler).
 * Anything that is not a site path (`https://…`, `mailto:`, `tel:`, `#id`, `//host`) is
 * returned unchanged.
 *
 * @param locale the language of the page the link is for
 * @param path an unprefixed site path, optionally with `?query` or `#hash`
 */
export function localePath(locale: Locale, path: string): string {
  if (locale === routing.defaultLocale || !path.startsWith("/") || path.startsWith("//")) {
    return path;
  }
  if (path === "/") return `/${locale}`;
  if (path.startsWith("/?") || path.startsWith("/#")) return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}

/**
 * The unprefixed site path and the language of a request path: `/hi/about` → `{ locale: "hi",
 * path: "/about" }`, `/hi` → `{ "hi", "/" }`, `/about` → `{ "en", "/about" }`. `/en/…` is left
 * as it is (next-intl redirects it to the unprefixed URL).
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of routing.locales) {
    if (locale === routing.defaultLocale) continue;
    if (pathname === `/${locale}`) return { locale, path: "/" };
    if (pathname.startsWith(`/${locale}/`)) {
      return { locale, path: pathname.slice(locale.length + 1) };
    }
  }
  return { locale: routing.defaultLocale, path: pathname };
}

/**
 * A request path without any language prefix: `/hi/about`, `/en/about` (the internal path a
 * prerendered page sees) and `/about` all give `/about`; `/hi` and `/en` give `/`.
 */
export function unprefixedPath(pathname: string): string {
  for (const locale of routing.locales) {
    if (pathname === `/${locale}`) return "/";
    if (pathname.startsWith(`/${locale}/`)) return pathname.slice(locale.length + 1);
  }
  return pathname;
}

/** The other language of a two-language site, for the language switch. */
export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "hi" : "en";
}
