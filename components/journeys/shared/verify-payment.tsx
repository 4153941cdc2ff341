import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { localePath } from "@/lib/i18n/locale-path";
import { RedirectCountdown } from "@/components/ui/redirect-countdown";

/**
 * Verify-payment (spec 2.4): 'Please Wait While We Verify Payment.', the refund note, then the
 * journey's thank-you page (in the page's language) after 3 seconds. The site itself checks
 * nothing here (the insurer confirms the payment and issues the policy), so the page claims no
 * check in progress.
 *
 * @param then the unprefixed path of the journey's thank-you page
 */
export function VerifyPayment({ then }: { then: string }) {
  const t = useTranslations("Payment");
  const journey = useTranslations("Journey");
  const locale = useLocale() as Locale;
  return (
    <section className="container-page max-w-2xl scroll-mt-20 py-12 text-center">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("verifyHeading")}</h1>
      <p className="mt-6 text-lg text-muted">{t("verifyText")}</p>
      <p className="mt-3 text-lg text-muted">{t("refund")}</p>
      <RedirectCountdown seconds={3} to={localePath(locale, then)} label={journey("nextPage")} />
    </section>
  );
}
