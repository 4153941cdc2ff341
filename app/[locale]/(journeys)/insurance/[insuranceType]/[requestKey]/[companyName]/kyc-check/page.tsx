import { titleMetadata } from "@/lib/journeys/i18n/title-metadata";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { formMessagePairs } from "@/lib/i18n/form-message-pairs";
import { localizeMessage } from "@/lib/i18n/localize-message";
import { localePath } from "@/lib/i18n/locale-path";
import { siteRedirect } from "@/lib/i18n/site-redirect";
import { RedirectCountdown } from "@/components/ui/redirect-countdown";
import { Alert } from "@/components/forms/fields";
import { JourneyShell } from "@/components/journeys/shared/journey-shell";
import { CompleteKyc } from "@/components/journeys/shared/kyc-actions";
import { kycCheck } from "@/lib/api/kyc";
import { kycCheckKey } from "@/lib/journeys/shared/idempotency";
import { currentKycAttempt } from "@/lib/journeys/shared/kyc-attempt";
import { hasKycParams, kycCheckOutcome } from "@/lib/journeys/shared/kyc";
import { isInsuranceType } from "@/lib/journeys/registry";
import { redirectPolicy } from "@/lib/journeys/shared/server-policy";
import { rateLimitMessage } from "@/lib/rate-limit/guard";

export const dynamic = "force-dynamic";
export const generateMetadata = titleMetadata("checkingKyc");

type Params = { insuranceType: string; requestKey: string; companyName: string };

/**
 * KYC check (spec 4 "KYC check", "KYC-check page actions"): asks the broker on every visit and
 * does what kycCheckOutcome decides: a redirect (site page or allowlisted insurer page), the
 * Complete KYC button (future-genrali form post, digit motor popup), or 'KYC check failed' and
 * then /health/thank-you. A missing parameter does nothing. The check's Idempotency-Key is
 * derived from the route, its query and the journey's KYC attempt (`kycCheckKey`): a reload
 * replays the first answer, a return from the insurer's KYC page asks again (issue 24 item 14).
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<Params>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const p = await params;
  const locale = (await getLocale()) as Locale;
  const title = (await getTranslations("Titles"))("checkingKyc");
  const t = await getTranslations("Kyc");
  if (!hasKycParams(p)) return <JourneyShell title={title} />;
  const limited = await rateLimitMessage("kyc");
  if (limited)
    return (
      <JourneyShell title={title}>
        <Alert>{localizeMessage(limited, await formMessagePairs(locale))}</Alert>
      </JourneyShell>
    );
  const idempotencyKey = kycCheckKey(
    p.insuranceType,
    p.requestKey,
    p.companyName,
    await searchParams,
    await currentKycAttempt(),
  );
  const answer = isInsuranceType(p.insuranceType)
    ? await kycCheck(
        {
          insuranceType: p.insuranceType,
          requestKey: p.requestKey,
          companyName: p.companyName,
        },
        { idempotencyKey },
      )
    : { status: 400, data: {} };
  const next = kycCheckOutcome(p, { status: answer.status, data: answer.data }, redirectPolicy());

  if (next.kind === "go") return siteRedirect(next.to);
  if (next.kind === "leave") redirect(next.url);

  return (
    <JourneyShell title={title}>
      {next.kind === "post" || next.kind === "popup" ? (
        <>
          <p className="mb-6 text-lg text-muted">{t("intro")}</p>
          <CompleteKyc
            next={next.kind === "popup" ? { ...next, then: localePath(locale, next.then) } : next}
          />
        </>
      ) : next.kind === "notice" ? (
        <>
          <Alert>{localizeMessage(next.message, await formMessagePairs(locale))}</Alert>
          <RedirectCountdown
            seconds={3}
            to={localePath(locale, next.then)}
            label={(await getTranslations("Journey"))("nextPage")}
          />
        </>
      ) : null}
    </JourneyShell>
  );
}
