import type { Metadata } from "next";
import { MotorProposalScreen } from "@/components/journeys/motor/proposal-screen";
import { NomineeForm } from "@/components/journeys/shared/nominee-form";
import { nomineeFormDefaults } from "@/lib/journeys/health/proposal-forms";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Nominee details" };

export default async function Page({ params }: { params: Promise<{ requestKey: string }> }) {
  const { requestKey } = await params;
  return (
    <MotorProposalScreen
      requestKey={requestKey}
      step="nominee"
      render={(active) => (
        <NomineeForm
          insuranceType="motor"
          requestKey={requestKey}
          defaults={nomineeFormDefaults(active.nominee)}
        />
      )}
    />
  );
}
