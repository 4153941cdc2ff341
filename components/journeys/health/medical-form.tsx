"use client";

import { useWatch } from "react-hook-form";
import { medicalFlags } from "@/lib/journeys/health/options";
import { saveMedical } from "@/lib/journeys/shared/actions";
import { validateMedical, type MedicalFormValues } from "@/lib/journeys/health/proposal-forms";
import { Checkbox, Input, Select } from "@/components/forms/fields";
import { medicalDetailFields } from "@/components/journeys/health/medical-fields";
import { ProposalForm, type ProposalFormKit } from "@/components/journeys/shared/proposal-form";

/**
 * Medical step (spec 3 "Health medical form"): eleven yes/no questions; each one ticked reveals
 * its details. Nothing is required (spec 5). The broker's routeTo names the next step.
 */
export function MedicalForm({
  requestKey,
  defaults,
}: {
  requestKey: string;
  defaults: MedicalFormValues;
}) {
  return (
    <ProposalForm
      defaults={defaults}
      validate={validateMedical}
      action={(v) => saveMedical(requestKey, v)}
    >
      {(kit) => (
        <>
          <p className="text-muted">
            Tick each that applies to anyone to be insured. Honest answers keep your claims safe.
          </p>
          <MedicalQuestions {...kit} />
        </>
      )}
    </ProposalForm>
  );
}

/** The questions, each ticked one followed by its detail fields (named `{details}.{field}`). */
function MedicalQuestions({ form, bind }: ProposalFormKit<MedicalFormValues>) {
  const values = useWatch({ control: form.control });
  return (
    <ul className="space-y-3">
      {medicalFlags.map(({ flag, details, label }) => {
        const on = values[flag] === true;
        const detailsId = bind.at(details).id;
        return (
          <li key={flag} className="rounded-xl border border-slate-300 p-3 sm:p-4">
            <Checkbox label={label} aria-expanded={on} aria-controls={detailsId} {...bind(flag)} />
            {on ? (
              <fieldset id={detailsId} className="mt-3 grid gap-4 sm:grid-cols-2">
                <legend className="sr-only">Details: {label}</legend>
                {medicalDetailFields[details].map(({ name, label, hint, options }) => {
                  const common = { label, hint, ...bind(`${details}.${name}`) };
                  return options ? (
                    <Select key={name} {...common} options={options} />
                  ) : (
                    <Input key={name} {...common} />
                  );
                })}
              </fieldset>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
