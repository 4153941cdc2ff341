import { useTranslations } from "next-intl";
import { titleMetadata } from "@/lib/journeys/i18n/title-metadata";
import { JourneyActions } from "@/components/journeys/shared/journey-actions";
import { JourneyShell } from "@/components/journeys/shared/journey-shell";
import { MOTOR_POLICY_SEARCH } from "@/lib/journeys/shared/paths";

export const generateMetadata = titleMetadata("inspectionFail", "inspectionFailDescription");

/**
 * /motor/{requestKey}/inspection-fail (spec 2.4, spec 8 "Inspection not complete"): the policy
 * search found the policy but the break-in inspection has not passed. Static: nothing to load.
 */
export default function Page() {
  const t = useTranslations("BreakIn");
  return (
    <JourneyShell title={t("notComplete")}>
      <div className="space-y-4 text-lg leading-relaxed">
        <p>{t("failText")}</p>
        <p>{t("failNext")}</p>
      </div>
      <JourneyActions href={MOTOR_POLICY_SEARCH} label={t("searchAgain")} />
    </JourneyShell>
  );
}
