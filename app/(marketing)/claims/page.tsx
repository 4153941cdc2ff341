import { ContactActions } from "@/components/layout/contact-actions";
import { ContentPageView } from "@/components/sections/content-page-view";
import { claimsPage as page } from "@/content/pages/claims";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({ path: page.path, ...page.meta });

export default function Page() {
  return (
    <ContentPageView page={page} variant="claims" sectionExtras={{ support: <ContactActions /> }} />
  );
}
