import { getTranslations } from "next-intl/server";
import type { LeadFormSettings } from "@/content/types";
import { LeadPanel } from "./lead-panel";

/**
 * The free-consultation lead form as a section of its own, on pages whose hero holds a quote form
 * (/health-insurance, /motor-insurance): for visitors who would rather talk to an adviser.
 */
export async function ConsultationSection({
  settings,
}: {
  settings: LeadFormSettings | undefined;
}) {
  if (!settings) return null;
  const t = await getTranslations("Consultation");
  return (
    <section aria-label={t("sectionLabel")} className="container-page py-10">
      <div className="mx-auto max-w-2xl">
        <LeadPanel settings={settings} />
      </div>
    </section>
  );
}
