import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { titleMetadata } from "@/lib/journeys/i18n/title-metadata";
import { localePath } from "@/lib/i18n/locale-path";
import { JourneyShell } from "@/components/journeys/shared/journey-shell";
import { JourneyUnavailable } from "@/components/journeys/health/proposal-screen";
import { PreviousInsuranceForm } from "@/components/journeys/motor/previous-insurance-form";
import { MotorQuoteProgress } from "@/components/journeys/motor/quote-progress";
import { VehicleConfirmation } from "@/components/journeys/motor/vehicle-confirmation";
import { getBasePolicyDetails } from "@/lib/api/motor";
import { isSegment } from "@/lib/journeys/shared/paths";
import { previousInsuranceDefaults } from "@/lib/journeys/motor/previous-insurance";

export const dynamic = "force-dynamic";
export const generateMetadata = titleMetadata("previousInsurance", "previousInsuranceDescription");

/**
 * /motor/{requestKey}/additional-policy-details (spec 2.4; broker-api.md "Journey order and
 * continuation"): where the motor quote form goes at once, and where the e-mailed link leads
 * back. Step 2 of 3 (quote → vehicle and previous policy → plans): the vehicle the registration
 * lookup found, to confirm ("Not my vehicle?" back to the quote form), then the previous
 * insurance, prefilled from `get/base-policy-details` on every request (the saved policies when
 * the broker sends them back, else its defaults); saving it opens the plans. Each render keys the
 * form with a new id, so a fresh copy fetched after Back replaces a stale one.
 */
export default async function Page({ params }: { params: Promise<{ requestKey: string }> }) {
  const { requestKey } = await params;
  const t = await getTranslations("MotorJourney");
  const TITLE = (await getTranslations("Titles"))("previousInsurance");
  const locale = (await getLocale()) as Locale;
  const result = isSegment(requestKey) ? await getBasePolicyDetails(requestKey) : null;
  if (!result?.ok)
    return <JourneyUnavailable title={TITLE} startHref="/motor-insurance" what="whatMotorQuote" />;
  const renderId = crypto.randomUUID();
  return (
    <JourneyShell title={t("vehicleTitle")} intro={<p>{t("vehicleIntro")}</p>}>
      <MotorQuoteProgress current="vehicle" />
      <VehicleConfirmation
        vehicle={result.data.vehicle}
        quoteHref={localePath(locale, "/motor-insurance#motor-quote")}
      />
      <PreviousInsuranceForm
        key={renderId}
        renderId={renderId}
        requestKey={requestKey}
        defaults={previousInsuranceDefaults(result.data)}
      />
    </JourneyShell>
  );
}
