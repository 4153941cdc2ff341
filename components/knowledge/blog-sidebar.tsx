import { getLocale, getTranslations } from "next-intl/server";
import { TruncatedText } from "@/components/ui/truncated-text";
import type { Locale } from "@/i18n/routing";
import { contentFor } from "@/lib/i18n/content";
import { localePath } from "@/lib/i18n/locale-path";
import type { PostSummary } from "@/lib/api/content";
import { postPath } from "@/lib/content/post-id";
import { textLimits } from "@/lib/content/truncate";
import { CategoryLinks } from "./category-links";
import { PostThumbnail } from "./post-thumbnail";

/**
 * The blog sidebar (spec 2.3): the six categories and the three most recent posts, with titles
 * cut at 16 characters and descriptions at 30. Plain sections rather than `<aside>`: it sits
 * inside `<main>`, where a complementary landmark does not belong.
 *
 * @param recent the newest posts of every category; nothing is shown for them when empty
 * @param recentFailed the call for them failed: the section says spec 8's 'An error occurred'
 */
export async function BlogSidebar({
  currentKey,
  recent,
  recentFailed = false,
  assetBase,
}: {
  currentKey: string;
  recent: PostSummary[];
  recentFailed?: boolean;
  assetBase: string | undefined;
}) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("Knowledge");
  const { blogPage } = contentFor(locale);
  return (
    <div className="space-y-8">
      <section
        aria-labelledby="blog-categories-heading"
        className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
      >
        <h2 id="blog-categories-heading" className="mb-3 text-lg font-bold">
          {t("categories")}
        </h2>
        <CategoryLinks list={blogPage} current={currentKey} layout="column" />
      </section>
      {recentFailed ? (
        <section
          aria-labelledby="recent-posts-heading"
          className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
        >
          <h2 id="recent-posts-heading" className="mb-3 text-lg font-bold">
            {t("recentPosts")}
          </h2>
          <p className="text-sm text-muted" data-recent-failed="">
            {t("recentFailed")}
          </p>
        </section>
      ) : recent.length ? (
        <section
          aria-labelledby="recent-posts-heading"
          className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
        >
          <h2 id="recent-posts-heading" className="mb-3 text-lg font-bold">
            {t("recentPosts")}
          </h2>
          <ul className="space-y-4" data-recent-posts="">
            {recent.map((post) => (
              <li key={post.id} className="flex gap-3">
                <PostThumbnail post={post} assetBase={assetBase} layout="sidebar" />
                <div className="min-w-0">
                  <h3 className="leading-snug font-bold">
                    <a
                      href={localePath(locale, postPath(post.id))}
                      className="text-brand-800 hover:underline"
                    >
                      <TruncatedText text={post.title} limit={textLimits.sidebarTitle} />
                    </a>
                  </h3>
                  <p className="text-sm text-muted">
                    <TruncatedText text={post.description} limit={textLimits.sidebarDescription} />
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
