"use client";

import { useId } from "react";
import { useForm } from "react-hook-form";
import {
  criticalIllnessPlans,
  documentTypes,
  genders,
  maritalStatuses,
  memberRelations,
  policyTypes,
} from "@/lib/api/contract/health";
import { documentTypeLabels } from "@/lib/journeys/shared/options";
import { hasHdfcPlanFields, needsAnnualIncome } from "@/lib/journeys/health/insurer-rules";
import { occupations, professions } from "@/lib/journeys/shared/occupations";
import { sumInsuredLabels, sumInsuredOptions } from "@/lib/journeys/health/options";
import { saveMembers } from "@/lib/journeys/shared/actions";
import { validateMembers, type MemberFormValues } from "@/lib/journeys/health/proposal-forms";
import { Checkbox, DateInput, Input, Select } from "@/components/forms/fields";
import { SaveFooter } from "@/components/journeys/shared/save-footer";
import { useActionForm } from "@/components/forms/use-action-form";

const documentOptions = documentTypes.map((d) => ({ value: d, label: documentTypeLabels[d] }));
const sumInsuredChoices = sumInsuredOptions.map((v) => ({
  value: String(v),
  label: sumInsuredLabels[v],
}));
const ciPlanChoices = criticalIllnessPlans.map((v) => ({
  value: String(v),
  label: `${v} illnesses`,
}));

/**
 * Member step (spec 3 "Health member form", 5): every field per member, prefilled from what is
 * saved; hdfc-ergo adds the annual income, and for member 1 the policy type, sum insured, IPA
 * rider and critical illness cover. 200 → medical, anything else → home (spec 4).
 */
export function MemberForm({
  requestKey,
  companyName,
  defaults,
}: {
  requestKey: string;
  companyName: string;
  defaults: MemberFormValues;
}) {
  const uid = useId();
  const form = useForm<MemberFormValues>({ defaultValues: defaults });
  const { register, formState } = form;
  const {
    onSubmit,
    busy,
    message: summary,
    errorOf,
  } = useActionForm({
    form,
    validate: (v) => validateMembers(v, companyName),
    action: (v) => saveMembers(requestKey, v),
  });
  const err = (path: string) => errorOf(formState.errors, path);

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-6">
      {defaults.members.map((_, i) => {
        const p = `members.${i}` as const;
        const id = (f: string) => `${uid}-${i}-${f}`;
        const hdfcPlan = hasHdfcPlanFields(companyName, i + 1);
        return (
          <fieldset key={i} className="rounded-xl border border-slate-300 p-4 sm:p-5">
            <legend className="px-1 text-lg font-semibold text-ink">
              Member {i + 1}
              {i === 0 ? " (proposer)" : ""}
            </legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <Input
                id={id("firstName")}
                label="First name"
                autoComplete={i === 0 ? "given-name" : "off"}
                error={err(`${p}.firstName`)}
                {...register(`${p}.firstName`)}
              />
              <Input
                id={id("lastName")}
                label="Last name"
                autoComplete={i === 0 ? "family-name" : "off"}
                error={err(`${p}.lastName`)}
                {...register(`${p}.lastName`)}
              />
              <DateInput
                id={id("dob")}
                label="Date of birth"
                autoComplete={i === 0 ? "bday" : "off"}
                error={err(`${p}.dob`)}
                {...register(`${p}.dob`)}
              />
              <Select
                id={id("gender")}
                label="Gender"
                options={genders}
                error={err(`${p}.gender`)}
                {...register(`${p}.gender`)}
              />
              <Select
                id={id("maritalStatus")}
                label="Marital status"
                options={maritalStatuses}
                error={err(`${p}.maritalStatus`)}
                {...register(`${p}.maritalStatus`)}
              />
              {i === 0 ? (
                <Select
                  id={id("relation")}
                  name={`${p}.relation`}
                  label="Relation"
                  options={["Self"]}
                  placeholder=""
                  value="Self"
                  disabled
                  onChange={() => undefined}
                />
              ) : (
                <Select
                  id={id("relation")}
                  label="Relation"
                  options={memberRelations.filter((r) => r !== "Self")}
                  error={err(`${p}.relation`)}
                  {...register(`${p}.relation`)}
                />
              )}
              <Select
                id={id("profession")}
                label="Profession or occupation"
                hint="Choose a broad profession or your exact occupation"
                className="sm:col-span-2"
                error={err(`${p}.profession`)}
                {...register(`${p}.profession`)}
              >
                <optgroup label="Profession">
                  {professions.map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </optgroup>
                <optgroup label="Occupation">
                  {occupations.map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </optgroup>
              </Select>
              {needsAnnualIncome(companyName) ? (
                <Input
                  id={id("annualIncome")}
                  label="Annual income (₹)"
                  inputMode="numeric"
                  autoComplete="off"
                  error={err(`${p}.annualIncome`)}
                  {...register(`${p}.annualIncome`)}
                />
              ) : null}
              <Input
                id={id("height")}
                label="Height (cm)"
                inputMode="numeric"
                error={err(`${p}.height`)}
                {...register(`${p}.height`)}
              />
              <Input
                id={id("weight")}
                label="Weight (kg)"
                inputMode="numeric"
                error={err(`${p}.weight`)}
                {...register(`${p}.weight`)}
              />
              <Select
                id={id("documentType")}
                label="ID document"
                options={documentOptions}
                error={err(`${p}.documentType`)}
                {...register(`${p}.documentType`)}
              />
              <Input
                id={id("documentId")}
                label="Document number"
                autoComplete="off"
                autoCapitalize="characters"
                error={err(`${p}.documentId`)}
                {...register(`${p}.documentId`)}
              />
              <DateInput
                id={id("documentIssueDate")}
                label="Document issue date"
                error={err(`${p}.documentIssueDate`)}
                {...register(`${p}.documentIssueDate`)}
              />
            </div>

            {hdfcPlan ? (
              <fieldset className="mt-5 rounded-lg bg-slate-50 p-4">
                <legend className="px-1 font-semibold text-ink">Plan options</legend>
                <div className="grid gap-4 sm:grid-cols-2">
                  <Select
                    id={id("policyType")}
                    label="Policy type"
                    options={policyTypes}
                    error={err(`${p}.policyType`)}
                    {...register(`${p}.policyType`)}
                  />
                  <Select
                    id={id("sumInsured")}
                    label="Sum insured"
                    options={sumInsuredChoices}
                    error={err(`${p}.sumInsured`)}
                    {...register(`${p}.sumInsured`)}
                  />
                  <Checkbox
                    id={id("ipaRider")}
                    label="Add the individual personal accident (IPA) rider"
                    {...register(`${p}.ipaRider`)}
                  />
                  <Checkbox
                    id={id("criticalIllnessCover")}
                    label="Add critical illness cover"
                    {...register(`${p}.criticalIllnessCover`)}
                  />
                  <Select
                    id={id("criticalIllnessPlan")}
                    label="Critical illness plan"
                    options={ciPlanChoices}
                    error={err(`${p}.criticalIllnessPlan`)}
                    {...register(`${p}.criticalIllnessPlan`)}
                  />
                  <Input
                    id={id("criticalIllnessCoverValue")}
                    label="Critical illness cover (₹)"
                    hint="Less than the sum insured"
                    inputMode="numeric"
                    error={err(`${p}.criticalIllnessCoverValue`)}
                    {...register(`${p}.criticalIllnessCoverValue`)}
                  />
                </div>
              </fieldset>
            ) : null}
          </fieldset>
        );
      })}
      <SaveFooter summary={summary} busy={busy} />
    </form>
  );
}
