import { titleMetadata } from "@/lib/journeys/i18n/title-metadata";
import { NomineeForm } from "@/components/journeys/shared/nominee-form";
import { ProposalScreen } from "@/components/journeys/health/proposal-screen";
import { nomineeFormDefaults } from "@/lib/journeys/health/proposal-forms";
import { nomineeCandidates } from "@/lib/journeys/health/nominee-same-as";

export const dynamic = "force-dynamic";
export const generateMetadata = titleMetadata("nominee");

export default async function Page({ params }: { params: Promise<{ requestKey: string }> }) {
  const { requestKey } = await params;
  return (
    <ProposalScreen
      requestKey={requestKey}
      step="nominee"
      render={(active) => (
        <NomineeForm
          requestKey={requestKey}
          defaults={nomineeFormDefaults(active.nominee)}
          members={nomineeCandidates(active.members)}
        />
      )}
    />
  );
}
