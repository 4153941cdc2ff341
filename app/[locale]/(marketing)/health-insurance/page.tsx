import { QuoteWizard } from "@/components/journeys/health/quote-form";
import { QuotePageView } from "@/components/sections/quote-page-view";
import { contentFor } from "@/lib/i18n/content";
import { healthQuoteLabels } from "@/lib/i18n/quote-labels";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";

// The blog teaser's posts come from the broker: the page stays static and is regenerated at
// most every 5 minutes (ISR); a literal, as Next reads it at build time.
export const revalidate = 300;

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const page = contentFor(locale).healthPage;
  return pageMetadata({ path: page.path, ...page.meta, ownImage: true, locale });
}

/**
 * /health-insurance (spec 2.2), in English and Hindi (its words built here, on the server): the multi-step health quote wizard in the hero (a client island),
 * the free-consultation lead form further down and the blog teaser (see {@link QuotePageView}).
 */
export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const { healthPage: page } = contentFor(locale);
  return (
    <QuotePageView
      page={page}
      quoteForm={<QuoteWizard labels={await healthQuoteLabels(locale)} />}
      blogCategory="Health Insurance"
    />
  );
}
