import { ContactActions } from "@/components/layout/contact-actions";
import { ContentPageView } from "@/components/sections/content-page-view";
import { contentFor } from "@/lib/i18n/content";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const page = contentFor(locale).claimsPage;
  return pageMetadata({ path: page.path, ...page.meta, locale });
}

export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const { claimsPage: page } = contentFor(locale);
  return (
    <ContentPageView page={page} variant="claims" sectionExtras={{ support: <ContactActions /> }} />
  );
}
