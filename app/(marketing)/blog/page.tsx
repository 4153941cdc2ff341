import type { Metadata } from "next";
import { BlogCard } from "@/components/knowledge/blog-card";
import { BlogSidebar } from "@/components/knowledge/blog-sidebar";
import { KnowledgeListLayout, ListOutcome } from "@/components/knowledge/knowledge-list-layout";
import { Pager } from "@/components/knowledge/pager";
import {
  ALL_CATEGORIES,
  blogCategories,
  blogPage,
  knowledgeLimits,
} from "@/content/knowledge-centre";
import { getBlogs } from "@/lib/api/content";
import { listHref, parseListQuery, type ListQuery } from "@/lib/content/list-query";
import { getEnv } from "@/lib/env";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Title and canonical URL name the category and page, so each view is its own indexable page. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = parseListQuery(await searchParams, blogCategories);
  const suffix = describe(query);
  return pageMetadata({
    path: listHref(blogPage.path, query),
    ...blogPage.meta,
    title: suffix ? `${blogPage.meta.title} (${suffix})` : blogPage.meta.title,
  });
}

/**
 * /blog (spec 2.3): `key` (category, default All) and `pageNo` (default 1); 12 cards a page with
 * a numbered pager, the categories and three recent posts beside them. Rendered per request
 * (it reads the query) from broker answers cached for 5 minutes (lib/api/content.ts).
 */
export default async function BlogPage({ searchParams }: Props) {
  const query = parseListQuery(await searchParams, blogCategories);
  const [list, recent] = await Promise.all([
    getBlogs({ key: query.key, pageNo: query.pageNo, limit: knowledgeLimits.blogPageSize }),
    getBlogs({ key: ALL_CATEGORIES, pageNo: 1, limit: knowledgeLimits.recentPosts }),
  ]);
  const assetBase = getEnv().ASSET_BASE_URL;
  const failed = list.status !== 200;
  const heading = query.key === ALL_CATEGORIES ? blogPage.allLabel : query.key;

  return (
    <KnowledgeListLayout list={blogPage}>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="posts-heading">
          <h2 id="posts-heading" className="text-2xl font-bold text-ink">
            {heading}
            {list.meta.count > 1 ? (
              <span className="text-base font-normal text-muted">
                {" "}
                · page {query.pageNo} of {list.meta.count}
              </span>
            ) : null}
          </h2>
          <ListOutcome list={blogPage} failed={failed} empty={list.data.length === 0}>
            <ul className="mt-6 grid gap-5 sm:grid-cols-2 xl:grid-cols-3" data-blog-list="">
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
            href={(pageNo) => listHref(blogPage.path, { key: query.key, pageNo })}
          />
        </section>
        <BlogSidebar
          currentKey={query.key}
          recent={recent.status === 200 ? recent.data.slice(0, knowledgeLimits.recentPosts) : []}
          assetBase={assetBase}
        />
      </div>
    </KnowledgeListLayout>
  );
}

function describe(query: ListQuery): string {
  return [
    query.key === ALL_CATEGORIES ? null : query.key,
    query.pageNo > 1 ? `page ${query.pageNo}` : null,
  ]
    .filter(Boolean)
    .join(", ");
}
