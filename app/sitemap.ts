import type { MetadataRoute } from "next";
import { ALL_CATEGORIES } from "@/content/knowledge-centre";
import { routing } from "@/i18n/routing";
import { getBlogs } from "@/lib/api/content";
import { localePath } from "@/lib/i18n/locale-path";
import { contentRoutes } from "@/lib/seo/content-routes";
import { languageAlternates } from "@/lib/seo/metadata";
import { absoluteUrl } from "@/lib/seo/site-url";

/** Regenerated at most every 5 minutes (the posts come from the broker, cached as long). */
export const revalidate = 300;

/** Posts fetched per sitemap call, and the most pages read (a safety stop, 5,000 posts). */
const PAGE_SIZE = 100;
const MAX_PAGES = 50;

/**
 * sitemap.xml: every content route and every blog post (journeys, thank-you and demo pages are
 * left out), in English and in Hindi (`/hi/…`), each entry naming all its language versions as
 * hreflang alternates (issue 13). When the broker fails, the content routes are still listed.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = contentRoutes.flatMap((path) =>
    inEveryLanguage(path, {
      changeFrequency: path.startsWith("/platform")
        ? "yearly"
        : path === "/blog" || path === "/videos"
          ? "weekly"
          : "monthly",
      priority: path === "/" ? 1 : path.startsWith("/platform") ? 0.3 : 0.8,
    }),
  );
  const posts = (await blogPostIds()).flatMap((id) =>
    inEveryLanguage(`/blog/${encodeURIComponent(id)}`, {
      changeFrequency: "monthly",
      priority: 0.6,
    }),
  );
  return [...pages, ...posts];
}

type Entry = MetadataRoute.Sitemap[number];

/** One entry per language for an unprefixed path, English first, with absolute alternates. */
function inEveryLanguage(path: string, rest: Pick<Entry, "changeFrequency" | "priority">): Entry[] {
  const languages = Object.fromEntries(
    Object.entries(languageAlternates(path)).map(([tag, url]) => [tag, absoluteUrl(url)]),
  );
  return routing.locales.map((locale) => ({
    url: absoluteUrl(localePath(locale, path)),
    ...rest,
    alternates: { languages },
  }));
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
