import { notFound } from "next/navigation";
import { getBlog } from "@/lib/api/content";
import { newestPostParams } from "@/lib/content/newest-posts";
import { isPostId } from "@/lib/content/post-id";
import { articleOgImage, ogImageSize, ogImageType } from "@/lib/seo/og-image";

/** The post's Open Graph card: its title and categories, regenerated like the post (ISR). */
export const alt = "A SureShield knowledge centre article";
export const size = ogImageSize;
export const contentType = ogImageType;
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
export default async function Image({ params }: { params: Promise<{ bname: string }> }) {
  const { bname } = await params;
  if (!isPostId(bname)) notFound();
  const result = await getBlog(bname);
  if (result.status === 404) notFound();
  if (!result.data) throw new Error("Open Graph image: the broker did not answer the post");
  return articleOgImage(result.data.title, result.data.categories);
}
