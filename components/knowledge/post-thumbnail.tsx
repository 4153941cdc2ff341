import { FallbackImage } from "@/components/ui/fallback-image";
import type { PostSummary } from "@/lib/api/content";
import { assetImageUrl, fallbackImages } from "@/lib/content/asset-url";

/** Size and layout of a thumbnail where it is shown; width and height in CSS pixels. */
const layouts = {
  /**
   * A post card, 40:21: on a phone a 128 px thumbnail beside the title (a list of compact rows,
   * as article lists on phones are, so the page's heading and introduction stay its largest
   * paint and several posts fit the first screen); from 640 px the card's full width above it.
   */
  card: {
    width: 600,
    height: 315,
    sizes: "(min-width: 1024px) 280px, (min-width: 640px) 45vw, 128px",
    className:
      "aspect-[40/21] w-32 shrink-0 self-start rounded-lg bg-brand-50 object-cover sm:w-full sm:rounded-none",
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
 * host, with the local blog fallback when it is missing, elsewhere or broken. Lazy (next/image's
 * default) and never preloaded: no thumbnail is a page's largest paint on a phone, so none
 * competes with the HTML, stylesheet and scripts for a slow link (issue 25).
 *
 * @param assetBase `ASSET_BASE_URL`; thumbnails elsewhere are not loaded
 * @param layout where it is shown: a post card or the blog sidebar
 */
export function PostThumbnail({
  post,
  assetBase,
  layout,
}: {
  post: Pick<PostSummary, "thumbnail">;
  assetBase: string | undefined;
  layout: keyof typeof layouts;
}) {
  return (
    <FallbackImage
      src={assetImageUrl(post.thumbnail, assetBase)}
      fallbackSrc={fallbackImages.blog}
      alt=""
      {...layouts[layout]}
    />
  );
}
