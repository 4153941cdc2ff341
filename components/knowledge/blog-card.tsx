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
 * to assistive technology, and each Read More link names its post.
 *
 * @param assetBase `ASSET_BASE_URL`; thumbnails elsewhere are not loaded
 * @param first the list's first card at the top of a page: its thumbnail loads at once (LCP)
 */
export async function BlogCard({
  post,
  assetBase,
  headingLevel = 3,
  first = false,
}: {
  post: PostSummary;
  assetBase: string | undefined;
  headingLevel?: CardHeadingLevel;
  first?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("Knowledge");
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
      data-blog-card={post.id}
    >
      <PostThumbnail post={post} assetBase={assetBase} layout="card" first={first} />
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
