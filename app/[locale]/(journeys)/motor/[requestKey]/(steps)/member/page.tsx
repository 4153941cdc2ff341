import { titleMetadata } from "@/lib/journeys/i18n/title-metadata";
import { MotorMemberForm } from "@/components/journeys/motor/member-form";
import { MotorProposalScreen } from "@/components/journeys/motor/proposal-screen";
import { motorMemberFormDefaults } from "@/lib/journeys/motor/proposal-forms";

export const dynamic = "force-dynamic";
export const generateMetadata = titleMetadata("vehicleOwner");

export default async function Page({ params }: { params: Promise<{ requestKey: string }> }) {
  const { requestKey } = await params;
  return (
    <MotorProposalScreen
      requestKey={requestKey}
      step="member"
      render={(active) => (
        <MotorMemberForm
          requestKey={requestKey}
          defaults={motorMemberFormDefaults(active.member)}
        />
      )}
    />
  );
}
