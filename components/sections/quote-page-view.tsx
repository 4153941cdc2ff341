import type { ReactNode } from "react";
import type { Locale } from "@/i18n/routing";
import { FormMessagesProvider } from "@/components/forms/form-messages";
import { formMessagePairs } from "@/lib/i18n/form-message-pairs";
import { BlogTeaser } from "@/components/knowledge/blog-teaser";
import { ConsultationSection } from "@/components/lead/consultation-section";
import type { BlogCategory } from "@/content/knowledge-centre";
import type { ContentPage } from "@/content/types";
import { ContentPageView } from "./content-page-view";

/**
 * A product page whose hero holds a quote form (/health-insurance, /motor-insurance, spec 2.2):
 * the form in the hero, the free-consultation lead form further down for visitors who would
 * rather talk to an adviser, and the blog teaser of the product's category. The quote form's
 * schema and action messages show in the page's language (a `FormMessagesProvider` with the
 * catalogue pairs of `locale`; none for English).
 *
 * @param quoteForm the quote form (a client island)
 * @param blogCategory the blog category whose newest posts the teaser shows
 */
export async function QuotePageView({
  locale,
  page,
  quoteForm,
  blogCategory,
}: {
  locale: Locale;
  page: ContentPage;
  quoteForm: ReactNode;
  blogCategory: BlogCategory;
}) {
  return (
    <ContentPageView
      page={page}
      heroPanel={
        <FormMessagesProvider pairs={await formMessagePairs(locale)}>
          {quoteForm}
        </FormMessagesProvider>
      }
      beforeFaqs={
        <>
          <ConsultationSection settings={page.leadForm} />
          <BlogTeaser categoryKey={blogCategory} />
        </>
      }
    />
  );
}
