import { MotorQuoteForm } from "@/components/journeys/motor/quote-form";
import { QuotePageView } from "@/components/sections/quote-page-view";
import { contentFor } from "@/lib/i18n/content";
import { motorQuoteLabels } from "@/lib/i18n/quote-labels";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";

// The blog teaser's posts come from the broker: the page stays static and is regenerated at
// most every 5 minutes (ISR); a literal, as Next reads it at build time.
export const revalidate = 300;

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const page = contentFor(locale).motorPage;
  return pageMetadata({ path: page.path, ...page.meta, ownImage: true, locale });
}

/**
 * /motor-insurance (spec 2.2), in English and Hindi (its words built here, on the server): the motor quote form in the hero (a client island), the
 * free-consultation lead form further down and the blog teaser (see {@link QuotePageView}).
 */
export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const { motorPage: page } = contentFor(locale);
  return (
    <QuotePageView
      page={page}
      quoteForm={<MotorQuoteForm labels={await motorQuoteLabels(locale)} />}
      blogCategory="Motor Insurance"
    />
  );
}
