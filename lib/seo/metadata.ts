import type { Metadata } from "next";
import { site } from "@/content/site";

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
 * `ownImage`: the route has its own generated `opengraph-image` (category pages, blog posts);
 * the default card is then left out so Next uses the route's image for `og:image` and
 * `twitter:image`.
 */
export function pageMetadata({
  path,
  title,
  description,
  keywords = [],
  noindex = false,
  type = "website",
  ownImage = false,
}: {
  path: string;
  title: string;
  description: string;
  keywords?: string[];
  noindex?: boolean;
  type?: "website" | "article";
  ownImage?: boolean;
}): Metadata {
  return {
    title,
    description,
    keywords,
    alternates: { canonical: path },
    openGraph: {
      type,
      url: path,
      title,
      description,
      siteName: site.name,
      locale: "en_IN",
      ...(ownImage ? {} : { images: [DEFAULT_OG_IMAGE] }),
    },
    twitter: {
      card: "summary_large_image",
      title,
      description,
      ...(ownImage ? {} : { images: [DEFAULT_OG_IMAGE.url] }),
    },
    robots: noindex ? { index: false, follow: false } : { index: true, follow: true },
  };
}
