import { getLocale, getTranslations } from "next-intl/server";
import { PolicySearchFields } from "@/components/journeys/motor/policy-search-fields";

/**
 * The break-in policy search (spec 5 "Policy search") in the page's language: its words come
 * from the catalogue's BreakIn area here, on the server, and go to the form as props.
 */
export async function PolicySearchForm() {
  const t = await getTranslations({ locale: await getLocale(), namespace: "BreakIn" });
  return (
    <PolicySearchFields
      labels={{
        legend: t("searchLegend"),
        label: t("policyNumberLabel"),
        hint: t("policyNumberHint"),
        searching: t("searching"),
        find: t("find"),
      }}
    />
  );
}
