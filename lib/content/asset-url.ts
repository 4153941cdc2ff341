/** Local images shown when a broker image is missing or fails to load (spec 8: "Blog image fails: fallback image"). */
export const fallbackImages = {
  /** 1200×630 WebP in /public. */
  blog: "/images/blog-fallback.webp",
  /** 1280×720 WebP in /public. */
  video: "/images/video-fallback.webp",
} as const;

/**
 * `url` when it is an absolute http(s) URL under the asset host, else `null`. Only such URLs
 * may go to next/image: `next.config.ts` allows exactly that host in `remotePatterns`, and any
 * other host would fail to load.
 *
 * @param url `blog_thumbnail`, `blog_image` or `video_thumbnail` from the broker
 * @param assetBase `ASSET_BASE_URL` (no trailing slash); undefined means no remote images
 */
export function assetImageUrl(
  url: string | undefined,
  assetBase: string | undefined,
): string | null {
  if (!url || !assetBase) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
  const base = assetBase.replace(/\/+$/, "");
  return parsed.toString().startsWith(`${base}/`) ? parsed.toString() : null;
}

/**
 * The main image of a post (spec 2.3): `${ASSET_BASE_URL}/blogs/{id}/blogImages/1.webp`, or
 * `null` without an asset host.
 */
export function blogMainImageUrl(id: string, assetBase: string | undefined): string | null {
  if (!assetBase) return null;
  return `${assetBase.replace(/\/+$/, "")}/blogs/${encodeURIComponent(id)}/blogImages/1.webp`;
}
