import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ShareOnWhatsApp } from "@/components/layout/share-on-whatsapp";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { ArticleData } from "@/components/seo/structured-data";
import { FallbackImage } from "@/components/ui/fallback-image";
import { PageTitle } from "@/components/ui/page-title";
import { blogCategories } from "@/content/knowledge-centre";
import type { Locale } from "@/i18n/routing";
import { getBlog, type Post } from "@/lib/api/content";
import { blogMainImageUrl, fallbackImages } from "@/lib/content/asset-url";
import { listHref } from "@/lib/content/list-query";
import { newestPostParams } from "@/lib/content/newest-posts";
import { isPostId, postPath, UNAVAILABLE_POST_PATH } from "@/lib/content/post-id";
import { sanitizeArticleHtml } from "@/lib/content/sanitize-article";
import { getEnv } from "@/lib/env";
import { contentFor } from "@/lib/i18n/content";
import { localePath } from "@/lib/i18n/locale-path";
import { pageLocale } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";

/**
 * Incremental static regeneration: posts are rendered once and refreshed at most every 5
 * minutes (or on demand through POST /api/revalidate). Rendering a post fully before answering
 * is also what gives an unknown post a real 404 status: a streamed page is already 200.
 */
export const revalidate = 300;

type Props = { params: Promise<{ locale: string; bname: string }> };

/** The newest page of posts is rendered at build time; older ones on their first visit. */
export async function generateStaticParams(): Promise<{ bname: string }[]> {
  return newestPostParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { blogPage } = contentFor(locale);
  const result = await loadPost((await params).bname);
  // Next marks the 404 page noindex itself.
  if (result.status === 404)
    return { title: (await getTranslations("Metadata"))("articleNotFound") };
  if (!result.data) return { title: blogPage.name, robots: { index: false, follow: true } };
  const post = result.data;
  return pageMetadata({
    path: postPath(post.id),
    title: post.title,
    description: post.description,
    keywords: post.categories,
    type: "article",
    ownImage: true,
    locale,
  });
}

/**
 * /blog/{bname} (spec 2.3): title, breadcrumb Home > Blog > title, the main image from the asset
 * host (local fallback on error) and the article's HTML, sanitized here on the server.
 * An unknown post is a 404; a failed call says 'Failed to fetch blog' and the page stays up.
 */
export default async function ArticlePage({ params }: Props) {
  const locale = await pageLocale(params);
  const { blogPage, articlePage } = contentFor(locale);
  const result = await loadPost((await params).bname);
  if (result.status === 404) notFound();
  if (!result.data) return <ArticleFailed locale={locale} />;

  const post = result.data;
  const env = getEnv();
  const path = postPath(post.id);
  const image = blogMainImageUrl(post.id, env.ASSET_BASE_URL);
  const html = sanitizeArticleHtml(post.html, {
    siteOrigin: env.SITE_URL,
    assetBase: env.ASSET_BASE_URL,
  });

  return (
    <>
      <Breadcrumbs
        trail={[
          { name: blogPage.name, path: blogPage.path },
          { name: post.title, path },
        ]}
      />
      <article className="container-page max-w-3xl py-8">
        <PageTitle>{post.title}</PageTitle>
        <p className="mt-3 text-lg leading-relaxed text-muted">{post.description}</p>
        <Categories names={post.categories} locale={locale} />
        <FallbackImage
          src={image}
          fallbackSrc={fallbackImages.blog}
          alt=""
          width={1200}
          height={630}
          sizes="(min-width: 800px) 768px, 100vw"
          preload
          className="mt-6 aspect-[40/21] w-full rounded-xl bg-brand-50 object-cover"
          data-article-image=""
        />
        <div
          className="prose-article mt-8"
          data-article-body=""
          dangerouslySetInnerHTML={{ __html: html }}
        />
        <ShareOnWhatsApp
          title={post.title}
          url={`${env.SITE_URL}${localePath(locale, path)}`}
          className="mt-10 mr-3"
        />
        <a href={localePath(locale, blogPage.path)} className="mt-10 btn-secondary">
          {articlePage.backLabel}
        </a>
      </article>
      <ArticleData
        headline={post.title}
        description={post.description}
        path={localePath(locale, path)}
        image={image}
      />
    </>
  );
}

function ArticleFailed({ locale }: { locale: Locale }) {
  const { blogPage, articlePage } = contentFor(locale);
  return (
    <>
      <Breadcrumbs trail={[{ name: blogPage.name, path: blogPage.path }]} />
      <section className="container-page max-w-3xl py-12">
        <h1 className="text-3xl font-bold text-brand-900">{blogPage.name}</h1>
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 font-bold text-red-800">
          {articlePage.failed}
        </p>
        <p className="mt-4 text-muted">{articlePage.failedHint}</p>
        <a href={localePath(locale, blogPage.path)} className="mt-6 btn-primary">
          {articlePage.backLabel}
        </a>
      </section>
    </>
  );
}

async function Categories({ names, locale }: { names: string[]; locale: Locale }) {
  if (names.length === 0) return null;
  const { blogPage, categoryLabel } = contentFor(locale);
  const t = await getTranslations("Knowledge");
  return (
    <ul aria-label={t("categories")} className="mt-4 flex flex-wrap gap-2">
      {names.map((name) => (
        <li key={name}>
          {(blogCategories as readonly string[]).includes(name) ? (
            <a
              href={localePath(locale, listHref(blogPage.path, { key: name }))}
              className="inline-flex min-h-8 items-center rounded-full bg-brand-50 px-3 text-sm font-bold text-brand-800 hover:bg-brand-100"
            >
              {categoryLabel(name)}
            </a>
          ) : (
            <span className="inline-flex min-h-8 items-center rounded-full bg-slate-100 px-3 text-sm">
              {name}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Identifiers are slugs; anything else cannot be a post and never reaches the broker. */
async function loadPost(bname: string): Promise<{ status: number; data?: Post }> {
  // The shared page proxy.ts sends every slug to while the broker fails (issue 24, item 4).
  if (`/blog/${bname}` === UNAVAILABLE_POST_PATH) return { status: 503 };
  if (!isPostId(bname)) return { status: 404 };
  return getBlog(bname);
}
