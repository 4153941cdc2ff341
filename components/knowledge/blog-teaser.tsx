import { getLocale } from "next-intl/server";
import { ALL_CATEGORIES, knowledgeLimits } from "@/content/knowledge-centre";
import type { Locale } from "@/i18n/routing";
import { contentFor } from "@/lib/i18n/content";
import { localePath } from "@/lib/i18n/locale-path";
import { getBlogs } from "@/lib/api/content";
import { listHref } from "@/lib/content/list-query";
import { getEnv } from "@/lib/env";
import { PageSection } from "@/components/sections/page-section";
import { BlogCard } from "./blog-card";

/**
 * The blog teaser (spec 2.1 and 9): the three newest posts of a category, on content pages.
 *
 * It keeps its page static: the call is cached with time-based revalidation (ISR) and reads no
 * request data. When the broker fails or has no posts, it renders nothing, so a broker outage
 * at build or render time never breaks the page.
 *
 * @param categoryKey a blog category, or "All" (default)
 * @param as `section`: a page section of its own (id `blog`, h2); `block`: inside another
 *   section (h3 heading, h4 card titles), e.g. the POSP guide
 */
export async function BlogTeaser({
  categoryKey = ALL_CATEGORIES,
  as = "section",
}: {
  categoryKey?: string;
  as?: "section" | "block";
}) {
  const result = await getBlogs({
    key: categoryKey,
    pageNo: 1,
    limit: knowledgeLimits.teaserPosts,
  });
  const posts = result.status === 200 ? result.data.slice(0, knowledgeLimits.teaserPosts) : [];
  if (posts.length === 0) return null;

  const locale = (await getLocale()) as Locale;
  const { blogPage, blogTeaser } = contentFor(locale);
  const assetBase = getEnv().ASSET_BASE_URL;
  const body = (
    <>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-blog-teaser="">
        {posts.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} assetBase={assetBase} headingLevel={as === "section" ? 3 : 4} />
          </li>
        ))}
      </ul>
      <a
        href={localePath(locale, listHref(blogPage.path, { key: categoryKey }))}
        className="mt-6 btn-primary"
      >
        {blogTeaser.moreLabel}
      </a>
    </>
  );

  if (as === "block") {
    return (
      <div className="mt-10" data-teaser-block="">
        <h3 id="blog-teaser-heading" className="text-xl font-bold text-ink">
          {blogTeaser.heading}
        </h3>
        {body}
      </div>
    );
  }
  return (
    <PageSection id="blog" heading={blogTeaser.heading}>
      {body}
    </PageSection>
  );
}
