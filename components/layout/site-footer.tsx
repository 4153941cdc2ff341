import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { contentFor } from "@/lib/i18n/content";
import { localePath } from "@/lib/i18n/locale-path";
import { BrandIcon } from "./brand-icons";
import { LanguageSwitch } from "./language-switch";

/**
 * Global footer (spec 2.1 and DEVELOPERS.md "Regulator display"): social links, broker
 * registration with the regulator mark, registered name and office, the grievance route and the
 * language switch, in the page's language. Its looks are classes of app/globals.css
 * (`site-footer`, `footer-*`, `irdai-mark`, `social-links`), so links and spans carry none
 * (issue 11: each class string would be sent twice, in the HTML and in the RSC payload).
 */
export async function SiteFooter() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("Footer");
  const tc = await getTranslations("Common");
  const { site, whatsappUrl, addressLine, licenceLine, categoryLinks, policyLinks } =
    contentFor(locale);
  const local = (links: readonly { href: string; label: string }[]) =>
    links.map((l) => ({ ...l, href: localePath(locale, l.href) }));
  const socials = [...site.socials, { name: "WhatsApp", url: whatsappUrl }];
  return (
    <footer className="site-footer">
      <div className="footer-main">
        <div className="md:col-span-2">
          <p className="text-lg font-bold text-white">{site.legalName}</p>
          <address className="footer-address">
            {addressLine}
            <br />
            {t("phone")} <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a> {t("email")}{" "}
            <a href={`mailto:${site.email}`}>{site.email}</a>
            <br />
            {site.supportHours}
          </address>
          <ul className="social-links" aria-label={t("socialMedia")}>
            {socials.map((s) => (
              <li key={s.name}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  <BrandIcon name={s.name} className="size-4" />
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm">
            <span className="text-slate-300">{tc("language")}: </span>
            <LanguageSwitch className="inline-block py-1.5 font-bold text-white underline" />
          </p>
        </div>
        <FooterNav label={t("insurance")} links={local(categoryLinks)} />
        <FooterNav
          label={t("company")}
          links={local([
            { href: "/about", label: t("aboutUs") },
            { href: "/claims", label: t("claims") },
            { href: "/posp", label: t("becomePosp") },
            { href: "/jobs", label: t("careers") },
            { href: "/contact", label: t("contactUs") },
            ...policyLinks,
          ])}
        />
      </div>
      <div className="border-t border-brand-800">
        <div className="footer-legal">
          {/* The regulator's name set in type: no imitation of the IRDAI emblem. */}
          <p className="irdai-mark">
            <span>IRDAI</span>
            <span>{t("irdaiLicensed", { type: site.registration.type })}</span>
            <span>{t("irdaiNumber", { code: site.registration.code })}</span>
          </p>
          <p id="registration">
            {t.rich("registration", {
              type: site.registration.type,
              regulator: site.registration.regulator,
              licence: licenceLine(),
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          <p id="grievance">
            {t.rich("grievance", {
              email: site.grievanceEmail,
              officer: site.grievanceOfficer,
              callCentre: site.irdaiCallCentre,
              strong: (chunks) => <strong>{chunks}</strong>,
              mail: (chunks) => <a href={`mailto:${site.grievanceEmail}`}>{chunks}</a>,
              portal: (chunks) => (
                <a href={site.bimaBharosaUrl} target="_blank" rel="noopener noreferrer">
                  {chunks}
                </a>
              ),
            })}
          </p>
        </div>
        <p className="container-page pb-8 text-xs text-slate-300">
          {t("rights", {
            from: site.foundedYear,
            to: new Date().getFullYear(),
            legalName: site.legalName,
          })}
        </p>
      </div>
    </footer>
  );
}

/** A titled column of footer links; the title names the landmark. */
function FooterNav({
  label,
  links,
}: {
  label: string;
  links: readonly { href: string; label: string }[];
}) {
  return (
    <nav aria-label={label}>
      <p className="font-bold text-white">{label}</p>
      <ul className="footer-links">
        {/* Keys by position: the list never reorders, and an index is shorter in the payload. */}
        {links.map((l, i) => (
          <li key={i}>
            <a href={l.href}>{l.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
