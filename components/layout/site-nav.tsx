import type { ReactNode } from "react";
import { Chevron, DisclosureButton, DisclosurePanel } from "./disclosure";

type MenuLink = { href: string; label: string; icon?: ReactNode };

export type SiteNavProps = {
  categories: MenuLink[];
  before: MenuLink[];
  policies: MenuLink[];
  after: MenuLink[];
  /** The navigation's name and its two groups' labels, in the page's language. */
  labels: { nav: string; insurance: string; terms: string };
  /** What opens the list below 1280 px: the language switch where the row has no room for it. */
  top: ReactNode;
  /** What closes it below 1280 px: the "call us" line with the support hours. */
  bottom: ReactNode;
};

/**
 * The header's one navigation (spec 2.1), rendered on the server, for every width: the Insurance
 * group, About Us, Knowledge centre, Claims, the Terms Of Use group, Contact us, Motor Break-In.
 * Below 1280 px it is the list inside the Menu button's panel (each group under its heading, in
 * the same order); from 1280 px it sits in the header row and each group is a dropdown that
 * opens on press and closes on Escape and on a press outside it (`DisclosureMenus`). One markup
 * for both, so the links reach the HTML and the RSC payload once (issue 11); app/globals.css
 * (`nav-*`) lays it out per width.
 */
export function SiteNav({
  categories,
  before,
  policies,
  after,
  labels,
  top,
  bottom,
}: SiteNavProps) {
  return (
    <nav aria-label={labels.nav} className="site-nav">
      {top}
      <ul className="nav-list">
        <Group id="menu-insurance" label={labels.insurance} links={categories} wide />
        {before.map((link, i) => (
          // The first plain link opens its own ruled block in the menu. Keys by position: these
          // lists never reorder, and an index is shorter in the payload than the href.
          <li key={i} {...(i ? {} : { className: "nav-ruled" })}>
            <a href={link.href} className="nav-item">
              {link.label}
            </a>
          </li>
        ))}
        <Group id="menu-policies" label={labels.terms} links={policies} />
        {after.map((link, i) => (
          // After the Terms group's list, the next block opens under its own rule.
          <li key={i} {...(i ? {} : { className: "nav-ruled" })}>
            <a href={link.href} className="nav-item">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      {bottom}
    </nav>
  );
}

/**
 * A group of links: a heading and its list below 1280 px, a dropdown button and panel from
 * 1280 px (the button and heading carry the same label; CSS shows one of them).
 */
function Group({
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
    <li className={wide ? "nav-group" : "nav-ruled nav-group"}>
      <DisclosureButton controls={id} className="group nav-trigger">
        {label}
        <Chevron />
      </DisclosureButton>
      <p className="nav-heading">{label}</p>
      <DisclosurePanel id={id} className={wide ? "nav-drop xl:w-[32rem]" : "nav-drop xl:w-64"}>
        <ul className={wide ? "grid gap-1 sm:grid-cols-2" : "grid gap-1 xl:block"}>
          {links.map((link, i) => (
            <li key={i}>
              <a href={link.href} className="nav-link">
                {link.icon ? (
                  <>
                    {link.icon}
                    {link.label}
                  </>
                ) : (
                  link.label
                )}
              </a>
            </li>
          ))}
        </ul>
      </DisclosurePanel>
    </li>
  );
}
