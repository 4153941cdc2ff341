import type { MetadataRoute } from "next";
import { routing } from "@/i18n/routing";
import { localePath } from "@/lib/i18n/locale-path";
import { journeyRoutePrefixes } from "@/lib/seo/journey-routes";
import { absoluteUrl } from "@/lib/seo/site-url";

/**
 * robots.txt: content is open; journey routes (keyed by requestKey) and thank-you pages, in
 * every language (`/hi/health/…`), and the API are not for crawlers.
 */
export default function robots(): MetadataRoute.Robots {
  const closed = routing.locales.flatMap((locale) =>
    [...journeyRoutePrefixes, "/thank-you"].map((path) => localePath(locale, path)),
  );
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: [...closed, "/api/"] }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
