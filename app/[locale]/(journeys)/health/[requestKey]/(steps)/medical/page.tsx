import { getTranslations } from "next-intl/server";
import { titleMetadata } from "@/lib/journeys/i18n/title-metadata";
import { MedicalForm } from "@/components/journeys/health/medical-form";
import { ProposalScreen } from "@/components/journeys/health/proposal-screen";
import { medicalFormDefaults } from "@/lib/journeys/health/proposal-forms";
import { medicalPeople } from "@/lib/journeys/health/medical-people";

export const dynamic = "force-dynamic";
export const generateMetadata = titleMetadata("medical");

export default async function Page({ params }: { params: Promise<{ requestKey: string }> }) {
  const { requestKey } = await params;
  const options = await getTranslations("Options");
  const t = await getTranslations("Medical");
  return (
    <ProposalScreen
      requestKey={requestKey}
      step="medical"
      render={(active) => {
        // Each question is answered per member (issue 23): the saved answers of each come back.
        const people = medicalPeople(active.members, options, (n) => t("memberN", { n }));
        return (
          <MedicalForm
            requestKey={requestKey}
            people={people}
            defaults={medicalFormDefaults(
              active.medical,
              people.map((p) => p.memberNo),
            )}
          />
        );
      }}
    />
  );
}
