import { getBlog } from "@/lib/api/content";
import { newestPostParams } from "@/lib/content/newest-posts";
import { isPostId } from "@/lib/content/post-id";
import { articleOgImage } from "@/lib/seo/og-image";

/**
 * GET /blog/{bname}/opengraph-image: the post's Open Graph card (its title and categories),
 * regenerated like the post (ISR). A route handler outside `app/[locale]` so its URL stays the
 * unprefixed one in both languages (proxy.ts passes `…/opengraph-image` through untouched).
 */
export const revalidate = 300;

/** The same posts as the page: the newest page at build time, the others on first request. */
export async function generateStaticParams(): Promise<{ bname: string }[]> {
  return newestPostParams();
}

/**
 * An unknown or invalid post is a 404, not a generic card (proxy.ts answers it before this runs;
 * this is the second line). A failed broker call throws, so no card is stored for 5 minutes in
 * its place.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ bname: string }> },
): Promise<Response> {
  const { bname } = await params;
  if (!isPostId(bname)) return new Response(null, { status: 404 });
  const result = await getBlog(bname);
  if (result.status === 404) return new Response(null, { status: 404 });
  if (!result.data) throw new Error("Open Graph image: the broker did not answer the post");
  return articleOgImage(result.data.title, result.data.categories);
}
