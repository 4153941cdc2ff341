import { getLocale, getTranslations } from "next-intl/server";
import { ConsultationButton } from "@/components/lead/consultation-button";
import { Glyph } from "@/components/ui/glyph";
import type { Locale } from "@/i18n/routing";
import { contentFor } from "@/lib/i18n/content";
import { BrandIcon } from "./brand-icons";

/**
 * The phone help bar: call, WhatsApp or book a free consultation in one tap, pinned to the
 * bottom of content pages below 640 px (wider screens have these in the header). It steps aside
 * (globals.css, "help bar") while a form field has focus, so it never covers the field or the
 * on-screen keyboard, while a menu or dialog is open, on journey screens (they carry their own
 * help line) and in print. The footer reserves its height so it never hides the page's end.
 * Its look is `help-bar` and `help-item` in app/globals.css (one class each, issue 11).
 */
export async function HelpBar() {
  const t = await getTranslations("HelpBar");
  const { site, whatsappUrl } = contentFor((await getLocale()) as Locale);
  return (
    <aside aria-label={t("label")} className="help-bar">
      <ul>
        <li>
          <a href={`tel:${site.phone.tel}`} className="help-item text-brand-800">
            <Glyph name="phone" />
            {t("callUs")}
          </a>
        </li>
        <li>
          <a
            href={whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="help-item text-[#146a3e]"
          >
            <BrandIcon name="WhatsApp" className="size-5" />
            {t("whatsapp")}
          </a>
        </li>
        <li>
          <ConsultationButton
            className="help-item text-brand-800"
            label={
              <>
                <Glyph name="chat" />
                {t("consultation")}
              </>
            }
          />
        </li>
      </ul>
      <p className="sr-only">
        {t("srSummary", { phone: site.phone.display, hours: site.supportHours })}
      </p>
    </aside>
  );
}
