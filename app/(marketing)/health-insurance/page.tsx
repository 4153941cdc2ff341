import { QuoteWizard } from "@/components/journeys/health/quote-form";
import { QuotePageView } from "@/components/sections/quote-page-view";
import { healthPage as page } from "@/content/pages/health";
import { pageMetadata } from "@/lib/seo/metadata";

// The blog teaser's posts come from the broker: the page stays static and is regenerated at
// most every 5 minutes (ISR); a literal, as Next reads it at build time.
export const revalidate = 300;

export const metadata = pageMetadata({ path: page.path, ...page.meta, ownImage: true });

/**
 * /health-insurance (spec 2.2): the multi-step health quote wizard in the hero (a client island),
 * the free-consultation lead form further down and the blog teaser (see {@link QuotePageView}).
 */
export default function Page() {
  return <QuotePageView page={page} quoteForm={<QuoteWizard />} blogCategory="Health Insurance" />;
}
