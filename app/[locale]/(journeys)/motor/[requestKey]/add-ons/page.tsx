import { getTranslations } from "next-intl/server";
import { titleMetadata } from "@/lib/journeys/i18n/title-metadata";
import { AddOnsForm } from "@/components/journeys/motor/add-ons-form";
import { Alert } from "@/components/forms/fields";
import { MotorProposalScreen } from "@/components/journeys/motor/proposal-screen";
import { getAddOns } from "@/lib/api/motor";
import { addOnSectionsToShow } from "@/lib/journeys/motor/add-ons";

export const dynamic = "force-dynamic";
export const generateMetadata = titleMetadata("addOns");

/** Motor add-ons (spec 3 "Motor add-ons"): the broker's catalogue for the chosen plan, fetched on every request. */
export default async function Page({ params }: { params: Promise<{ requestKey: string }> }) {
  const { requestKey } = await params;
  return (
    <MotorProposalScreen
      requestKey={requestKey}
      step="add-ons"
      render={async () => {
        const result = await getAddOns(requestKey);
        if (!result.ok || addOnSectionsToShow(result.data).length === 0) {
          return <Alert>{(await getTranslations("AddOns"))("loadFailed")}</Alert>;
        }
        return <AddOnsForm requestKey={requestKey} sections={result.data} />;
      }}
    />
  );
}
