"use client";

import { useTranslations } from "@/lib/i18n/use-translations";
import { nomineeGenders } from "@/lib/api/contract/values";
import { nomineeRelationOrder } from "@/lib/journeys/shared/options";
import { productActions } from "@/lib/journeys/product-actions";
import type { InsuranceType } from "@/lib/journeys/shared/paths";
import type { NomineeFormValues } from "@/lib/journeys/health/proposal-forms";
import { Select } from "@/components/forms/fields";
import { PersonFields, useOptionList } from "@/components/journeys/shared/field-groups";
import { ProposalForm } from "@/components/journeys/shared/proposal-form";

// The step's check and the contract's schemas (zod) load on first focus or on Save (issue 11).
const loadChecks = () => import("@/lib/journeys/health/proposal-forms");

/** Nominee step, health or motor (spec 3 "Nominee"; nothing required, spec 5): 200 → communication, else the thank-you page of the journey. */
export function NomineeForm({
  requestKey,
  defaults,
  insuranceType = "health",
}: {
  requestKey: string;
  defaults: NomineeFormValues;
  insuranceType?: InsuranceType;
}) {
  const t = useTranslations("Proposal");
  const select = useTranslations("Fields")("select");
  const relations = useOptionList("nomineeRelation", nomineeRelationOrder);
  return (
    <ProposalForm
      defaults={defaults}
      validate={async (v) => (await loadChecks()).validateNominee(v)}
      preload={() => void loadChecks()}
      action={(v) => productActions(insuranceType).saveNominee(requestKey, v)}
    >
      {({ bind }) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <PersonFields bind={bind} genders={nomineeGenders} />
          <Select
            label={t("relationToProposer")}
            options={relations}
            placeholder={select}
            {...bind("relation")}
          />
        </div>
      )}
    </ProposalForm>
  );
}
