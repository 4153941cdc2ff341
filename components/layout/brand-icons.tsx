import { siFacebook, siInstagram, siWhatsapp, siYoutube } from "simple-icons";

/** Brand marks for the footer's social links (simple-icons paths; LinkedIn is not in that set). */
const paths: Record<string, string> = {
  Facebook: siFacebook.path,
  Instagram: siInstagram.path,
  YouTube: siYoutube.path,
  WhatsApp: siWhatsapp.path,
  // A plain "in" mark drawn for this site.
  LinkedIn:
    "M3 3h18a0 0 0 0 1 0 0v18H3V3zm3.5 7.5V18h2.7v-7.5H6.5zm1.35-4.1a1.55 1.55 0 1 0 0 3.1 1.55 1.55 0 0 0 0-3.1zM11 10.5V18h2.7v-3.9c0-1.1.3-2 1.6-2s1.4 1 1.4 2.1V18h2.7v-4.5c0-2.3-.6-3.2-2.9-3.2-1.3 0-2.2.6-2.6 1.3v-1.1H11z",
};

export function BrandIcon({ name, className = "size-5" }: { name: string; className?: string }) {
  const d = paths[name];
  if (!d) return null;
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="currentColor"
    >
      <path d={d} fillRule="evenodd" />
    </svg>
  );
}
