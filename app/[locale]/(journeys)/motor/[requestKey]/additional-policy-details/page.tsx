import type { Metadata } from "next";
import { JourneyShell } from "@/components/journeys/shared/journey-shell";
import { JourneyUnavailable } from "@/components/journeys/health/proposal-screen";
import { PreviousInsuranceForm } from "@/components/journeys/motor/previous-insurance-form";
import { getBasePolicyDetails } from "@/lib/api/motor";
import { isSegment } from "@/lib/journeys/shared/paths";
import { previousInsuranceDefaults, vehicleSummary } from "@/lib/journeys/motor/previous-insurance";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Previous insurance details",
  description: "Tell us about your vehicle's previous insurance to see motor plans.",
};

const TITLE = "Previous insurance details";

/**
 * /motor/{requestKey}/additional-policy-details (spec 2.4): the first motor screen. Loads the
 * broker's defaults for insurance 1 (`get/base-policy-details`) on every request and shows the
 * vehicle the quote is for.
 */
export default async function Page({ params }: { params: Promise<{ requestKey: string }> }) {
  const { requestKey } = await params;
  const result = isSegment(requestKey) ? await getBasePolicyDetails(requestKey) : null;
  if (!result?.ok)
    return (
      <JourneyUnavailable title={TITLE} startHref="/motor-insurance" what="your motor quote" />
    );
  const vehicle = vehicleSummary(result.meta);
  return (
    <JourneyShell
      title={TITLE}
      intro={
        <>
          <p>
            Tell us about the vehicle&apos;s current or last policy, so insurers can price your new
            one.
          </p>
          {vehicle ? (
            <p className="mt-1 font-medium text-ink">
              <span className="sr-only">Vehicle: </span>
              {vehicle}
            </p>
          ) : null}
        </>
      }
    >
      <p className="mb-6 text-sm font-medium text-brand-800">Step 1: previous policy</p>
      <PreviousInsuranceForm
        requestKey={requestKey}
        defaults={previousInsuranceDefaults(result.data)}
      />
    </JourneyShell>
  );
}
