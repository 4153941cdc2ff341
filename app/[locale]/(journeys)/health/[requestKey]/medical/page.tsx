import { titleMetadata } from "@/lib/journeys/i18n/title-metadata";
import { MedicalForm } from "@/components/journeys/health/medical-form";
import { ProposalScreen } from "@/components/journeys/health/proposal-screen";
import { medicalFormDefaults } from "@/lib/journeys/health/proposal-forms";

export const dynamic = "force-dynamic";
export const generateMetadata = titleMetadata("medical");

export default async function Page({ params }: { params: Promise<{ requestKey: string }> }) {
  const { requestKey } = await params;
  return (
    <ProposalScreen
      requestKey={requestKey}
      step="medical"
      render={(active) => (
        <MedicalForm requestKey={requestKey} defaults={medicalFormDefaults(active.medical)} />
      )}
    />
  );
}
