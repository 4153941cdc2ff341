import { titleMetadata } from "@/lib/journeys/i18n/title-metadata";
import { PlansScreen } from "@/components/journeys/shared/plans-screen";
import { PlansFrame } from "../plans-frame";

export const dynamic = "force-dynamic";
export const generateMetadata = titleMetadata("selectPlan");

export default async function Page({
  params,
}: {
  params: Promise<{ insuranceType: string; requestKey: string; companyName: string }>;
}) {
  const { insuranceType, requestKey, companyName } = await params;
  return (
    <PlansFrame>
      <PlansScreen
        insuranceType={insuranceType}
        requestKey={requestKey}
        companyName={companyName}
      />
    </PlansFrame>
  );
}
