import { site, whatsappUrl } from "@/content/site";
import { BrandIcon } from "./brand-icons";

/** Call and WhatsApp buttons with the support hours (content/site.ts), e.g. under /claims' support panel. */
export function ContactActions() {
  return (
    <div className="mt-5 flex flex-wrap items-center gap-3">
      <a href={`tel:${site.phone.tel}`} className="btn-primary whitespace-nowrap">
        Call {site.phone.display}
      </a>
      <a
        href={whatsappUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="btn-whatsapp whitespace-nowrap"
      >
        <BrandIcon name="WhatsApp" className="size-4" />
        WhatsApp us
      </a>
      <p className="text-sm text-muted">{site.supportHours}</p>
    </div>
  );
}
