import { getLocale, getTranslations } from "next-intl/server";
import { TruncatedText } from "@/components/ui/truncated-text";
import type { Locale } from "@/i18n/routing";
import type { PostSummary } from "@/lib/api/content";
import { postPath } from "@/lib/content/post-id";
import { textLimits } from "@/lib/content/truncate";
import { localePath } from "@/lib/i18n/locale-path";
import { PostThumbnail } from "./post-thumbnail";

/** Heading level of a card title, so cards fit the outline of the page they sit on. */
export type CardHeadingLevel = 2 | 3 | 4;

/**
 * A post card (spec 2.3): thumbnail (local fallback when missing or broken), title cut at 30
 * characters, description cut at 60, categories, and Read More. The full title stays available
 * to assistive technology, and each Read More link (the card's one link) names its post.
 *
 * On a phone the card is a compact row, a small thumbnail beside the words, so a list page's
 * heading and introduction stay the largest thing on its first screen (issue 25: a full-width
 * thumbnail was the LCP of /blog, a round trip after the text); from 640 px the thumbnail spans
 * the card above them.
 *
 * @param assetBase `ASSET_BASE_URL`; thumbnails elsewhere are not loaded
 */
export async function BlogCard({
  post,
  assetBase,
  headingLevel = 3,
}: {
  post: PostSummary;
  assetBase: string | undefined;
  headingLevel?: CardHeadingLevel;
}) {
  const Heading = `h${headingLevel}` as const;
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("Knowledge");
  return (
    <article
      className="flex h-full gap-3 overflow-hidden rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:flex-col sm:gap-0 sm:p-0"
      data-blog-card={post.id}
    >
      <PostThumbnail post={post} assetBase={assetBase} layout="card" />
      <div className="flex min-w-0 flex-1 flex-col sm:p-4">
        {post.categories.length ? (
          <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">
            {post.categories.join(" · ")}
          </p>
        ) : null}
        <Heading className="mt-1 font-bold text-ink sm:text-lg">
          <TruncatedText text={post.title} limit={textLimits.cardTitle} />
        </Heading>
        <p className="mt-1 text-sm leading-relaxed text-muted">
          <TruncatedText text={post.description} limit={textLimits.cardDescription} />
        </p>
        <div className="mt-auto pt-3 sm:pt-4">
          <a href={localePath(locale, postPath(post.id))} className="btn-secondary">
            {t.rich("readMore", {
              title: post.title,
              sr: (chunks) => <span className="sr-only">{chunks}</span>,
            })}
          </a>
        </div>
      </div>
    </article>
  );
}
