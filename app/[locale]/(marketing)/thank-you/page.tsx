import { getTranslations } from "next-intl/server";
import { ContactActions } from "@/components/layout/contact-actions";
import { RedirectCountdown } from "@/components/ui/redirect-countdown";
import { Icon } from "@/components/icon";
import { localePath } from "@/lib/i18n/locale-path";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { callBackWhen } from "@/lib/leads/call-back-text";
import { isLeadReference } from "@/lib/leads/lead-reference";
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

/**
 * The enquiry thank-you page (spec 2.2 /thank-you; issue 23 item 8), where every lead form goes
 * once the lead is with the broker or in the outbox: the lead's reference (`?ref=`, an opaque id
 * from `lib/leads/lead-reference.ts`; anything else in the query is ignored), when to expect the
 * call (the next slot of the office hours, `callBackWhen`), call and WhatsApp buttons, and the
 * 5-second countdown home with "Stay here".
 *
 * It renders per request (it reads the query, and "within the hour" depends on the time): no
 * client code beyond the countdown's, the same as when it was static.
 */
export default async function Page({
  params,
  searchParams,
}: LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const locale = await pageLocale(params);
  const { ref } = await searchParams;
  const reference = isLeadReference(ref) ? ref : undefined;
  const t = await getTranslations("ThankYou");
  const when = callBackWhen(new Date(), locale);
  return (
    <section className="container-page max-w-2xl py-16 text-center">
      <Icon name="check-circle" className="mx-auto size-14 text-brand-700" />
      <h1 className="mt-4 text-3xl font-bold text-brand-900">{t("heading")}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{t("lead")}</p>
      {reference ? (
        <p className="mt-6 text-lg text-ink">
          {t.rich("reference", {
            reference,
            b: (chunks) => <strong>{chunks}</strong>,
          })}{" "}
          <span className="block text-sm text-muted">{t("referenceHint")}</span>
        </p>
      ) : null}
      <p className="mt-4 text-lg font-bold text-ink" data-testid="call-back">
        {when.kind === "now"
          ? t("callNow")
          : when.kind === "tomorrow"
            ? t("callTomorrow", { time: when.time })
            : t("callOn", { day: when.day, time: when.time })}
      </p>
      <div className="mt-6 flex flex-col items-center">
        <p className="text-muted">{t("sooner")}</p>
        <div className="flex justify-center">
          <ContactActions />
        </div>
      </div>
      <RedirectCountdown
        seconds={5}
        to={localePath(locale, "/")}
        label={(await getTranslations("Countdown"))("homePage")}
      />
    </section>
  );
}
