import type { Metadata } from "next";
import { NomineeForm } from "@/components/journeys/shared/nominee-form";
import { ProposalScreen } from "@/components/journeys/health/proposal-screen";
import { nomineeFormDefaults } from "@/lib/journeys/health/proposal-forms";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Nominee details" };

export default async function Page({ params }: { params: Promise<{ requestKey: string }> }) {
  const { requestKey } = await params;
  return (
    <ProposalScreen
      requestKey={requestKey}
      step="nominee"
      render={(active) => (
        <NomineeForm requestKey={requestKey} defaults={nomineeFormDefaults(active.nominee)} />
      )}
    />
  );
}
