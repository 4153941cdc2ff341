import { NewTabLink } from "@/components/ui/new-tab-link";
import { BrandIcon } from "./brand-icons";

/**
 * "Share on WhatsApp": a wa.me link with the title and the page's public URL as the message
 * (no number, so the visitor picks the chat). Plain link, no script.
 */
export function ShareOnWhatsApp({
  title,
  url,
  className = "",
}: {
  title: string;
  url: string;
  className?: string;
}) {
  const href = `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
  return (
    <NewTabLink href={href} className={`btn-whatsapp ${className}`}>
      <BrandIcon name="WhatsApp" className="size-4" />
      Share on WhatsApp
    </NewTabLink>
  );
}
