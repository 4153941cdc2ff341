import Link from "next/link";
import { Icon } from "@/components/icon";
import { ConsultationButton } from "@/components/lead/consultation-button";
import {
  categoryLinks,
  headerLinksAfter,
  headerLinksBefore,
  policyLinks,
} from "@/content/navigation";
import { site, whatsappUrl } from "@/content/site";
import { DesktopNav } from "./desktop-nav";
import { DisclosureMenus } from "./disclosure-menus";
import { MobileMenu } from "./mobile-menu";
import { Logo } from "./logo";

/**
 * Global header (spec 2.1), rendered on the server; one small script (`DisclosureMenus`) runs
 * its menus. It fits on one line at every width from 320 px: below 640 px the brand and the menu
 * button (help sits in the menu and in the phone help bar), from 640 px also WhatsApp and Free
 * consultation, from 1280 px the full navigation. Its row is wider than the page container
 * (max-w-7xl) so every entry fits at 1280 px.
 */
export function SiteHeader() {
  const categories = categoryLinks.map((c) => ({
    ...c,
    icon: <Icon name={c.icon} className="size-5" />,
  }));
  const menus = {
    categories,
    before: headerLinksBefore,
    policies: policyLinks,
    after: headerLinksAfter,
  };
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white print:hidden">
      <div className="relative mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link
          href="/"
          className="flex min-h-11 shrink-0 items-center gap-2 font-bold text-brand-800"
          aria-label={`${site.name} home`}
        >
          <Logo />
          <span className="text-lg">{site.name}</span>
        </Link>
        <DesktopNav {...menus} />
        <div className="flex shrink-0 items-center gap-2">
          <a
            href={whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-whatsapp hidden px-4 whitespace-nowrap sm:inline-flex"
          >
            WhatsApp Us
          </a>
          <ConsultationButton className="btn-primary hidden px-4 whitespace-nowrap sm:inline-flex" />
          <MobileMenu {...menus} />
        </div>
      </div>
      <DisclosureMenus />
    </header>
  );
}
