import { BlogTeaser } from "@/components/knowledge/blog-teaser";
import { ContentPageView } from "@/components/sections/content-page-view";
import { contentFor } from "@/lib/i18n/content";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";

// The blog teaser's posts come from the broker: the page stays static and is regenerated at
// most every 5 minutes (ISR); a literal, as Next reads it at build time.
export const revalidate = 300;

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const page = contentFor(locale).mtoPage;
  return pageMetadata({ path: page.path, ...page.meta, ownImage: true, locale });
}

export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const { mtoPage: page } = contentFor(locale);
  return (
    <ContentPageView page={page} beforeFaqs={<BlogTeaser categoryKey="Multi Modal Insurance" />} />
  );
}
