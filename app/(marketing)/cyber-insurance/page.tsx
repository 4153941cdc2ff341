import { ContentPageView } from "@/components/sections/content-page-view";
import { cyberPage as page } from "@/content/pages/cyber";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({ path: page.path, ...page.meta, ownImage: true });

export default function Page() {
  return <ContentPageView page={page} />;
}
