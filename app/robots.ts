import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/seo/site-url";

/** robots.txt: content is open; journey routes (keyed by requestKey) are not for crawlers. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/insurance/", "/insurance-compare/", "/health/", "/motor/", "/product/", "/thank-you"] }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
