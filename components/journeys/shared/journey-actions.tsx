import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

/**
 * The way on from a journey screen that ends there: one main link, and Contact us beside it.
 * Both stay in the page's language (`/hi/…` on Hindi pages).
 *
 * @param href an unprefixed site path
 */
export function JourneyActions({ href, label }: { href: string; label: string }) {
  const t = useTranslations("Journey");
  return (
    <p className="mt-8 flex flex-wrap gap-3">
      <Link href={href} className="btn-primary">
        {label}
      </Link>
      <Link href="/contact" className="btn-secondary">
        {t("contactUs")}
      </Link>
    </p>
  );
}
