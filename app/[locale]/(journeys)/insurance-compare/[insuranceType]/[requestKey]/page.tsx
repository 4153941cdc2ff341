import type { Metadata } from "next";
import { PlansScreen } from "@/components/journeys/shared/plans-screen";
import { PlansFrame } from "./plans-frame";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Select your plan" };

export default async function Page({
  params,
}: {
  params: Promise<{ insuranceType: string; requestKey: string }>;
}) {
  const { insuranceType, requestKey } = await params;
  return (
    <PlansFrame>
      <PlansScreen insuranceType={insuranceType} requestKey={requestKey} />
    </PlansFrame>
  );
}
