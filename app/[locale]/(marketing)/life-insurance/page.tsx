import { ContentPageView } from "@/components/sections/content-page-view";
import { contentFor } from "@/lib/i18n/content";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const page = contentFor(locale).lifePage;
  return pageMetadata({ path: page.path, ...page.meta, ownImage: true, locale });
}

export default async function Page({ params }: LocaleParams) {
  const page = contentFor(await pageLocale(params)).lifePage;
  return <ContentPageView page={page} />;
}
