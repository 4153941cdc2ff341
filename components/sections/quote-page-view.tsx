import type { ReactNode } from "react";
import { PageFormMessages } from "@/components/forms/page-form-messages";
import { BlogTeaser } from "@/components/knowledge/blog-teaser";
import { ConsultationSection } from "@/components/lead/consultation-section";
import type { BlogCategory } from "@/content/knowledge-centre";
import type { ContentPage } from "@/content/types";
import { ContentPageView } from "./content-page-view";

/**
 * A product page whose hero holds a quote form (/health-insurance, /motor-insurance, spec 2.2):
 * the form in the hero, the free-consultation lead form further down for visitors who would
 * rather talk to an adviser, and the blog teaser of the product's category. The quote form's
 * schema and action messages show in the page's language (`PageFormMessages`: the layout's
 * message pairs, none for English).
 *
 * @param quoteForm the quote form (a client island)
 * @param blogCategory the blog category whose newest posts the teaser shows
 */
export function QuotePageView({
  page,
  quoteForm,
  blogCategory,
}: {
  page: ContentPage;
  quoteForm: ReactNode;
  blogCategory: BlogCategory;
}) {
  return (
    <ContentPageView
      page={page}
      heroPanel={<PageFormMessages>{quoteForm}</PageFormMessages>}
      beforeFaqs={
        <>
          <ConsultationSection settings={page.leadForm} />
          <BlogTeaser categoryKey={blogCategory} />
        </>
      }
    />
  );
}
