import { getTranslations } from "next-intl/server";
import type { LeadFormSettings } from "@/content/types";
import { LeadForm, type LeadFormVariant } from "./lead-form";

/** The lead form in a card with its heading (spec 2.2: every page that carries a lead form). */
export async function LeadPanel({
  settings,
  variant = "default",
  id = "lead-form",
}: {
  settings: LeadFormSettings;
  variant?: LeadFormVariant;
  id?: string;
}) {
  const t = await getTranslations("LeadForm");
  return (
    <div id={id} className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-6">
      <h2 className="text-xl font-bold text-ink">{settings.heading}</h2>
      {settings.subheading ? (
        <p className="mt-1 text-sm text-muted">{settings.subheading}</p>
      ) : null}
      <div className="mt-4">
        <LeadForm
          kind="page"
          withCompany={settings.withCompany}
          variant={variant}
          submitLabel={variant === "contact" ? t("sendEnquiry") : undefined}
        />
      </div>
    </div>
  );
}
