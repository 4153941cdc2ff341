import { getTranslations } from "next-intl/server";
import { ContentPageView } from "@/components/sections/content-page-view";
import { PageSection } from "@/components/sections/page-section";
import { PartnerLogos } from "@/components/sections/partner-logos";
import { contentFor } from "@/lib/i18n/content";
import { localePath } from "@/lib/i18n/locale-path";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const page = contentFor(locale).jobsPage;
  return pageMetadata({ path: page.path, ...page.meta, locale });
}

export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const { jobsPage: page, jobs } = contentFor(locale);
  const t = await getTranslations("Jobs");
  return (
    <ContentPageView
      page={page}
      beforeFaqs={
        <>
          <PageSection id="open-positions" heading={t("openPositions")}>
            <ul className="mt-6 grid gap-4 md:grid-cols-2">
              {jobs.map((job) => (
                <li
                  key={job.title}
                  className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
                >
                  <h3 className="text-lg font-bold">{job.title}</h3>
                  <p className="text-sm text-muted">
                    {job.location} · {job.type}
                  </p>
                  <p className="mt-2 leading-relaxed text-muted">{job.description}</p>
                </li>
              ))}
            </ul>
          </PageSection>
          <PartnerLogos heading={t("partners")} />
          <div className="container-page py-8 text-center">
            <a href={localePath(locale, "/posp")} className="btn-primary">
              {t("becomePosp")}
            </a>
          </div>
        </>
      }
    />
  );
}
