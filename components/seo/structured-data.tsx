import { BreadcrumbJsonLd, FAQJsonLd, JsonLdScript } from "next-seo";
import { addressLine, site } from "@/content/site";
import type { Faq } from "@/content/types";
import { absoluteUrl } from "@/lib/seo/site-url";

/** The broker as an organisation (schema.org InsuranceAgency), on `/`. */
export function OrganizationData() {
  return (
    <JsonLdScript
      scriptKey="organization"
      data={{
        "@context": "https://schema.org",
        "@type": "InsuranceAgency",
        "@id": absoluteUrl("/#organization"),
        name: site.name,
        legalName: site.legalName,
        url: absoluteUrl("/"),
        logo: absoluteUrl("/icon.svg"),
        foundingDate: String(site.foundedYear),
        email: site.email,
        telephone: site.phone.tel,
        address: {
          "@type": "PostalAddress",
          streetAddress: `${site.address.street}, ${site.address.locality}`,
          addressLocality: site.address.city,
          addressRegion: site.address.region,
          postalCode: site.address.postalCode,
          addressCountry: site.address.country,
        },
        description: `IRDAI-licensed ${site.registration.type.toLowerCase()} (${site.registration.category}), registration code ${site.registration.code}. ${addressLine}.`,
        areaServed: "IN",
        sameAs: site.socials.map((s) => s.url),
      }}
    />
  );
}

/** FAQPage structured data for a page's FAQs. */
export function FaqData({ faqs }: { faqs: Faq[] }) {
  if (faqs.length === 0) return null;
  return <FAQJsonLd questions={faqs.map((f) => ({ question: f.title, answer: f.data.join(" ") }))} />;
}

/** BreadcrumbList for an inner page: Home > … > this page. */
export function BreadcrumbData({ trail }: { trail: { name: string; path: string }[] }) {
  return <BreadcrumbJsonLd items={[{ name: "Home", item: absoluteUrl("/") }, ...trail.map((t) => ({ name: t.name, item: absoluteUrl(t.path) }))]} />;
}
