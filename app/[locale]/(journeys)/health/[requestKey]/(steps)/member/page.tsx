import { titleMetadata } from "@/lib/journeys/i18n/title-metadata";
import { MemberForm } from "@/components/journeys/health/member-form";
import { ProposalScreen } from "@/components/journeys/health/proposal-screen";
import { memberFormDefaults } from "@/lib/journeys/health/proposal-forms";

export const dynamic = "force-dynamic";
export const generateMetadata = titleMetadata("member");

export default async function Page({ params }: { params: Promise<{ requestKey: string }> }) {
  const { requestKey } = await params;
  return (
    <ProposalScreen
      requestKey={requestKey}
      step="member"
      render={(active) => (
        <MemberForm
          requestKey={requestKey}
          companyName={active.companyName}
          defaults={memberFormDefaults(active)}
        />
      )}
    />
  );
}
