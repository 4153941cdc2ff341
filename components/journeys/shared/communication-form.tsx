"use client";

import { useTranslations } from "next-intl";
import { productActions } from "@/lib/journeys/product-actions";
import type { InsuranceType } from "@/lib/journeys/shared/paths";
import type { CommunicationFormValues } from "@/lib/journeys/health/proposal-forms";
import { Input } from "@/components/forms/fields";
import { presets } from "@/components/forms/presets";
import { ProposalForm } from "@/components/journeys/shared/proposal-form";

// The step's check and the contract's schemas (zod) load on first focus or on Save (issue 11).
const loadChecks = () => import("@/lib/journeys/health/proposal-forms");

/** Communication step, health or motor (spec 3; nothing required, spec 5): the returned URL after the allowlist check, else the thank-you page of the journey. */
export function CommunicationForm({
  requestKey,
  defaults,
  insuranceType = "health",
}: {
  requestKey: string;
  defaults: CommunicationFormValues;
  insuranceType?: InsuranceType;
}) {
  const t = useTranslations("Proposal");
  return (
    <ProposalForm
      defaults={defaults}
      validate={async (v) => (await loadChecks()).validateCommunication(v)}
      preload={() => void loadChecks()}
      action={(v) => productActions(insuranceType).saveCommunication(requestKey, v)}
    >
      {({ bind }) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={t("streetAddress")}
            autoComplete="street-address"
            className="sm:col-span-2"
            {...bind("street")}
          />
          <Input label={t("city")} autoComplete="address-level2" {...bind("city")} />
          <Input {...presets.pincode} label={t("pincode")} {...bind("pincode")} />
          <Input {...presets.email} label={t("email")} {...bind("email")} />
          <Input {...presets.mobile} label={t("mobile")} {...bind("mobile")} />
        </div>
      )}
    </ProposalForm>
  );
}
