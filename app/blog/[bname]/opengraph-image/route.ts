import { newestPostParams } from "@/lib/content/newest-posts";
import { articleOgRoute } from "@/lib/seo/article-og-route";

/**
 * GET /blog/{bname}/opengraph-image: the post's Open Graph card (its title and categories),
 * regenerated like the post (ISR). A route handler outside `app/[locale]` so its URL stays the
 * unprefixed one (proxy.ts passes `…/opengraph-image` through untouched); the Hindi card is
 * app/hi/blog/[bname]/opengraph-image.
 */
export const revalidate = 300;

/** The same posts as the page: the newest page at build time, the others on first request. */
export const generateStaticParams = newestPostParams;

export const GET = articleOgRoute("en");
