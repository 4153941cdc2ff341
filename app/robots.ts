import type { MetadataRoute } from "next";
import { journeyRoutePrefixes } from "@/lib/seo/journey-routes";
import { absoluteUrl } from "@/lib/seo/site-url";

/** robots.txt: content is open; journey routes (keyed by requestKey), thank-you pages and the API are not for crawlers. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      { userAgent: "*", allow: "/", disallow: [...journeyRoutePrefixes, "/thank-you", "/api/"] },
    ],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
