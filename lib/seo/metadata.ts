import type { Metadata } from "next";
import { site } from "@/content/site";
import { localeTags, routing, type Locale } from "@/i18n/routing";
import { localePath } from "@/lib/i18n/locale-path";
import { ogImageSize, ogImageType } from "./og-size";

/** Default Open Graph image, a static PNG in /public (1200×630). */
export const DEFAULT_OG_IMAGE = {
  url: "/og/default.png",
  width: 1200,
  height: 630,
  alt: `${site.name}: compare and buy insurance`,
};

/**
 * Page metadata (spec 2.1): title, description, keywords, canonical link and Open Graph tags.
 * `path` is resolved against `metadataBase` (built from `SITE_URL` in the root layout), so the
 * canonical URL is absolute. Journey pages pass `noindex`.
 *
 * `ownImage`: the page has its own generated card at `{page URL}/opengraph-image` (category
 * pages and blog posts: route handlers in `app/` and, for Hindi, `app/hi/`, outside
 * `app/[locale]`): `/health-insurance/opengraph-image` for English, the Hindi card
 * `/hi/health-insurance/opengraph-image` for Hindi. It is named as `og:image` and
 * `twitter:image` in place of the default card.
 *
 * `locale` (issue 13, default English): `path` is the unprefixed path (`/about`); the canonical
 * and Open Graph URL are the page's own language's (`/hi/about` for Hindi), and an indexable
 * page lists every language as an hreflang alternate ({@link languageAlternates}), the same on
 * both versions, so each points at the other.
 */
export function pageMetadata({
  path,
  title,
  description,
  keywords = [],
  noindex = false,
  type = "website",
  ownImage = false,
  locale = routing.defaultLocale,
}: {
  path: string;
  title: string;
  description: string;
  keywords?: string[];
  noindex?: boolean;
  type?: "website" | "article";
  ownImage?: boolean;
  locale?: Locale;
}): Metadata {
  const url = localePath(locale, path);
  const image = ownImage
    ? { url: `${url}/opengraph-image`, ...ogImageSize, alt: title, type: ogImageType }
    : DEFAULT_OG_IMAGE;
  return {
    title,
    description,
    keywords,
    alternates: {
      canonical: url,
      ...(noindex ? {} : { languages: languageAlternates(path) }),
    },
    openGraph: {
      type,
      url,
      title,
      description,
      siteName: site.name,
      locale: localeTags[locale].replace("-", "_"),
      images: [image],
    },
    twitter: {
      card: "summary_large_image",
      title,
      description,
      images: [image.url],
    },
    robots: noindex ? { index: false, follow: false } : { index: true, follow: true },
  };
}

/**
 * The hreflang alternates of one page: its URL in every language, keyed by BCP 47 tag
 * (`en-IN`, `hi-IN`), plus `x-default` → the English URL (for readers of any other language).
 * Paths, resolved against `metadataBase` by Next (pages) or {@link absoluteUrl} (sitemap).
 *
 * @param path the unprefixed site path (`/`, `/about`, `/blog?key=…`)
 */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of routing.locales) languages[localeTags[locale]] = localePath(locale, path);
  languages["x-default"] = localePath(routing.defaultLocale, path);
  return languages;
}
