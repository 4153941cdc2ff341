import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { localePath } from "@/lib/i18n/locale-path";
import { titleMetadata } from "@/lib/journeys/i18n/title-metadata";
import { RedirectCountdown } from "@/components/ui/redirect-countdown";

export const generateMetadata = titleMetadata("thankYou");

/**
 * /motor/thank-you (spec 2.4; broker-api.md "Journey order and continuation"): only where the
 * motor journey cannot go on online (a quote answered without a `requestKey`, a step the broker
 * refused). It says so plainly, without apologising for "technical issues", that an adviser will
 * finish it by phone, and counts 5 seconds down to the home page (spec) with "Stay here".
 */
export default async function Page() {
  const t = await getTranslations("MotorJourney");
  const journey = await getTranslations("Journey");
  const locale = (await getLocale()) as Locale;
  return (
    <section className="container-page max-w-2xl scroll-mt-20 py-16 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{t("thankYouHeading")}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{t("thankYouText")}</p>
      <RedirectCountdown seconds={5} to={localePath(locale, "/")} label={journey("homePage")} />
    </section>
  );
}
