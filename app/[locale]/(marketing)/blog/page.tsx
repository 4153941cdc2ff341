import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { BlogCard } from "@/components/knowledge/blog-card";
import { BlogSidebar } from "@/components/knowledge/blog-sidebar";
import { KnowledgeListLayout, ListOutcome } from "@/components/knowledge/knowledge-list-layout";
import { Pager } from "@/components/knowledge/pager";
import { ALL_CATEGORIES, blogCategories, knowledgeLimits } from "@/content/knowledge-centre";
import { getBlogs } from "@/lib/api/content";
import { listHref, parseListQuery } from "@/lib/content/list-query";
import { getEnv } from "@/lib/env";
import { contentFor } from "@/lib/i18n/content";
import { localePath } from "@/lib/i18n/locale-path";
import { pageLocale } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Title and canonical URL name the category and page, so each view is its own indexable page. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { blogPage, categoryLabel } = contentFor(locale);
  const query = parseListQuery(await searchParams, blogCategories);
  const t = await getTranslations("Knowledge");
  const suffix = [
    query.key === ALL_CATEGORIES ? null : categoryLabel(query.key),
    // English titles keep their lower-case "page 2".
    query.pageNo > 1
      ? locale === "en"
        ? `page ${query.pageNo}`
        : t("page", { page: query.pageNo })
      : null,
  ]
    .filter(Boolean)
    .join(", ");
  return pageMetadata({
    path: listHref(blogPage.path, query),
    ...blogPage.meta,
    title: suffix ? `${blogPage.meta.title} (${suffix})` : blogPage.meta.title,
    locale,
  });
}

/**
 * /blog (spec 2.3): `key` (category, default All) and `pageNo` (default 1); 12 cards a page with
 * a numbered pager, the categories and three recent posts beside them. Rendered per request
 * (it reads the query) from broker answers cached for 5 minutes (lib/api/content.ts). A page
 * number past the last page redirects to the last page.
 */
export default async function BlogPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { blogPage, categoryLabel } = contentFor(locale);
  const t = await getTranslations("Knowledge");
  const query = parseListQuery(await searchParams, blogCategories);
  const [list, recent] = await Promise.all([
    getBlogs({ key: query.key, pageNo: query.pageNo, limit: knowledgeLimits.blogPageSize }),
    getBlogs({ key: ALL_CATEGORIES, pageNo: 1, limit: knowledgeLimits.recentPosts }),
  ]);
  const failed = list.status !== 200;
  // `?pageNo=9` of a 4-page list: clamped to the last page, never "page 9 of 4" (issue 24).
  if (!failed && list.meta.count >= 1 && query.pageNo > list.meta.count)
    redirect(
      localePath(locale, listHref(blogPage.path, { key: query.key, pageNo: list.meta.count })),
    );
  const assetBase = getEnv().ASSET_BASE_URL;
  const heading = query.key === ALL_CATEGORIES ? blogPage.allLabel : categoryLabel(query.key);

  return (
    <KnowledgeListLayout list={blogPage}>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="posts-heading">
          <h2 id="posts-heading" className="text-2xl font-bold text-ink">
            {heading}
            {list.meta.count > 1 ? (
              <span className="text-base font-normal text-muted">
                {" "}
                {t("pageOf", { page: query.pageNo, count: list.meta.count })}
              </span>
            ) : null}
          </h2>
          <ListOutcome list={blogPage} failed={failed} empty={list.data.length === 0}>
            <ul
              className="mt-6 grid gap-3 sm:grid-cols-2 sm:gap-5 xl:grid-cols-3"
              data-blog-list=""
            >
              {list.data.map((post) => (
                <li key={post.id}>
                  <BlogCard post={post} assetBase={assetBase} headingLevel={3} />
                </li>
              ))}
            </ul>
          </ListOutcome>
          <Pager
            current={query.pageNo}
            total={list.meta.count}
            href={(pageNo) =>
              localePath(locale, listHref(blogPage.path, { key: query.key, pageNo }))
            }
          />
        </section>
        <BlogSidebar
          currentKey={query.key}
          recent={recent.status === 200 ? recent.data.slice(0, knowledgeLimits.recentPosts) : []}
          recentFailed={recent.status !== 200}
          assetBase={assetBase}
        />
      </div>
    </KnowledgeListLayout>
  );
}
