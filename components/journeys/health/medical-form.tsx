"use client";

import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { medicalFlags } from "@/lib/journeys/health/options";
import { saveMedical } from "@/lib/journeys/shared/actions";
import type { MedicalFormValues } from "@/lib/journeys/health/proposal-forms";
import { Input } from "@/components/forms/fields";
import type { BoundField } from "@/components/forms/use-action-form";
import { medicalDetailFields } from "@/components/journeys/health/medical-fields";
import { ProposalForm, type ProposalFormKit } from "@/components/journeys/shared/proposal-form";
import type { MedicalPerson } from "@/lib/journeys/health/medical-people";

// The step's check and the contract's schemas (zod) load on first focus or on Save (issue 11).
const loadChecks = () => import("@/lib/journeys/health/proposal-forms");

/**
 * Medical step (spec 3 "Health medical form", issue 23): eleven questions, each answered Yes or
 * No for every member to be insured (one radio group per member, named by the member); a Yes
 * reveals that member's details. Every answer is required; details only the main one of a Yes.
 * The broker's routeTo names the next step.
 *
 * @param people the insured members in member order (row i of the form is `people[i]`)
 */
export function MedicalForm({
  requestKey,
  defaults,
  people,
}: {
  requestKey: string;
  defaults: MedicalFormValues;
  people: readonly MedicalPerson[];
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
          <MedicalQuestions {...kit} people={people} />
        </>
      )}
    </ProposalForm>
  );
}

/**
 * A Yes/No (or other few-valued) choice as radio buttons with visible labels, named by `label`
 * (a member's name, or a detail's question); its message sits beside it and is read with each
 * radio. The first radio carries the field's id, so the form can focus the group.
 */
function RadioChoice({
  field,
  label,
  options,
  className = "",
  labelClassName = "field-label",
}: {
  field: BoundField;
  label: string;
  options: readonly { value: string; label: string }[];
  className?: string;
  labelClassName?: string;
}) {
  const labelId = `${field.id}-label`;
  const errorId = `${field.id}-error`;
  const { id, error, invalid, describedBy, name, ref, onChange, onBlur } = field;
  const described = [error ? errorId : "", describedBy ?? ""].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={described || undefined}
        aria-invalid={error || invalid ? true : undefined}
        className="sm:flex sm:items-center sm:justify-between sm:gap-4"
      >
        <span id={labelId} className={labelClassName}>
          {label}
        </span>
        <div className="flex flex-wrap gap-x-6">
          {options.map((o, i) => (
            <label
              key={o.value}
              className="flex min-h-11 items-center gap-2 text-sm font-normal text-ink"
            >
              <input
                type="radio"
                id={i === 0 ? id : `${id}-${o.value}`}
                value={o.value}
                className="size-5 accent-brand-700"
                name={name}
                ref={ref}
                aria-describedby={described || undefined}
                onChange={(event) => void onChange(event)}
                onBlur={(event) => void onBlur(event)}
              />
              {o.label}
            </label>
          ))}
        </div>
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The questions: one fieldset per question (its legend is the question), in it one Yes/No
 * group per member (`members.{i}.{flag}`), and after them the details of each member who
 * answered Yes (`members.{i}.{details}.{field}`). A compact table at 640 px and up (member on
 * the left, Yes/No on the right); stacked on a phone.
 */
function MedicalQuestions({
  form,
  bind,
  people,
}: ProposalFormKit<MedicalFormValues> & { people: readonly MedicalPerson[] }) {
  const values = useWatch({ control: form.control });
  const t = useTranslations("Medical");
  const common = useTranslations("Common");
  const yesNo = [
    { value: "yes", label: common("yes") },
    { value: "no", label: common("no") },
  ] as const;
  const rows = values.members ?? [];
  return (
    <div className="space-y-4">
      {medicalFlags.map(({ flag, details, labelKey }) => {
        const question = t(labelKey);
        return (
          <fieldset key={flag} className="rounded-xl border border-slate-300 p-3 sm:p-4">
            <legend className="px-1 font-bold text-ink">{question}</legend>
            <div className="divide-y divide-slate-200">
              {people.map((person, i) => (
                <RadioChoice
                  key={person.memberNo}
                  className="py-1"
                  labelClassName="block pt-2 text-sm text-ink sm:pt-0"
                  field={bind(`members.${i}.${flag}`)}
                  label={person.label}
                  options={yesNo}
                />
              ))}
            </div>
            {people.map((person, i) =>
              rows[i]?.[flag] === "yes" ? (
                <fieldset
                  key={person.memberNo}
                  className="mt-3 grid gap-4 rounded-lg bg-slate-50 p-3 sm:grid-cols-2"
                >
                  <legend className="px-1 text-sm font-bold text-ink">
                    {t("detailsFor", { member: person.label, question })}
                  </legend>
                  {medicalDetailFields[details].map(({ name, labelKey: key, hintKey, options }) => {
                    const field = bind(`members.${i}.${details}.${name}`);
                    return options ? (
                      <RadioChoice
                        key={name}
                        field={field}
                        label={t(key)}
                        options={options.map((o) => ({
                          value: o.value,
                          label:
                            o.labelKey === "yes" || o.labelKey === "no"
                              ? common(o.labelKey)
                              : t(o.labelKey),
                        }))}
                      />
                    ) : (
                      <Input
                        key={name}
                        label={t(key)}
                        {...(hintKey ? { hint: t(hintKey) } : {})}
                        {...field}
                      />
                    );
                  })}
                </fieldset>
              ) : null,
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
