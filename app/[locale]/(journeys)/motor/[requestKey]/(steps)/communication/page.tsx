import { titleMetadata } from "@/lib/journeys/i18n/title-metadata";
import { CommunicationForm } from "@/components/journeys/shared/communication-form";
import { MotorProposalScreen } from "@/components/journeys/motor/proposal-screen";
import { communicationFormDefaults } from "@/lib/journeys/health/proposal-forms";

export const dynamic = "force-dynamic";
export const generateMetadata = titleMetadata("communication");

export default async function Page({ params }: { params: Promise<{ requestKey: string }> }) {
  const { requestKey } = await params;
  return (
    <MotorProposalScreen
      requestKey={requestKey}
      step="communication"
      render={(active) => (
        <CommunicationForm
          insuranceType="motor"
          requestKey={requestKey}
          defaults={communicationFormDefaults(active.communication)}
        />
      )}
    />
  );
}
