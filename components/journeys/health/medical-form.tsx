"use client";

import { useTranslations } from "@/lib/i18n/use-translations";
import { useWatch } from "react-hook-form";
import { medicalFlags } from "@/lib/journeys/health/options";
import { saveMedical } from "@/lib/journeys/shared/actions";
import type { MedicalFormValues } from "@/lib/journeys/health/proposal-forms";
import { Checkbox, Input, Select } from "@/components/forms/fields";
import { medicalDetailFields } from "@/components/journeys/health/medical-fields";
import { ProposalForm, type ProposalFormKit } from "@/components/journeys/shared/proposal-form";

// The step's check and the contract's schemas (zod) load on first focus or on Save (issue 11).
const loadChecks = () => import("@/lib/journeys/health/proposal-forms");

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
  const t = useTranslations("Medical");
  return (
    <ProposalForm
      defaults={defaults}
      validate={async (v) => (await loadChecks()).validateMedical(v)}
      preload={() => void loadChecks()}
      action={(v) => saveMedical(requestKey, v)}
    >
      {(kit) => (
        <>
          <p className="text-muted">{t("intro")}</p>
          <MedicalQuestions {...kit} />
        </>
      )}
    </ProposalForm>
  );
}

/** The questions, each ticked one followed by its detail fields (named `{details}.{field}`). */
function MedicalQuestions({ form, bind }: ProposalFormKit<MedicalFormValues>) {
  const values = useWatch({ control: form.control });
  const t = useTranslations("Medical");
  const common = useTranslations("Common");
  const select = useTranslations("Fields")("select");
  return (
    <ul className="space-y-3">
      {medicalFlags.map(({ flag, details, labelKey }) => {
        const label = t(labelKey);
        const on = values[flag] === true;
        const detailsId = bind.at(details).id;
        return (
          <li key={flag} className="rounded-xl border border-slate-300 p-3 sm:p-4">
            <Checkbox label={label} aria-expanded={on} aria-controls={detailsId} {...bind(flag)} />
            {on ? (
              <fieldset id={detailsId} className="mt-3 grid gap-4 sm:grid-cols-2">
                <legend className="sr-only">
                  {t("details")} {label}
                </legend>
                {medicalDetailFields[details].map(({ name, labelKey: key, hintKey, options }) => {
                  const field = {
                    label: t(key),
                    ...(hintKey ? { hint: t(hintKey) } : {}),
                    ...bind(`${details}.${name}`),
                  };
                  return options ? (
                    <Select
                      key={name}
                      {...field}
                      placeholder={select}
                      options={options.map((o) => ({
                        value: o.value,
                        label:
                          o.labelKey === "yes" || o.labelKey === "no"
                            ? common(o.labelKey)
                            : t(o.labelKey),
                      }))}
                    />
                  ) : (
                    <Input key={name} {...field} />
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
