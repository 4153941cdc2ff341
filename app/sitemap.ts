import type { MetadataRoute } from "next";
import { ALL_CATEGORIES } from "@/content/knowledge-centre";
import { getBlogs } from "@/lib/api/content";
import { contentRoutes } from "@/lib/seo/content-routes";
import { absoluteUrl } from "@/lib/seo/site-url";

/** Regenerated at most every 5 minutes (the posts come from the broker, cached as long). */
export const revalidate = 300;

/** Posts fetched per sitemap call, and the most pages read (a safety stop, 5,000 posts). */
const PAGE_SIZE = 100;
const MAX_PAGES = 50;

/**
 * sitemap.xml: every content route and every blog post (journeys, thank-you and demo pages are
 * left out). When the broker fails, the content routes are still listed.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: MetadataRoute.Sitemap = contentRoutes.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path.startsWith("/platform")
      ? "yearly"
      : path === "/blog" || path === "/videos"
        ? "weekly"
        : "monthly",
    priority: path === "/" ? 1 : path.startsWith("/platform") ? 0.3 : 0.8,
  }));
  const posts = (await blogPostIds()).map((id) => ({
    url: absoluteUrl(`/blog/${encodeURIComponent(id)}`),
    changeFrequency: "monthly" as const,
    priority: 0.6,
  }));
  return [...pages, ...posts];
}

/** Ids of every post, page by page; what was read before a failure is kept. */
async function blogPostIds(): Promise<string[]> {
  const ids: string[] = [];
  for (let pageNo = 1; pageNo <= MAX_PAGES; pageNo++) {
    const result = await getBlogs({ key: ALL_CATEGORIES, pageNo, limit: PAGE_SIZE });
    if (result.status !== 200) break;
    ids.push(...result.data.map((post) => post.id));
    if (pageNo >= result.meta.count || result.data.length === 0) break;
  }
  return [...new Set(ids)];
}
