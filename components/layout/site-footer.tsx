import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { contentFor } from "@/lib/i18n/content";
import { localePath } from "@/lib/i18n/locale-path";
import { BrandIcon } from "./brand-icons";
import { HelpBar } from "./help-bar";
import { LanguageSwitch } from "./language-switch";

/**
 * Global footer (spec 2.1 and DEVELOPERS.md "Regulator display"): social links, broker
 * registration with the regulator mark, registered name and office, the grievance route and the
 * language switch, in the page's language.
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
    <>
      <footer className="mt-16 bg-brand-900 pb-16 text-slate-100 sm:pb-0 print:hidden">
        <div className="container-page grid gap-10 py-12 md:grid-cols-4">
          <div className="md:col-span-2">
            <p className="text-lg font-bold text-white">{site.legalName}</p>
            <address className="mt-2 leading-relaxed text-slate-200 not-italic">
              {addressLine}
              <br />
              {t("phone")}{" "}
              <a className="underline" href={`tel:${site.phone.tel}`}>
                {site.phone.display}
              </a>{" "}
              {t("email")}{" "}
              <a className="underline" href={`mailto:${site.email}`}>
                {site.email}
              </a>
              <br />
              {site.supportHours}
            </address>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("socialMedia")}>
              {socials.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-500 px-3 text-sm hover:bg-brand-800"
                  >
                    <BrandIcon name={s.name} className="size-4" />
                    {s.name}
                  </a>
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm">
              <span className="text-slate-300">{tc("language")}: </span>
              <LanguageSwitch className="inline-block py-1.5 font-semibold text-white underline" />
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
          <div className="container-page grid gap-6 py-8 text-sm text-slate-200 md:grid-cols-[auto_1fr_1fr]">
            {/* The regulator's name set in type: no imitation of the IRDAI emblem. */}
            <p className="self-start justify-self-start rounded-lg border border-slate-400 px-4 py-3 text-center leading-tight">
              <span className="block text-lg font-extrabold tracking-wide text-white">IRDAI</span>
              <span className="block text-xs text-slate-200">
                {t("irdaiLicensed", { type: site.registration.type })}
              </span>
              <span className="block text-xs text-slate-200">
                {t("irdaiNumber", { code: site.registration.code })}
              </span>
            </p>
            <p id="registration">
              {t.rich("registration", {
                type: site.registration.type,
                regulator: site.registration.regulator,
                licence: licenceLine(),
                strong: (chunks) => <strong className="text-white">{chunks}</strong>,
              })}
            </p>
            <p id="grievance">
              {t.rich("grievance", {
                email: site.grievanceEmail,
                officer: site.grievanceOfficer,
                callCentre: site.irdaiCallCentre,
                strong: (chunks) => <strong className="text-white">{chunks}</strong>,
                mail: (chunks) => (
                  <a className="underline" href={`mailto:${site.grievanceEmail}`}>
                    {chunks}
                  </a>
                ),
                portal: (chunks) => (
                  <a
                    className="underline"
                    href={site.bimaBharosaUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
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
      <HelpBar />
    </>
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
      <p className="font-semibold text-white">{label}</p>
      <ul className="mt-3 space-y-1 text-sm">
        {links.map((l) => (
          <li key={l.href}>
            <a className="inline-block py-1.5 hover:underline" href={l.href}>
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
