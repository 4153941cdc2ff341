import type { ReactNode } from "react";
import { Chevron, DisclosureButton, DisclosurePanel } from "./disclosure";

type MenuLink = { href: string; label: string; icon?: ReactNode };

export type DesktopNavProps = {
  categories: MenuLink[];
  before: MenuLink[];
  policies: MenuLink[];
  after: MenuLink[];
  /** The navigation's name and its two menus' labels, in the page's language. */
  labels: { nav: string; insurance: string; terms: string };
};

/**
 * Desktop header navigation (spec 2.1), rendered on the server: the Insurance and Terms Of Use
 * dropdowns open on press and close on Escape and on a press or touch outside them
 * (`DisclosureMenus`). Shown from 1280 px, where every entry fits on one line beside the
 * WhatsApp and consultation buttons; narrower screens use the menu button.
 */
export function DesktopNav({ categories, before, policies, after, labels }: DesktopNavProps) {
  return (
    <nav aria-label={labels.nav} className="relative hidden xl:block">
      <ul className="flex items-center">
        <Dropdown id="menu-insurance" label={labels.insurance} links={categories} wide />
        {before.map((link) => (
          <Item key={link.href} {...link} />
        ))}
        <Dropdown id="menu-policies" label={labels.terms} links={policies} />
        {after.map((link) => (
          <Item key={link.href} {...link} />
        ))}
      </ul>
    </nav>
  );
}

const triggerClass =
  "group inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-ink hover:bg-brand-50 aria-expanded:bg-brand-50";

function Item({ href, label }: MenuLink) {
  return (
    <li>
      <a href={href} className={triggerClass}>
        {label}
      </a>
    </li>
  );
}

function Dropdown({
  id,
  label,
  links,
  wide,
}: {
  id: string;
  label: string;
  links: MenuLink[];
  wide?: boolean;
}) {
  return (
    <li className="relative">
      <DisclosureButton controls={id} className={triggerClass}>
        {label}
        <Chevron />
      </DisclosureButton>
      <DisclosurePanel
        id={id}
        className={`absolute top-full left-0 z-50 mt-2 rounded-xl border border-slate-200 bg-white p-2 shadow-lg ${wide ? "w-[32rem]" : "w-64"}`}
      >
        <ul className={wide ? "grid grid-cols-2 gap-1" : ""}>
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm text-ink hover:bg-brand-50 focus:bg-brand-50"
              >
                {link.icon ? <span className="text-brand-700">{link.icon}</span> : null}
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </DisclosurePanel>
    </li>
  );
}
