"use client";

import { nomineeGenders } from "@/lib/api/contract/health";
import { nomineeRelations } from "@/lib/journeys/shared/options";
import { productActions } from "@/lib/journeys/product-actions";
import type { InsuranceType } from "@/lib/journeys/shared/paths";
import { validateNominee, type NomineeFormValues } from "@/lib/journeys/health/proposal-forms";
import { Select } from "@/components/forms/fields";
import { PersonFields } from "@/components/journeys/shared/field-groups";
import { ProposalForm } from "@/components/journeys/shared/proposal-form";

const genderOptions = nomineeGenders.map((g) => ({
  value: g,
  label: g.charAt(0).toUpperCase() + g.slice(1),
}));

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
  return (
    <ProposalForm
      defaults={defaults}
      validate={validateNominee}
      action={(v) => productActions(insuranceType).saveNominee(requestKey, v)}
    >
      {({ bind }) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <PersonFields bind={bind} genders={genderOptions} />
          <Select
            label="Relation to the proposer"
            options={nomineeRelations}
            {...bind("relation")}
          />
        </div>
      )}
    </ProposalForm>
  );
}
