import { ContentPageView } from "@/components/sections/content-page-view";
import { motorPage as page } from "@/content/pages/motor";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({ path: page.path, ...page.meta });

export default function Page() {
  return <ContentPageView page={page} />;
}
