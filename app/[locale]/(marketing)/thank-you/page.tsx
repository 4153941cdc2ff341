import { getTranslations } from "next-intl/server";
import { RedirectCountdown } from "@/components/ui/redirect-countdown";
import { Icon } from "@/components/icon";
import { localePath } from "@/lib/i18n/locale-path";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations("Metadata");
  return pageMetadata({
    path: "/thank-you",
    title: t("thankYouTitle"),
    description: t("thankYouDescription"),
    noindex: true,
    locale,
  });
}

export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations("ThankYou");
  return (
    <section className="container-page max-w-2xl py-16 text-center">
      <Icon name="check-circle" className="mx-auto size-14 text-brand-700" />
      <h1 className="mt-4 text-3xl font-extrabold text-brand-900">{t("heading")}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{t("lead")}</p>
      <RedirectCountdown
        seconds={5}
        to={localePath(locale, "/")}
        label={(await getTranslations("Countdown"))("homePage")}
      />
    </section>
  );
}
