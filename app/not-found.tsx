import type { Metadata } from "next";
import Link from "next/link";
import { categories } from "@/content/categories";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false, follow: true },
};

/** Where the 404 page offers to go: home first (the primary button), four products, contact. */
const waysOn = [
  { href: "/", label: "Home" },
  ...categories.slice(0, 4).map((c) => ({ href: c.url, label: `${c.name} Insurance` })),
  { href: "/contact", label: "Contact us" },
];

/** The 404 page: says what happened and offers the main ways on. */
export default function NotFound() {
  return (
    <section className="container-page max-w-2xl py-16 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-extrabold text-brand-900">We could not find that page</h1>
      <p className="mt-4 text-lg text-muted">
        The link may be old or mistyped. These pages may help:
      </p>
      <ul className="mt-6 flex flex-wrap justify-center gap-2">
        {waysOn.map((way, i) => (
          <li key={way.href}>
            <Link className={i === 0 ? "btn-primary" : "btn-secondary"} href={way.href}>
              {way.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
