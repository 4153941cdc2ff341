import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { localePath } from "@/lib/i18n/locale-path";
import { RedirectCountdown } from "@/components/ui/redirect-countdown";

/**
 * The journey thank-you page (spec 2.4: /health/thank-you, /motor/thank-you): the team has the
 * information and will reach out; technical issues sometimes stop a request being finished
 * online; the home page (of the page's language) after a 5-second countdown.
 */
export function JourneyThankYou() {
  const t = useTranslations("ThankYou");
  const journey = useTranslations("Journey");
  const locale = useLocale() as Locale;
  return (
    <section className="container-page max-w-2xl scroll-mt-20 py-16 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{t("heading")}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{t("journey")}</p>
      <RedirectCountdown seconds={5} to={localePath(locale, "/")} label={journey("homePage")} />
    </section>
  );
}
