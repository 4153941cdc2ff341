"use client";

import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { medicalFlags } from "@/lib/journeys/health/options";
import { saveMedical } from "@/lib/journeys/shared/actions";
import { validateMedical, type MedicalFormValues } from "@/lib/journeys/health/proposal-forms";
import { Checkbox, Input, Select } from "@/components/forms/fields";
import { medicalDetailFields } from "@/components/journeys/health/medical-fields";
import { SaveFooter } from "@/components/journeys/shared/save-footer";
import { useActionForm } from "@/components/forms/use-action-form";

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
  const uid = useId();
  const form = useForm<MedicalFormValues>({ defaultValues: defaults });
  const { register, formState, control } = form;
  const {
    onSubmit,
    busy,
    message: summary,
    errorOf,
  } = useActionForm({ form, validate: validateMedical, action: (v) => saveMedical(requestKey, v) });
  const values = useWatch({ control });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <p className="text-muted">
        Tick each that applies to anyone to be insured. Honest answers keep your claims safe.
      </p>
      <ul className="space-y-3">
        {medicalFlags.map(({ flag, details, label }) => {
          const on = values[flag] === true;
          return (
            <li key={flag} className="rounded-xl border border-slate-300 p-3 sm:p-4">
              <Checkbox
                id={`${uid}-${flag}`}
                label={label}
                aria-expanded={on}
                aria-controls={`${uid}-${details}`}
                {...register(flag)}
              />
              {on ? (
                <fieldset id={`${uid}-${details}`} className="mt-3 grid gap-4 sm:grid-cols-2">
                  <legend className="sr-only">Details: {label}</legend>
                  {medicalDetailFields[details].map((f) => {
                    const path = `${details}.${f.name}`;
                    const common = {
                      id: `${uid}-${details}-${f.name}`,
                      label: f.label,
                      hint: f.hint,
                      error: errorOf(formState.errors, path),
                    };
                    return f.options ? (
                      <Select key={f.name} {...common} options={f.options} {...register(path)} />
                    ) : (
                      <Input key={f.name} {...common} {...register(path)} />
                    );
                  })}
                </fieldset>
              ) : null}
            </li>
          );
        })}
      </ul>
      <SaveFooter summary={summary} busy={busy} />
    </form>
  );
}
