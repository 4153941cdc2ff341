import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { localePath } from "@/lib/i18n/locale-path";

/**
 * The way on from a journey screen that ends there: one main link, and Contact us beside it.
 * Both stay in the page's language (`/hi/…` on Hindi pages).
 *
 * @param href an unprefixed site path
 */
export function JourneyActions({ href, label }: { href: string; label: string }) {
  const t = useTranslations("Journey");
  const locale = useLocale() as Locale;
  return (
    <p className="mt-8 flex flex-wrap gap-3">
      <Link href={localePath(locale, href)} className="btn-primary">
        {label}
      </Link>
      <Link href={localePath(locale, "/contact")} className="btn-secondary">
        {t("contactUs")}
      </Link>
    </p>
  );
}
