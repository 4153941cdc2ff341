import { getTranslations } from "next-intl/server";
import { titleMetadata } from "@/lib/journeys/i18n/title-metadata";
import { JourneyShell } from "@/components/journeys/shared/journey-shell";
import { JourneyUnavailable } from "@/components/journeys/health/proposal-screen";
import { PreviousInsuranceForm } from "@/components/journeys/motor/previous-insurance-form";
import { getBasePolicyDetails } from "@/lib/api/motor";
import { isSegment } from "@/lib/journeys/shared/paths";
import { previousInsuranceDefaults, vehicleSummary } from "@/lib/journeys/motor/previous-insurance";

export const dynamic = "force-dynamic";
export const generateMetadata = titleMetadata("previousInsurance", "previousInsuranceDescription");

/**
 * /motor/{requestKey}/additional-policy-details (spec 2.4): the first motor screen. Loads the
 * broker's defaults for insurance 1 (`get/base-policy-details`) on every request and shows the
 * vehicle the quote is for.
 */
export default async function Page({ params }: { params: Promise<{ requestKey: string }> }) {
  const { requestKey } = await params;
  const t = await getTranslations("PreviousInsurance");
  const TITLE = (await getTranslations("Titles"))("previousInsurance");
  const result = isSegment(requestKey) ? await getBasePolicyDetails(requestKey) : null;
  if (!result?.ok)
    return <JourneyUnavailable title={TITLE} startHref="/motor-insurance" what="whatMotorQuote" />;
  const vehicle = vehicleSummary(result.meta, (year) => t("registered", { year: String(year) }));
  return (
    <JourneyShell
      title={TITLE}
      intro={
        <>
          <p>{t("intro")}</p>
          {vehicle ? (
            <p className="mt-1 font-medium text-ink">
              <span className="sr-only">{t("vehicle")} </span>
              {vehicle}
            </p>
          ) : null}
        </>
      }
    >
      <p className="mb-6 text-sm font-medium text-brand-800">{t("step")}</p>
      <PreviousInsuranceForm
        requestKey={requestKey}
        defaults={previousInsuranceDefaults(result.data)}
      />
    </JourneyShell>
  );
}
