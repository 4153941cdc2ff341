"use client";

import { toNestErrors } from "@hookform/resolvers";
import { useTranslations } from "next-intl";
import { type FieldError, type Resolver, type ResolverResult } from "react-hook-form";
import { isBlankPreviousInsurance, previousPolicyTypes } from "@/lib/api/contract/values";
import { nbcChoices, previousInsurers } from "@/lib/journeys/motor/options";
import { savePreviousInsurance } from "@/lib/journeys/motor/break-in-actions";
import type { PreviousInsuranceForm as FormValues } from "@/lib/journeys/motor/previous-insurance";
import { DateInput } from "@/components/forms/date-input";
import { Input, Select } from "@/components/forms/fields";
import { useLocalizeMessage } from "@/components/forms/form-messages";
import { useDateWords, useOptionList } from "@/components/journeys/shared/field-groups";
import { ProposalForm, type ProposalFormKit } from "@/components/journeys/shared/proposal-form";
import { useFreshRender } from "@/components/journeys/shared/fresh-step";

// The step's check and the contract's schemas (zod) load on first focus or on Save (issue 11).
const loadChecks = () => import("@/lib/journeys/motor/previous-insurance");

const companyOptions = previousInsurers.map((i) => ({ value: i.code, label: i.name }));

/**
 * Validates the whole form with the same function the server action uses (contract schema,
 * spec 5 messages) and hands react-hook-form the messages by field; in onBlur mode it shows only
 * the blurred field's message, so insurance 2 stays quiet until one of its fields is filled.
 */
const resolver: Resolver<FormValues> = async (
  values,
  _context,
  options,
): Promise<ResolverResult<FormValues>> => {
  const checked = (await loadChecks()).validatePreviousInsurance(values);
  if (checked.ok) return { values, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const [path, message] of Object.entries(checked.errors))
    flat[path] = { type: "validate", message };
  return { values: {}, errors: toNestErrors(flat, options) };
};

/**
 * The previous-insurance form (spec 3 "Previous insurance (motor)", spec 5): insurance 1
 * required, insurance 2 optional, validated on blur; the save button reads "Saving..." and is
 * disabled while the server action runs. 200 → the motor plans, else /motor/thank-you. It starts
 * from what the broker holds (`defaults`); a copy the client router brings back on Back or
 * Forward is fetched again (`useFreshRender`), so a saved step never comes back empty.
 */
export function PreviousInsuranceForm({
  requestKey,
  defaults,
  renderId,
}: {
  requestKey: string;
  defaults: FormValues;
  /** New on every server render of the page, which keys this form (see `useFreshRender`). */
  renderId: string;
}) {
  const t = useTranslations("PreviousInsurance");
  useFreshRender(renderId);
  return (
    <ProposalForm
      defaults={defaults}
      validate={async (v) => (await loadChecks()).validatePreviousInsurance(v)}
      preload={() => void loadChecks()}
      action={(v) => savePreviousInsurance(requestKey, v)}
      options={{ mode: "onBlur", reValidateMode: "onChange", resolver }}
      className="space-y-8"
      label={t("legend")}
      submitLabel={t("submit")}
    >
      {(kit) => (
        <>
          <PolicyBlock {...kit} index={0} legend={t("insurance1")} />
          <PolicyBlock {...kit} index={1} legend={t("insurance2")} hint={t("insurance2Hint")} />
        </>
      )}
    </ProposalForm>
  );
}

function PolicyBlock({
  form,
  bind,
  index,
  legend,
  hint,
}: ProposalFormKit<FormValues> & {
  index: 0 | 1;
  legend: string;
  hint?: string;
}) {
  const t = useTranslations("PreviousInsurance");
  const common = useTranslations("Common");
  const select = useTranslations("Fields")("select");
  const localize = useLocalizeMessage();
  const dateWords = useDateWords();
  const policyTypeOptions = useOptionList("previousPolicyType", previousPolicyTypes);
  const { register, getValues, getFieldState, trigger, clearErrors } = form;
  const base = `insurances.${index}` as const;

  // Insurance 2 emptied again: drop the messages its fields were showing (it is optional).
  const settleOptional = () => {
    if (index === 1 && isBlankPreviousInsurance(getValues(base))) clearErrors(base);
  };
  // The start/end check names both fields: on blur re-check the other date once it holds a
  // value; on change re-check it when it shows a message, so a fixed order clears both.
  const recheck = (other: "startDate" | "endDate") => () => {
    settleOptional();
    if (getValues(`${base}.${other}`).trim() !== "") void trigger(`${base}.${other}`);
  };
  const refresh = (other: "startDate" | "endDate") => () => {
    settleOptional();
    if (getFieldState(`${base}.${other}`).error) void trigger(`${base}.${other}`);
  };
  // Settling on change too, not only on blur: messages then vanish while the visitor clears the
  // block, not under the pointer as they press Save.
  const field = (name: Exclude<keyof FormValues["insurances"][0], "lastYearClaim">) =>
    bind(`${base}.${name}`, { onBlur: settleOptional, onChange: settleOptional });
  const date = (name: "startDate" | "endDate", other: "startDate" | "endDate") =>
    bind(`${base}.${name}`, { onBlur: recheck(other), onChange: refresh(other) });

  const claim = bind.at(`${base}.lastYearClaim`);
  // Shown outside useActionForm's fields: put the schema's English message in the page's language.
  const claimMessage = form.formState.errors.insurances?.[index]?.lastYearClaim?.message;
  const claimError = claimMessage ? localize(claimMessage) : undefined;
  const claimErrorId = `${claim.id}-error`;

  return (
    <fieldset className="rounded-xl border border-brand-100 p-4 sm:p-6">
      <legend className="px-1 text-lg font-bold text-brand-900">{legend}</legend>
      {hint ? <p className="mb-4 text-sm text-muted">{hint}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t("company")}
          options={companyOptions}
          placeholder={t("selectInsurer")}
          {...field("insuranceCompany")}
        />
        <Input label={t("policyNumber")} autoComplete="off" {...field("policyNumber")} />
        <DateInput label={t("startDate")} {...dateWords} {...date("startDate", "endDate")} />
        <DateInput label={t("endDate")} {...dateWords} {...date("endDate", "startDate")} />
        <Select
          label={t("policyType")}
          options={policyTypeOptions}
          placeholder={select}
          {...field("policyType")}
        />
        <Select label={t("ncb")} options={nbcChoices} placeholder={select} {...field("nbc")} />
        <fieldset className="sm:col-span-2">
          <legend className="field-label">{t("lastYearClaim")}</legend>
          <div className="flex gap-6">
            {(["true", "false"] as const).map((value) => (
              <label
                key={value}
                className="flex min-h-11 items-center gap-2 text-sm font-normal text-ink"
              >
                <input
                  type="radio"
                  value={value}
                  className="size-5 accent-brand-700"
                  aria-describedby={claimError ? claimErrorId : undefined}
                  {...register(`${base}.lastYearClaim`, {
                    onBlur: settleOptional,
                    onChange: settleOptional,
                  })}
                />
                {value === "true" ? common("yes") : common("no")}
              </label>
            ))}
          </div>
          {claimError ? (
            <p id={claimErrorId} className="field-error">
              {claimError}
            </p>
          ) : null}
        </fieldset>
      </div>
    </fieldset>
  );
}
