import { ContentPageView } from "@/components/sections/content-page-view";
import { contactPage as page } from "@/content/contact";
import { site, whatsappUrl } from "@/content/site";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({ path: page.path, ...page.meta });

export default function Page() {
  return (
    <ContentPageView
      page={page}
      variant="contact"
      afterHero={
        <div className="container-page flex flex-wrap gap-3 pb-4">
          <a href={`tel:${site.phone.tel}`} className="btn-primary">
            Call {site.phone.display}
          </a>
          <a href={`mailto:${site.email}`} className="btn-secondary">
            E-mail us
          </a>
          <a href={whatsappUrl} target="_blank" rel="noopener noreferrer" className="btn-whatsapp">
            WhatsApp Us
          </a>
        </div>
      }
    />
  );
}
