import { MotorQuoteForm } from "@/components/journeys/motor/quote-form";
import { QuotePageView } from "@/components/sections/quote-page-view";
import { motorPage as page } from "@/content/pages/motor";
import { pageMetadata } from "@/lib/seo/metadata";

// The blog teaser's posts come from the broker: the page stays static and is regenerated at
// most every 5 minutes (ISR); a literal, as Next reads it at build time.
export const revalidate = 300;

export const metadata = pageMetadata({ path: page.path, ...page.meta, ownImage: true });

/**
 * /motor-insurance (spec 2.2): the motor quote form in the hero (a client island), the
 * free-consultation lead form further down and the blog teaser (see {@link QuotePageView}).
 */
export default function Page() {
  return (
    <QuotePageView page={page} quoteForm={<MotorQuoteForm />} blogCategory="Motor Insurance" />
  );
}
