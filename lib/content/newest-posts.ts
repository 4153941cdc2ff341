import { ALL_CATEGORIES, knowledgeLimits } from "@/content/knowledge-centre";
import { getBlogs } from "@/lib/api/content";

/**
 * The `/blog/{bname}` route params rendered at build time: the newest page of posts (12). Older
 * posts are rendered on their first request. The post page and its Open Graph image both use
 * it, so they are built for the same posts. A failed broker call gives none.
 */
export async function newestPostParams(): Promise<{ bname: string }[]> {
  const newest = await getBlogs({
    key: ALL_CATEGORIES,
    pageNo: 1,
    limit: knowledgeLimits.blogPageSize,
  });
  return newest.data.map((post) => ({ bname: post.id }));
}
