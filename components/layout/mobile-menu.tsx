"use client";

import * as Collapsible from "@radix-ui/react-collapsible";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";

type MenuLink = { href: string; label: string; icon?: ReactNode };

/**
 * The header menu on small screens (spec 2.1): a button with `aria-expanded` that shows or hides
 * every header entry. Closes on Escape, on a press outside, and after navigating.
 */
export function MobileMenu({
  categories,
  before,
  policies,
  after,
}: {
  categories: MenuLink[];
  before: MenuLink[];
  policies: MenuLink[];
  after: MenuLink[];
}) {
  const [open, setOpen] = useState(false);
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const pathname = usePathname();
  const root = useRef<HTMLDivElement>(null);

  // Close after a client-side navigation: the menu belongs to the page it was opened on.
  if (open && openedOn !== null && openedOn !== pathname) {
    setOpen(false);
    setOpenedOn(null);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  const linkClass = "flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-base text-ink hover:bg-brand-50";
  return (
    <Collapsible.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setOpenedOn(next ? pathname : null);
      }}
      className="lg:hidden"
      ref={root}
    >
      <Collapsible.Trigger className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-slate-300 px-3 text-sm font-medium">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="mr-1 size-5" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
        </svg>
        Menu
      </Collapsible.Trigger>
      <Collapsible.Content className="absolute inset-x-0 top-full z-50 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg">
        <nav aria-label="Main" className="container-page space-y-4 py-4">
          <div>
            <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted">Insurance</p>
            <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
              {categories.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} prefetch={false} className={linkClass}>
                    <span className="text-brand-700">{link.icon}</span>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <ul className="space-y-1 border-t border-slate-200 pt-3">
            {[...before, ...after].map((link) => (
              <li key={link.href}>
                <Link href={link.href} prefetch={false} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="border-t border-slate-200 pt-3">
            <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted">Terms Of Use</p>
            <ul className="space-y-1">
              {policies.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} prefetch={false} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
