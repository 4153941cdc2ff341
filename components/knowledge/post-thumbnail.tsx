import { FallbackImage } from "@/components/ui/fallback-image";
import type { PostSummary } from "@/lib/api/content";
import { assetImageUrl, fallbackImages } from "@/lib/content/asset-url";

/** Size and layout of a thumbnail where it is shown; width and height in CSS pixels. */
const layouts = {
  /** A post card: full card width, 40:21. */
  card: {
    width: 600,
    height: 315,
    sizes: "(min-width: 1024px) 280px, (min-width: 640px) 45vw, 100vw",
    className: "aspect-[40/21] w-full bg-brand-50 object-cover",
  },
  /** A recent post in the blog sidebar: 96 × 50. */
  sidebar: {
    width: 96,
    height: 50,
    sizes: "96px",
    className: "h-[50px] w-24 shrink-0 rounded bg-brand-50 object-cover",
  },
} as const;

/**
 * A post's thumbnail, decorative (`alt=""`: the title beside it names the post), from the asset
 * host, with the local blog fallback when it is missing, elsewhere or broken.
 *
 * @param assetBase `ASSET_BASE_URL`; thumbnails elsewhere are not loaded
 * @param layout where it is shown: a post card or the blog sidebar
 * @param first the first card of a list at the top of the page: loaded at once, at high priority,
 * since it is the page's largest paint on a phone (lazy loading held it back until layout)
 */
export function PostThumbnail({
  post,
  assetBase,
  layout,
  first = false,
}: {
  post: Pick<PostSummary, "thumbnail">;
  assetBase: string | undefined;
  layout: keyof typeof layouts;
  first?: boolean;
}) {
  return (
    <FallbackImage
      src={assetImageUrl(post.thumbnail, assetBase)}
      fallbackSrc={fallbackImages.blog}
      alt=""
      {...layouts[layout]}
      preload={first}
    />
  );
}
