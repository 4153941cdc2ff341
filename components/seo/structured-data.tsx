import { addressLine, site } from "@/content/site";
import type { Faq } from "@/content/types";
import { absoluteUrl } from "@/lib/seo/site-url";
import { JsonLdScript } from "./json-ld-script";

/*
 * The site's schema.org data. Each builder returns the same objects next-seo 7's components
 * (`JsonLdScript`, `FAQJsonLd`, `BreadcrumbJsonLd`, `ArticleJsonLd`) built before
 * (tests/unit/json-ld.test.ts compares them); rendering goes through our own JsonLdScript,
 * whose serializer escapes `<`, `>`, `&`, U+2028 and U+2029 (next-seo escaped only `</script>`).
 */

type JsonObject = Record<string, unknown>;

/** The broker as an organisation (schema.org InsuranceAgency). */
export function organizationJsonLd(): JsonObject {
  return {
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
  };
}

/** FAQPage data: each FAQ's title is the question, its paragraphs joined by a space the answer. */
export function faqJsonLd(faqs: Faq[]): JsonObject {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.title,
      acceptedAnswer: { "@type": "Answer", text: f.data.join(" ") },
    })),
  };
}

/** BreadcrumbList Home > … > page; `path`s are site paths, made absolute here. */
export function breadcrumbJsonLd(trail: { name: string; path: string }[]): JsonObject {
  const items = [
    { name: "Home", item: absoluteUrl("/") },
    ...trail.map((t) => ({ name: t.name, item: absoluteUrl(t.path) })),
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      ...(item.name && { name: item.name }),
      item: item.item,
    })),
  };
}

/**
 * Article data of a blog post. The broker's posts carry no dates (broker-api.md `Blog`), so none
 * are claimed; the broker is author and publisher.
 *
 * @param path the post's path on the site, e.g. `/blog/{id}`
 * @param image absolute URL of the post's main image; the site's default card when null
 */
export function articleJsonLd({
  headline,
  description,
  path,
  image,
}: {
  headline: string;
  description: string;
  path: string;
  image: string | null;
}): JsonObject {
  const url = absoluteUrl(path);
  const organization = {
    "@type": "Organization",
    name: site.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon.svg"),
  };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline,
    url,
    author: organization,
    image: image ?? absoluteUrl("/og/default.png"),
    publisher: organization,
    ...(description && { description }),
    mainEntityOfPage: url,
  };
}

/** The broker as an organisation, on `/`. */
export function OrganizationData() {
  return <JsonLdScript id="organization" data={organizationJsonLd()} />;
}

/** FAQPage structured data for a page's FAQs (nothing when there are none). */
export function FaqData({ faqs }: { faqs: Faq[] }) {
  if (faqs.length === 0) return null;
  return <JsonLdScript id="faq-jsonld" data={faqJsonLd(faqs)} />;
}

/** BreadcrumbList for an inner page: Home > … > this page. */
export function BreadcrumbData({ trail }: { trail: { name: string; path: string }[] }) {
  return <JsonLdScript id="breadcrumb-jsonld" data={breadcrumbJsonLd(trail)} />;
}

/** Article structured data of a blog post (spec 2.1 "structured data"; spec 2.3). See {@link articleJsonLd}. */
export function ArticleData(props: {
  headline: string;
  description: string;
  path: string;
  image: string | null;
}) {
  return <JsonLdScript id="article-jsonld-Article" data={articleJsonLd(props)} />;
}
