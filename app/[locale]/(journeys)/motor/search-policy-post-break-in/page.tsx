import { useTranslations } from "next-intl";
import { titleMetadata } from "@/lib/journeys/i18n/title-metadata";
import { JourneyShell } from "@/components/journeys/shared/journey-shell";
import { PolicySearchForm } from "@/components/journeys/motor/policy-search-form";

export const generateMetadata = titleMetadata("findPolicy", "findPolicyDescription");

/** /motor/search-policy-post-break-in (spec 2.4): back after a break-in inspection, by policy number. */
export default function Page() {
  const t = useTranslations();
  return (
    <JourneyShell title={t("Titles.findPolicy")} intro={<p>{t("BreakIn.searchIntro")}</p>}>
      <PolicySearchForm />
    </JourneyShell>
  );
}
