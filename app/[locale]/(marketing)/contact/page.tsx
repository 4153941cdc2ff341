import { getTranslations } from "next-intl/server";
import { ContentPageView } from "@/components/sections/content-page-view";
import { contentFor } from "@/lib/i18n/content";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const page = contentFor(locale).contactPage;
  return pageMetadata({ path: page.path, ...page.meta, locale });
}

export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const { contactPage: page, site, whatsappUrl } = contentFor(locale);
  const t = await getTranslations("Contact");
  return (
    <ContentPageView
      page={page}
      variant="contact"
      afterHero={
        // The id ends the first screen: the first frame waits for it (scripts/first-paint.mjs).
        <div id="contact-ways" className="container-page flex flex-wrap gap-3 pb-4">
          <a href={`tel:${site.phone.tel}`} className="btn-primary">
            {t("call", { phone: site.phone.display })}
          </a>
          <a href={`mailto:${site.email}`} className="btn-secondary">
            {t("emailUs")}
          </a>
          <a href={whatsappUrl} target="_blank" rel="noopener noreferrer" className="btn-whatsapp">
            {t("whatsappUsTitle")}
          </a>
        </div>
      }
    />
  );
}
