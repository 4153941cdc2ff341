"use client";

import {
  criticalIllnessPlans,
  genders,
  maritalStatuses,
  memberRelations,
  policyTypes,
} from "@/lib/api/contract/health";
import { hasHdfcPlanFields, needsAnnualIncome } from "@/lib/journeys/health/insurer-rules";
import { occupations, professions } from "@/lib/journeys/shared/occupations";
import { sumInsuredLabels, sumInsuredOptions } from "@/lib/journeys/health/options";
import { saveMembers } from "@/lib/journeys/shared/actions";
import { validateMembers, type MemberFormValues } from "@/lib/journeys/health/proposal-forms";
import { Checkbox, Input, Select } from "@/components/forms/fields";
import { scope, type Bind } from "@/components/forms/use-action-form";
import {
  IdDocumentFields,
  PersonFields,
  RelationSelect,
} from "@/components/journeys/shared/field-groups";
import { ProposalForm } from "@/components/journeys/shared/proposal-form";

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
  return (
    <ProposalForm
      defaults={defaults}
      validate={(v) => validateMembers(v, companyName)}
      action={(v) => saveMembers(requestKey, v)}
      className="space-y-6"
    >
      {({ bind }) =>
        defaults.members.map((_, i) => (
          <MemberFields
            key={i}
            index={i}
            bind={scope(bind, `members.${i}`)}
            companyName={companyName}
          />
        ))
      }
    </ProposalForm>
  );
}

/** One member's fieldset (`index` 0 is the proposer), its names under `members.{index}`. */
function MemberFields({
  index: i,
  bind,
  companyName,
}: {
  index: number;
  bind: Bind;
  companyName: string;
}) {
  return (
    <fieldset className="rounded-xl border border-slate-300 p-4 sm:p-5">
      <legend className="px-1 text-lg font-semibold text-ink">
        Member {i + 1}
        {i === 0 ? " (proposer)" : ""}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <PersonFields bind={bind} genders={genders} own={i === 0} />
        <Select label="Marital status" options={maritalStatuses} {...bind("maritalStatus")} />
        <RelationSelect bind={bind} proposer={i === 0} relations={memberRelations} />
        <Select
          label="Profession or occupation"
          hint="Choose a broad profession or your exact occupation"
          className="sm:col-span-2"
          {...bind("profession")}
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
            label="Annual income (₹)"
            inputMode="numeric"
            autoComplete="off"
            {...bind("annualIncome")}
          />
        ) : null}
        <Input label="Height (cm)" inputMode="numeric" {...bind("height")} />
        <Input label="Weight (kg)" inputMode="numeric" {...bind("weight")} />
        <IdDocumentFields bind={bind} />
      </div>

      {hasHdfcPlanFields(companyName, i + 1) ? (
        <fieldset className="mt-5 rounded-lg bg-slate-50 p-4">
          <legend className="px-1 font-semibold text-ink">Plan options</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Select label="Policy type" options={policyTypes} {...bind("policyType")} />
            <Select label="Sum insured" options={sumInsuredChoices} {...bind("sumInsured")} />
            <Checkbox
              label="Add the individual personal accident (IPA) rider"
              {...bind("ipaRider")}
            />
            <Checkbox label="Add critical illness cover" {...bind("criticalIllnessCover")} />
            <Select
              label="Critical illness plan"
              options={ciPlanChoices}
              {...bind("criticalIllnessPlan")}
            />
            <Input
              label="Critical illness cover (₹)"
              hint="Less than the sum insured"
              inputMode="numeric"
              {...bind("criticalIllnessCoverValue")}
            />
          </div>
        </fieldset>
      ) : null}
    </fieldset>
  );
}
