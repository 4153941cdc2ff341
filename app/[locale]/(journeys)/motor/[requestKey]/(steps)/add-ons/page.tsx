import { getTranslations } from "next-intl/server";
import { titleMetadata } from "@/lib/journeys/i18n/title-metadata";
import { AddOnsForm } from "@/components/journeys/motor/add-ons-form";
import { Alert } from "@/components/forms/fields";
import { MotorProposalScreen } from "@/components/journeys/motor/proposal-screen";
import { getAddOns } from "@/lib/api/motor";
import { addOnSectionsToShow } from "@/lib/journeys/motor/add-ons";

export const dynamic = "force-dynamic";
export const generateMetadata = titleMetadata("addOns");

/**
 * Motor add-ons (spec 3 "Motor add-ons"): the broker's catalogue for the chosen plan, with the
 * choice it holds, fetched on every request. Each render gets a new id that keys the form, so a
 * fresh copy fetched after Back replaces a stale one (see `useFreshRender`). `?from=review`: a
 * save returns to the final quote.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ requestKey: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { requestKey } = await params;
  const fromReview = (await searchParams).from === "review";
  return (
    <MotorProposalScreen
      requestKey={requestKey}
      step="add-ons"
      render={async () => {
        const result = await getAddOns(requestKey);
        if (!result.ok || addOnSectionsToShow(result.data).length === 0) {
          return <Alert>{(await getTranslations("AddOns"))("loadFailed")}</Alert>;
        }
        const renderId = crypto.randomUUID();
        return (
          <AddOnsForm
            key={renderId}
            renderId={renderId}
            requestKey={requestKey}
            sections={result.data}
            fromReview={fromReview}
          />
        );
      }}
    />
  );
}
