import { titleMetadata } from "@/lib/journeys/i18n/title-metadata";
import { MotorProposalScreen } from "@/components/journeys/motor/proposal-screen";
import { NomineeForm } from "@/components/journeys/shared/nominee-form";
import { nomineeFormDefaults } from "@/lib/journeys/health/proposal-forms";

export const dynamic = "force-dynamic";
export const generateMetadata = titleMetadata("nominee");

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
