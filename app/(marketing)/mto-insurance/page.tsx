import { BlogTeaser } from "@/components/knowledge/blog-teaser";
import { ContentPageView } from "@/components/sections/content-page-view";
import { mtoPage as page } from "@/content/pages/mto";
import { pageMetadata } from "@/lib/seo/metadata";

// The blog teaser's posts come from the broker: the page stays static and is regenerated at
// most every 5 minutes (ISR); a literal, as Next reads it at build time.
export const revalidate = 300;

export const metadata = pageMetadata({ path: page.path, ...page.meta, ownImage: true });

export default function Page() {
  return (
    <ContentPageView page={page} beforeFaqs={<BlogTeaser categoryKey="Multi Modal Insurance" />} />
  );
}
