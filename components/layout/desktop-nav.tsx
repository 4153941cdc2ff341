"use client";

import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import Link from "next/link";
import type { ReactNode } from "react";

type MenuLink = { href: string; label: string; icon?: ReactNode };

export type DesktopNavProps = {
  categories: MenuLink[];
  before: MenuLink[];
  policies: MenuLink[];
  after: MenuLink[];
};

/**
 * Desktop header navigation (spec 2.1) on Radix NavigationMenu: the Insurance and Terms Of Use
 * dropdowns open on press, close on Escape and on a press or touch outside them.
 */
export function DesktopNav({ categories, before, policies, after }: DesktopNavProps) {
  return (
    <NavigationMenu.Root aria-label="Main" className="relative hidden lg:block" delayDuration={150}>
      <NavigationMenu.List className="flex items-center gap-1">
        <Dropdown label="Insurance" links={categories} wide />
        {before.map((link) => (
          <Item key={link.href} {...link} />
        ))}
        <Dropdown label="Terms Of Use" links={policies} />
        {after.map((link) => (
          <Item key={link.href} {...link} />
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

// Menus open and close on press only (spec 4: "header dropdowns toggle"): with hover-to-open,
// a mouse user's click would close the menu the hover had just opened.
const pressOnly = {
  onPointerMove: (event: React.PointerEvent) => event.preventDefault(),
  onPointerLeave: (event: React.PointerEvent) => event.preventDefault(),
};

const triggerClass =
  "inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium text-ink hover:bg-brand-50 data-[state=open]:bg-brand-50";

function Item({ href, label }: MenuLink) {
  return (
    <NavigationMenu.Item>
      <NavigationMenu.Link asChild>
        <Link href={href} prefetch={false} className={triggerClass}>
          {label}
        </Link>
      </NavigationMenu.Link>
    </NavigationMenu.Item>
  );
}

function Dropdown({ label, links, wide }: { label: string; links: MenuLink[]; wide?: boolean }) {
  return (
    <NavigationMenu.Item className="relative">
      <NavigationMenu.Trigger className={triggerClass} {...pressOnly}>
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 transition-transform in-data-[state=open]:rotate-180" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </NavigationMenu.Trigger>
      <NavigationMenu.Content
        {...pressOnly}
        className={`absolute left-0 top-full z-50 mt-2 rounded-xl border border-slate-200 bg-white p-2 shadow-lg ${wide ? "grid w-[32rem] grid-cols-2 gap-1" : "w-64"}`}
      >
        {links.map((link) => (
          <NavigationMenu.Link asChild key={link.href}>
            <Link href={link.href} prefetch={false} className="flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm text-ink hover:bg-brand-50 focus:bg-brand-50">
              {link.icon ? <span className="text-brand-700">{link.icon}</span> : null}
              {link.label}
            </Link>
          </NavigationMenu.Link>
        ))}
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}
