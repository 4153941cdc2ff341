import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { PageHero } from "@/components/sections/page-hero";
import { SectionRenderer } from "@/components/sections/section-renderer";
import { contentFor } from "@/lib/i18n/content";
import { localePath } from "@/lib/i18n/locale-path";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const page = contentFor(locale).aboutPage;
  return pageMetadata({ path: page.path, ...page.meta, locale });
}

// Composed directly (not ContentPageView) so the lead form's code stays off this form-less page.
export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const { aboutPage: page, site } = contentFor(locale);
  const t = await getTranslations("About");
  return (
    <>
      <Breadcrumbs trail={[{ name: page.name, path: page.path }]} />
      <PageHero hero={page.hero} />
      {/* The hero has no panel: the first section shares the phone's first screen. */}
      <SectionRenderer sections={page.sections} belowFoldFrom={1} />
      <div className="container-page flex flex-wrap gap-3 py-6">
        <a href={localePath(locale, "/contact")} className="btn-primary">
          {t("contactUs")}
        </a>
        <a href={`mailto:${site.email}`} className="btn-secondary">
          {t("email")} {site.email}
        </a>
      </div>
    </>
  );
}
