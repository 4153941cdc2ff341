import { ArticleJsonLd, BreadcrumbJsonLd, FAQJsonLd, JsonLdScript } from "next-seo";
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

/**
 * Article structured data of a blog post (spec 2.1 "structured data"; spec 2.3). The broker's
 * posts carry no dates (broker-api.md `Blog`), so none are claimed.
 *
 * @param path the post's path on the site, e.g. `/blog/{id}`
 * @param image absolute URL of the post's main image; the site's default card without an asset host
 */
export function ArticleData({ headline, description, path, image }: { headline: string; description: string; path: string; image: string | null }) {
  const url = absoluteUrl(path);
  const organization = { name: site.name, url: absoluteUrl("/"), logo: absoluteUrl("/icon.svg") };
  return (
    <ArticleJsonLd
      headline={headline}
      description={description}
      url={url}
      mainEntityOfPage={url}
      image={image ?? absoluteUrl("/og/default.png")}
      author={organization}
      publisher={organization}
    />
  );
}
