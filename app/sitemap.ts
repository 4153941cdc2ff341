import type { MetadataRoute } from "next";
import { contentRoutes } from "@/lib/seo/content-routes";
import { absoluteUrl } from "@/lib/seo/site-url";

/** sitemap.xml: every content route (journeys, thank-you and demo pages are left out). */
export default function sitemap(): MetadataRoute.Sitemap {
  return contentRoutes.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path.startsWith("/platform") ? "yearly" : "monthly",
    priority: path === "/" ? 1 : path.startsWith("/platform") ? 0.3 : 0.8,
  }));
}
