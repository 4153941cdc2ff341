import { ALL_CATEGORIES, knowledgeLimits } from "@/content/knowledge-centre";
import { getBlog, getBlogs } from "@/lib/api/content";
import { isPostId } from "@/lib/content/post-id";
import { articleOgImage, ogImageSize, ogImageType } from "@/lib/seo/og-image";

/** The post's Open Graph card: its title and categories, regenerated like the post (ISR). */
export const alt = "A SureShield knowledge centre article";
export const size = ogImageSize;
export const contentType = ogImageType;
export const revalidate = 300;

/** The same posts as the page: the newest page at build time, the others on first request. */
export async function generateStaticParams(): Promise<{ bname: string }[]> {
  const newest = await getBlogs({ key: ALL_CATEGORIES, pageNo: 1, limit: knowledgeLimits.blogPageSize });
  return newest.data.map((post) => ({ bname: post.id }));
}

export default async function Image({ params }: { params: Promise<{ bname: string }> }) {
  const { bname } = await params;
  const result = isPostId(bname) ? await getBlog(bname) : undefined;
  return articleOgImage(result?.data?.blog_title ?? "SureShield blog", result?.data?.blog_categories ?? []);
}
