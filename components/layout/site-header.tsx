import { getLocale, getTranslations } from "next-intl/server";
import { Icon } from "@/components/icon";
import { ConsultationButton } from "@/components/lead/consultation-button";
import type { Locale } from "@/i18n/routing";
import { contentFor } from "@/lib/i18n/content";
import { localePath } from "@/lib/i18n/locale-path";
import { DisclosureButton, DisclosurePanel } from "./disclosure";
import { DisclosureKeeper, DisclosureMenus } from "./disclosure-menus";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { SiteNav } from "./site-nav";

/**
 * Global header (spec 2.1), rendered on the server in the page's language; one small script
 * (`DisclosureMenus`) runs its menus. It fits on one line at every width from 320 px: below
 * 640 px the brand, the language switch (from 360 px; in the menu below that) and the menu
 * button (help sits in the menu and in the phone help bar), from 640 px also WhatsApp and Free
 * consultation (the switch in the menu until 768 px), from 1280 px the full navigation instead
 * of the menu button (the switch then only in the footer: the row has no room left for it). Its
 * row is wider than the page container (max-w-7xl) so every entry fits at 1280 px.
 *
 * The navigation is rendered once: it is the Menu button's panel below 1280 px and part of the
 * row from 1280 px (`header-actions` and `menu-panel` in app/globals.css), so its links reach
 * the HTML and the RSC payload once (issue 11).
 */
export async function SiteHeader() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("Header");
  const consultation = (await getTranslations("Consultation"))("button");
  const c = contentFor(locale);
  const local = <T extends { href: string }>(links: readonly T[]) =>
    links.map((l) => ({ ...l, href: localePath(locale, l.href) }));
  const whatsapp = (className: string) => (
    <a href={c.whatsappUrl} target="_blank" rel="noopener noreferrer" className={className}>
      {t("whatsappUs")}
    </a>
  );
  return (
    <header className="site-header">
      <div className="header-row">
        <a
          href={localePath(locale, "/")}
          className="brand-link"
          aria-label={t("homeLink", { siteName: c.site.name })}
        >
          <Logo />
          <span className="text-lg">{c.site.name}</span>
        </a>
        <div className="header-actions">
          <LanguageSwitch className="lang-row" />
          <DisclosureKeeper controls="menu-mobile">
            <DisclosureButton controls="menu-mobile" className="group menu-button" keepEarlyPress>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="mr-1 size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path className="group-aria-expanded:hidden" d="M4 6h16M4 12h16M4 18h16" />
                <path className="hidden group-aria-expanded:inline" d="M6 6l12 12M18 6 6 18" />
              </svg>
              {t("menu")}
            </DisclosureButton>
          </DisclosureKeeper>
          <div aria-hidden="true" className="menu-dim" />
          <DisclosurePanel id="menu-mobile" className="menu-panel">
            <div className="menu-actions">
              <ConsultationButton className="btn-primary" label={consultation} />
              {whatsapp("btn-whatsapp")}
            </div>
            <SiteNav
              categories={local(c.categoryLinks).map((l) => ({
                ...l,
                icon: <Icon name={l.icon} className="size-5 text-brand-700" />,
              }))}
              before={local(c.headerLinksBefore)}
              policies={local(c.policyLinks)}
              after={local(c.headerLinksAfter)}
              labels={{ nav: t("mainNav"), insurance: t("insuranceMenu"), terms: t("termsMenu") }}
              top={<LanguageSwitch className="lang-menu" />}
              bottom={
                <p className="menu-call">
                  {t.rich("callUsOn", {
                    phone: c.site.phone.display,
                    tel: (chunks) => (
                      <a
                        className="font-bold text-brand-700 underline"
                        href={`tel:${c.site.phone.tel}`}
                      >
                        {chunks}
                      </a>
                    ),
                  })}
                  {` (${c.site.supportHours})`}
                </p>
              }
            />
          </DisclosurePanel>
          {whatsapp("header-whatsapp")}
          <ConsultationButton className="header-consult" label={consultation} />
        </div>
      </div>
      <DisclosureMenus />
    </header>
  );
}
