import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/icon";
import { ConsultationButton } from "@/components/lead/consultation-button";
import { OrganizationData } from "@/components/seo/structured-data";
import { CardGrid, StepGrid } from "@/components/sections/card-grid";
import { PageHero } from "@/components/sections/page-hero";
import { PageSection } from "@/components/sections/page-section";
import { PartnerLogos } from "@/components/sections/partner-logos";
import { FaqSection } from "@/components/sections/section-renderer";
import { TestimonialsCarousel } from "@/components/sections/testimonials-carousel";
import { contentFor } from "@/lib/i18n/content";
import { localePath } from "@/lib/i18n/locale-path";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return pageMetadata({ path: "/", ...contentFor(locale).homePage.meta, locale });
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const { homePage: home, categories, generalFaqs, whatsappUrl, testimonials } = contentFor(locale);
  const t = await getTranslations("Home");
  const tc = await getTranslations("Header");
  return (
    <>
      <PageHero
        hero={home.hero}
        panel={
          <div className="self-center rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200">
            <h2 className="text-xl font-bold">{home.advisor.heading}</h2>
            <p className="mt-2 text-muted">{home.advisor.text}</p>
            <ul className="mt-4 space-y-2">
              {home.advisor.points.map((p) => (
                <li key={p} className="flex gap-2">
                  <Icon name="check-circle" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {p}
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-wrap gap-3">
              <ConsultationButton label={home.advisor.cta} />
              <a
                href={whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="btn-whatsapp"
              >
                {t("whatsappUs")}
              </a>
            </div>
          </div>
        }
      />

      <section aria-labelledby="stats-heading" className="border-y border-slate-200 bg-white">
        <h2 id="stats-heading" className="sr-only">
          {t("stats")}
        </h2>
        <dl className="container-page grid grid-cols-2 gap-4 py-6 text-center md:grid-cols-4">
          {Object.entries(home.stats).map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="order-first text-2xl font-bold text-brand-800">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <PageSection id="categories" heading={home.tilesHeading} belowFold>
        <p className="mt-2 max-w-2xl text-muted">{home.tilesIntro}</p>
        {/* The tile styles sit once on the list, not on each of the 8 tiles (RSC payload, HTML). */}
        <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4 [&_a]:flex [&_a]:h-full [&_a]:flex-col [&_a]:gap-2 [&_a]:rounded-xl [&_a]:bg-white [&_a]:p-4 [&_a]:shadow-sm [&_a]:ring-1 [&_a]:ring-slate-200 [&_a]:transition [&_a:hover]:ring-brand-600 [&_a>span:first-child]:inline-flex [&_a>span:first-child]:size-11 [&_a>span:first-child]:items-center [&_a>span:first-child]:justify-center [&_a>span:first-child]:rounded-lg [&_a>span:first-child]:bg-brand-100 [&_a>span:first-child]:text-brand-700 [&_a>span:nth-child(2)]:font-bold [&_a>span:nth-child(2)]:text-ink [&_a>span:nth-child(3)]:text-sm [&_a>span:nth-child(3)]:text-muted">
          {categories.map((c) => (
            <li key={c.id}>
              <a href={localePath(locale, c.url)}>
                <span>
                  <Icon name={c.icon} />
                </span>
                <span>{tc("categoryLabel", { name: c.name })}</span>
                <span>{c.blurb}</span>
              </a>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="how-it-works"
        headingId="how-heading"
        heading={home.howItWorks.heading}
        tinted
        belowFold
      >
        <StepGrid items={home.howItWorks.items} />
      </PageSection>

      <PageSection id="posp" heading={home.posp.heading}>
        <p className="mt-2 max-w-3xl text-muted">{home.posp.text}</p>
        <CardGrid items={home.posp.benefits} wide />
        <a
          href={localePath(locale, "/posp")}
          className="mt-6 btn-primary"
          aria-label={t("pospCta", { cta: home.posp.cta })}
        >
          {home.posp.cta}
        </a>
      </PageSection>

      <PageSection id="tips" heading={home.tips.heading} tinted belowFold>
        <CardGrid items={home.tips.items} />
      </PageSection>

      <PageSection id="testimonials" heading={home.testimonialsHeading} belowFold>
        <div className="mt-6">
          <TestimonialsCarousel items={testimonials} />
        </div>
      </PageSection>

      <PartnerLogos heading={home.partnersHeading} belowFold />
      <FaqSection faqs={generalFaqs} heading={home.faqsHeading} belowFold />
      {/* After the content: none of its bytes come before the first heading. (It travels twice,
          as HTML and in the RSC payload, like every element a server component renders.) */}
      <OrganizationData />
    </>
  );
}
