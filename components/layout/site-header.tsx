import Link from "next/link";
import { Icon } from "@/components/icon";
import { ConsultationButton } from "@/components/lead/consultation-button";
import { categoryLinks, headerLinksAfter, headerLinksBefore, policyLinks } from "@/content/navigation";
import { site, whatsappUrl } from "@/content/site";
import { DesktopNav } from "./desktop-nav";
import { MobileMenu } from "./mobile-menu";
import { Logo } from "./logo";

/** Global header (spec 2.1). Server-rendered; the menus are small client islands. */
export function SiteHeader() {
  const categories = categoryLinks.map((c) => ({ ...c, icon: <Icon name={c.icon} className="size-5" /> }));
  const menus = { categories, before: headerLinksBefore, policies: policyLinks, after: headerLinksAfter };
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page relative flex h-16 items-center justify-between gap-3">
        <Link href="/" className="flex min-h-11 items-center gap-2 font-bold text-brand-800" aria-label={`${site.name} home`}>
          <Logo />
          <span className="text-lg">{site.name}</span>
        </Link>
        <DesktopNav {...menus} />
        <div className="flex items-center gap-2">
          <a href={whatsappUrl} target="_blank" rel="noopener noreferrer" className="btn-whatsapp hidden sm:inline-flex lg:hidden xl:inline-flex">
            WhatsApp Us
          </a>
          <ConsultationButton className="btn-primary hidden whitespace-nowrap md:inline-flex" />
          <MobileMenu {...menus} />
        </div>
      </div>
    </header>
  );
}
