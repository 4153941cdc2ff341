import { titleMetadata } from "@/lib/journeys/i18n/title-metadata";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import type { Locale } from "@/i18n/routing";
import { formMessagePairs } from "@/lib/i18n/form-message-pairs";
import { localePath } from "@/lib/i18n/locale-path";
import { localizeMessage } from "@/lib/i18n/localize-message";
import { RedirectCountdown } from "@/components/ui/redirect-countdown";
import { JourneyShell } from "@/components/journeys/shared/journey-shell";
import { kycVerify } from "@/lib/api/kyc";
import {
  KYC_COUNTDOWN_S,
  KYC_REDIRECT_MS,
  hasKycParams,
  kycVerifyOutcome,
} from "@/lib/journeys/shared/kyc";
import { isInsuranceType } from "@/lib/journeys/registry";
import { imagePolicy } from "@/lib/journeys/shared/server-policy";

export const dynamic = "force-dynamic";
export const generateMetadata = titleMetadata("kycVerification");

type Params = { insuranceType: string; requestKey: string; companyName: string };

/**
 * KYC verify (spec 4 "KYC verify result"): the answer's image, message and salutation; when
 * verified, a 3-second countdown and the final quote after 3.5 s; otherwise the failure text.
 */
export default async function Page({ params }: { params: Promise<Params> }) {
  const p = await params;
  const locale = (await getLocale()) as Locale;
  const title = (await getTranslations("Titles"))("kycVerification");
  const t = await getTranslations("Kyc");
  const journey = await getTranslations("Journey");
  if (!hasKycParams(p)) return <JourneyShell title={title} />;
  const answer = isInsuranceType(p.insuranceType)
    ? await kycVerify({
        insuranceType: p.insuranceType,
        requestKey: p.requestKey,
        companyName: p.companyName,
      })
    : { status: 400, data: {} };
  const view = kycVerifyOutcome(p, { status: answer.status, data: answer.data }, imagePolicy());
  if (view.kind === "none") return <JourneyShell title={title} />;
  const verified = view.kind === "verified";

  return (
    <section className="container-page max-w-2xl scroll-mt-20 py-12 text-center">
      {view.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- image chosen by the insurer's answer
        <img
          src={view.image}
          alt=""
          width={160}
          height={160}
          className="mx-auto mb-6 size-40 object-contain"
        />
      ) : null}
      {view.salutation ? (
        <p className="text-lg font-normal text-brand-800">{view.salutation}</p>
      ) : null}
      <h1 className="mt-2 text-2xl font-bold text-brand-900 sm:text-3xl">
        {verified ? t("successTitle") : t("failureTitle")}
      </h1>
      <p className="mt-3 text-lg text-muted">{verified ? t("successText") : t("failureText")}</p>
      {view.message ? <p className="mt-3 text-muted">{view.message}</p> : null}
      {view.kind === "failed" && view.error ? (
        <p role="alert" className="mx-auto mt-4 max-w-md rounded-lg bg-red-50 p-3 text-red-900">
          {localizeMessage(view.error, await formMessagePairs(locale))}
        </p>
      ) : null}
      {view.kind === "verified" ? (
        <RedirectCountdown
          seconds={KYC_COUNTDOWN_S}
          redirectAfterMs={KYC_REDIRECT_MS}
          to={localePath(locale, view.then)}
          label={t("countdownLabel")}
        />
      ) : (
        <p className="mt-6 flex flex-wrap justify-center gap-3">
          <Link href={localePath(locale, "/")} className="btn-primary">
            {journey("home")}
          </Link>
          <Link href={localePath(locale, "/contact")} className="btn-secondary">
            {journey("contactUs")}
          </Link>
        </p>
      )}
    </section>
  );
}
