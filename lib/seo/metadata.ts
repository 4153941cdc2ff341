import type { Metadata } from "next";
import { site } from "@/content/site";

/** Default Open Graph image, a static PNG in /public (1200×630). */
export const DEFAULT_OG_IMAGE = { url: "/og/default.png", width: 1200, height: 630, alt: `${site.name}: compare and buy insurance` };

/**
 * Page metadata (spec 2.1): title, description, keywords, canonical link and Open Graph tags.
 * `path` is resolved against `metadataBase` (built from `SITE_URL` in the root layout), so the
 * canonical URL is absolute. Journey pages pass `noindex`.
 */
export function pageMetadata({
  path,
  title,
  description,
  keywords = [],
  noindex = false,
  type = "website",
}: {
  path: string;
  title: string;
  description: string;
  keywords?: string[];
  noindex?: boolean;
  type?: "website" | "article";
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
      images: [DEFAULT_OG_IMAGE],
    },
    twitter: { card: "summary_large_image", title, description, images: [DEFAULT_OG_IMAGE.url] },
    robots: noindex ? { index: false, follow: false } : { index: true, follow: true },
  };
}
