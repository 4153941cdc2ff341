import { MotorQuoteForm } from "@/components/journeys/motor/quote-form";
import { BlogTeaser } from "@/components/knowledge/blog-teaser";
import { ConsultationSection } from "@/components/lead/consultation-section";
import { ContentPageView } from "@/components/sections/content-page-view";
import { motorPage as page } from "@/content/pages/motor";
import { pageMetadata } from "@/lib/seo/metadata";

// The blog teaser's posts come from the broker: the page stays static and is regenerated at
// most every 5 minutes (ISR); a literal, as Next reads it at build time.
export const revalidate = 300;

export const metadata = pageMetadata({ path: page.path, ...page.meta, ownImage: true });

/**
 * /motor-insurance (spec 2.2): the motor quote form in the hero (a client island), the
 * free-consultation lead form further down for visitors who would rather talk to an adviser,
 * and the blog teaser.
 */
export default function Page() {
  return (
    <ContentPageView
      page={page}
      heroPanel={<MotorQuoteForm />}
      beforeFaqs={
        <>
          <ConsultationSection settings={page.leadForm} />
          <BlogTeaser categoryKey="Motor Insurance" />
        </>
      }
    />
  );
}
