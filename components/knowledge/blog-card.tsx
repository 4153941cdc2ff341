import Link from "next/link";
import { FallbackImage } from "@/components/ui/fallback-image";
import { TruncatedText } from "@/components/ui/truncated-text";
import type { PostSummary } from "@/lib/api/content";
import { assetImageUrl, fallbackImages } from "@/lib/content/asset-url";
import { textLimits } from "@/lib/content/truncate";

/** Heading level of a card title, so cards fit the outline of the page they sit on. */
export type CardHeadingLevel = 2 | 3 | 4;

/**
 * A post card (spec 2.3): thumbnail (local fallback when missing or broken), title cut at 30
 * characters, description cut at 60, categories, and Read More. The full title stays available
 * to assistive technology, and each Read More link names its post.
 *
 * @param assetBase `ASSET_BASE_URL`; thumbnails elsewhere are not loaded
 */
export function BlogCard({
  post,
  assetBase,
  headingLevel = 3,
}: {
  post: PostSummary;
  assetBase: string | undefined;
  headingLevel?: CardHeadingLevel;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
      data-blog-card={post.id}
    >
      <FallbackImage
        src={assetImageUrl(post.thumbnail, assetBase)}
        fallbackSrc={fallbackImages.blog}
        alt=""
        width={600}
        height={315}
        sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 100vw"
        className="aspect-[40/21] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-4">
        {post.categories.length ? (
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {post.categories.join(" · ")}
          </p>
        ) : null}
        <Heading className="mt-1 text-lg font-semibold text-ink">
          <TruncatedText text={post.title} limit={textLimits.cardTitle} />
        </Heading>
        <p className="mt-1 text-sm leading-relaxed text-muted">
          <TruncatedText text={post.description} limit={textLimits.cardDescription} />
        </p>
        <div className="mt-auto pt-4">
          <Link href={`/blog/${encodeURIComponent(post.id)}`} className="btn-secondary">
            Read More<span className="sr-only"> about {post.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
