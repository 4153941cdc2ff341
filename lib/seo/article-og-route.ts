import type { Locale } from "@/i18n/routing";
import { getBlog } from "@/lib/api/content";
import { isPostId } from "@/lib/content/post-id";
import { articleOgImage } from "./og-image";

/**
 * The GET handler of a blog post's card route in one language: `app/blog/[bname]/opengraph-image`
 * (English) and `app/hi/blog/[bname]/opengraph-image` (Hindi: the broker's title as sent, the
 * card's own words in Hindi). An unknown or invalid post is a 404, not a generic card (proxy.ts
 * answers it before this runs; this is the second line). A failed broker call throws, so no card
 * is stored for the revalidation time in its place.
 */
export function articleOgRoute(locale: Locale) {
  return async function GET(
    _request: Request,
    { params }: { params: Promise<{ bname: string }> },
  ): Promise<Response> {
    const { bname } = await params;
    if (!isPostId(bname)) return new Response(null, { status: 404 });
    const result = await getBlog(bname);
    if (result.status === 404) return new Response(null, { status: 404 });
    if (!result.data) throw new Error("Open Graph image: the broker did not answer the post");
    return articleOgImage(result.data.title, result.data.categories, locale);
  };
}
