import { newestPostParams } from "@/lib/content/newest-posts";
import { articleOgRoute } from "@/lib/seo/article-og-route";

/**
 * GET /hi/blog/{bname}/opengraph-image: the Hindi page's card of a post (the broker's title as
 * sent, the card's words in Hindi), regenerated like the post (ISR). proxy.ts answers an unknown
 * post with a bare 404 before this runs.
 */
export const revalidate = 300;

/** The same posts as the page: the newest page at build time, the others on first request. */
export const generateStaticParams = newestPostParams;

export const GET = articleOgRoute("hi");
