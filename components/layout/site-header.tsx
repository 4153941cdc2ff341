import { getLocale, getTranslations } from "next-intl/server";
import { Icon } from "@/components/icon";
import { ConsultationButton } from "@/components/lead/consultation-button";
import { localeTags, type Locale } from "@/i18n/routing";
import { contentFor } from "@/lib/i18n/content";
import { localePath, otherLocale } from "@/lib/i18n/locale-path";
import { DesktopNav } from "./desktop-nav";
import { DisclosureMenus } from "./disclosure-menus";
import { LanguageSwitch } from "./language-switch";
import { MobileMenu } from "./mobile-menu";
import { Logo } from "./logo";

/**
 * Global header (spec 2.1), rendered on the server in the page's language; one small script
 * (`DisclosureMenus`) runs its menus. It fits on one line at every width from 320 px: below
 * 640 px the brand, the language switch (from 360 px; in the menu below that) and the menu
 * button (help sits in the menu and in the phone help bar), from 640 px also WhatsApp and Free
 * consultation (the switch in the menu until 768 px), from 1280 px the full navigation (the
 * switch then only in the footer: the row has no room left for it). Its row is wider than the page container (max-w-7xl) so every entry fits at
 * 1280 px.
 */
export async function SiteHeader() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("Header");
  const tc = await getTranslations("Common");
  const c = contentFor(locale);
  const href = (path: string) => localePath(locale, path);
  const local = <T extends { href: string }>(links: readonly T[]) =>
    links.map((l) => ({ ...l, href: href(l.href) }));
  const categories = local(c.categoryLinks).map((l) => ({
    ...l,
    icon: <Icon name={l.icon} className="size-5" />,
  }));
  const menus = {
    categories,
    before: local(c.headerLinksBefore),
    policies: local(c.policyLinks),
    after: local(c.headerLinksAfter),
    labels: {
      nav: t("mainNav"),
      insurance: t("insuranceMenu"),
      terms: t("termsMenu"),
    },
  };
  const target = otherLocale(locale);
  const languageSwitch = {
    target,
    tag: localeTags[target],
    label: target === "hi" ? tc("switchToHindi") : tc("switchToEnglish"),
  };
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white print:hidden">
      <div className="relative mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <a
          href={href("/")}
          className="flex min-h-11 shrink-0 items-center gap-2 font-bold text-brand-800"
          aria-label={t("homeLink", { siteName: c.site.name })}
        >
          <Logo />
          <span className="text-lg">{c.site.name}</span>
        </a>
        <DesktopNav {...menus} />
        <div className="flex shrink-0 items-center gap-2">
          {/* In the row where it fits (360–639 px and 768–1279 px); in the menu below 360 px and
              at 640–767 px; from 1280 px, where the full navigation takes the row, in the footer. */}
          <LanguageSwitch
            {...languageSwitch}
            className="hidden min-h-11 items-center rounded-md px-2 text-sm font-semibold whitespace-nowrap text-brand-700 underline-offset-2 hover:underline min-[360px]:max-sm:inline-flex md:max-xl:inline-flex"
          />
          <a
            href={c.whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-whatsapp hidden px-4 whitespace-nowrap sm:inline-flex"
          >
            {t("whatsappUs")}
          </a>
          <ConsultationButton
            className="btn-primary hidden px-4 whitespace-nowrap sm:inline-flex"
            label={(await getTranslations("Consultation"))("button")}
          />
          <MobileMenu
            {...menus}
            languageSwitch={
              <LanguageSwitch
                {...languageSwitch}
                className="flex min-h-11 items-center rounded-lg px-3 py-2 text-base font-semibold text-brand-700 underline min-[360px]:max-sm:hidden md:hidden"
              />
            }
            help={{
              menu: t("menu"),
              whatsapp: t("whatsappUs"),
              consultation: (await getTranslations("Consultation"))("button"),
              callLine: t.rich("callUsOn", {
                phone: c.site.phone.display,
                tel: (chunks) => (
                  <a
                    className="font-semibold text-brand-700 underline"
                    href={`tel:${c.site.phone.tel}`}
                  >
                    {chunks}
                  </a>
                ),
              }),
              supportHours: c.site.supportHours,
              whatsappUrl: c.whatsappUrl,
            }}
          />
        </div>
      </div>
      <DisclosureMenus />
    </header>
  );
}
