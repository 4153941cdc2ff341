import Link from "next/link";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { categories } from "@/content/categories";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  path: "/demo",
  title: "Site tour: what you can do here",
  description:
    "A short tour of the SureShield website: compare plans, request a free consultation, read guides and apply to become a POSP agent.",
  noindex: true,
});

// The spec keeps /demo without a stated purpose; it is a plain, unindexed tour of the site.
export default function Page() {
  const stops = [
    {
      href: "/health-insurance",
      text: "Get health insurance quotes for your family in a few steps.",
    },
    {
      href: "/motor-insurance",
      text: "Insure a car or two-wheeler, including a break-in inspection if your policy lapsed.",
    },
    {
      href: "/claims",
      text: "Ask for help with a claim; we guide you while the insurer settles it.",
    },
    { href: "/posp", text: "Apply to become a POSP agent and sell insurance on your own time." },
    { href: "/contact", text: "Reach our Mumbai office by phone, e-mail or WhatsApp." },
  ];
  return (
    <>
      <Breadcrumbs trail={[{ name: "Site tour", path: "/demo" }]} />
      <section className="container-page max-w-3xl py-8">
        <h1 className="text-3xl font-extrabold text-brand-900">Site tour</h1>
        <p className="mt-3 text-lg text-muted">
          Everything you can do on this site, one link each.
        </p>
        <ol className="mt-6 list-decimal space-y-3 pl-6">
          {stops.map((s) => (
            <li key={s.href}>
              <Link className="font-semibold text-brand-700 underline" href={s.href}>
                {s.href}
              </Link>
              : {s.text}
            </li>
          ))}
        </ol>
        <h2 className="mt-10 text-xl font-bold">All insurance categories</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {categories.map((c) => (
            <li key={c.id}>
              <Link className="btn-secondary" href={c.url}>
                {c.name} Insurance
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
