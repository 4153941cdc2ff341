import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { contentFor } from "@/lib/i18n/content";
import { BrandIcon } from "./brand-icons";

/**
 * Call and WhatsApp buttons with the support hours (content/site.ts), e.g. under /claims'
 * support panel, in the page's language.
 */
export async function ContactActions() {
  const { site, whatsappUrl } = contentFor((await getLocale()) as Locale);
  const t = await getTranslations("Contact");
  return (
    <div className="mt-5 flex flex-wrap items-center gap-3">
      <a href={`tel:${site.phone.tel}`} className="btn-primary whitespace-nowrap">
        {t("call", { phone: site.phone.display })}
      </a>
      <a
        href={whatsappUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="btn-whatsapp whitespace-nowrap"
      >
        <BrandIcon name="WhatsApp" className="size-4" />
        {t("whatsappUs")}
      </a>
      <p className="text-sm text-muted">{site.supportHours}</p>
    </div>
  );
}
