import type { ReactNode } from "react";
import { ConsultationButton } from "@/components/lead/consultation-button";
import type { DesktopNavProps } from "./desktop-nav";
import { DisclosureButton, DisclosurePanel } from "./disclosure";

type MenuLink = { href: string; label: string; icon?: ReactNode };

const linkClass =
  "flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-base text-ink hover:bg-brand-50";

/**
 * The header menu below 1280 px (spec 2.1), rendered on the server: a button with
 * `aria-expanded` that shows or hides every header entry, plus the ways to get help (free
 * consultation, WhatsApp, call). Closes on Escape, on a press outside and after navigating
 * (`DisclosureMenus`).
 */
export function MobileMenu({
  categories,
  before,
  policies,
  after,
  labels,
  help,
  languageSwitch,
}: DesktopNavProps & {
  /** The language switch, shown in the menu only where the header row has no room for it. */
  languageSwitch: ReactNode;
  /** The menu's own words and contact details, in the page's language. */
  help: {
    menu: string;
    whatsapp: string;
    consultation: string;
    /** "Call us on {phone}" with the number as a tel: link. */
    callLine: ReactNode;
    supportHours: string;
    whatsappUrl: string;
  };
}) {
  return (
    <div className="xl:hidden">
      <DisclosureButton
        controls="menu-mobile"
        className="group inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-slate-300 px-3 text-sm font-medium whitespace-nowrap"
      >
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
        {help.menu}
      </DisclosureButton>
      {/* Dims the page while the menu is open; a press on it (outside the menu) closes the menu. */}
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-full z-40 hidden h-dvh bg-slate-900/40 [[aria-expanded=true]+&]:block"
      />
      <DisclosurePanel
        id="menu-mobile"
        className="absolute inset-x-0 top-full z-50 max-h-[calc(100dvh-8rem)] overflow-y-auto overscroll-contain border-b border-slate-200 bg-white shadow-lg"
      >
        <div className="container-page grid grid-cols-1 gap-2 pt-4 min-[400px]:grid-cols-2 sm:hidden">
          <ConsultationButton
            className="btn-primary w-full whitespace-nowrap"
            label={help.consultation}
          />
          <a
            href={help.whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-whatsapp w-full whitespace-nowrap"
          >
            {help.whatsapp}
          </a>
        </div>
        <nav aria-label={labels.nav} className="container-page space-y-4 py-4">
          {languageSwitch}
          <div>
            <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
              {labels.insurance}
            </p>
            <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
              {categories.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={linkClass}>
                    <span className="text-brand-700">{link.icon}</span>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <TextLinks
            links={[...before, ...after]}
            className="space-y-1 border-t border-slate-200 pt-3"
          />
          <div className="border-t border-slate-200 pt-3">
            <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
              {labels.terms}
            </p>
            <TextLinks links={policies} className="space-y-1" />
          </div>
          <p className="border-t border-slate-200 px-3 pt-3 text-sm text-muted">
            {help.callLine} ({help.supportHours})
          </p>
        </nav>
      </DisclosurePanel>
    </div>
  );
}

/** A list of plain menu links (no icon). */
function TextLinks({ links, className }: { links: readonly MenuLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={linkClass}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
