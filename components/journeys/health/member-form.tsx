"use client";

import { useDeferredValue, useMemo } from "react";
import { useTranslations } from "@/lib/i18n/use-translations";
import {
  criticalIllnessPlans,
  genders,
  maritalStatuses,
  memberRelations,
  policyTypes,
} from "@/lib/api/contract/values";
import { hasHdfcPlanFields, needsAnnualIncome } from "@/lib/journeys/health/insurer-rules";
import { occupations, professions } from "@/lib/journeys/shared/occupations";
import { sumInsuredOptions } from "@/lib/journeys/health/options";
import { optionLabel } from "@/lib/journeys/i18n/option-label";
import { saveMembers } from "@/lib/journeys/shared/actions";
import type { MemberFormValues } from "@/lib/journeys/health/proposal-forms";
import { Checkbox, Input, Select } from "@/components/forms/fields";
import { scope, type Bind } from "@/components/forms/use-action-form";
import {
  IdDocumentFields,
  PersonFields,
  RelationSelect,
  useOptionList,
} from "@/components/journeys/shared/field-groups";
import { ProposalForm } from "@/components/journeys/shared/proposal-form";

// The step's check and the contract's schemas (zod) load on first focus or on Save (issue 11).
const loadChecks = () => import("@/lib/journeys/health/proposal-forms");

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
  // The proposer's fieldset fills the first screens; the other members' (each about 40 controls
  // and labels and 150 occupations) render right after hydration, in the background. The server
  // HTML, the swap of the loading skeleton for the step and the hydration then carry one member,
  // which roughly halved the step's longest document and commit tasks (issue 11). Values of a
  // member not rendered yet are still the form's defaults, so an early Save sends them.
  const shown = useDeferredValue(defaults.members.length, 1);
  return (
    <ProposalForm
      defaults={defaults}
      validate={async (v) => (await loadChecks()).validateMembers(v, companyName)}
      preload={() => void loadChecks()}
      action={(v) => saveMembers(requestKey, v)}
      className="space-y-6"
    >
      {({ bind }) =>
        defaults.members
          .slice(0, shown)
          .map((_, i) => (
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
  const t = useTranslations("Proposal");
  const options = useTranslations("Options");
  const select = useTranslations("Fields")("select");
  const maritalOptions = useOptionList("maritalStatus", maritalStatuses);
  const relationOptions = useOptionList("relation", memberRelations);
  const policyTypeOptions = useOptionList("policyType", policyTypes);
  const sumInsuredChoices = useOptionList("sumInsured", sumInsuredOptions);
  const professionOptions = useOptionList("profession", professions);
  const occupationOptions = useOptionList("occupation", occupations);
  const hdfcPlan = hasHdfcPlanFields(companyName, i + 1);
  const professionLabel = t("professionGroup");
  const occupationLabel = t("occupationGroup");
  // About 150 options, as HTML the browser owns (no React element per option), in groups that
  // stay the same array from render to render.
  const occupationGroups = useMemo(
    () => [
      { label: professionLabel, options: professionOptions },
      { label: occupationLabel, options: occupationOptions },
    ],
    [professionLabel, professionOptions, occupationLabel, occupationOptions],
  );
  return (
    <fieldset className="rounded-xl border border-slate-300 p-4 sm:p-5">
      <legend className="px-1 text-lg font-semibold text-ink">
        {t("member", { number: i + 1 })}
        {i === 0 ? t("proposerSuffix") : ""}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <PersonFields bind={bind} genders={genders} own={i === 0} />
        <Select
          label={t("maritalStatus")}
          options={maritalOptions}
          placeholder={select}
          {...bind("maritalStatus")}
        />
        <RelationSelect
          bind={bind}
          proposer={i === 0}
          relations={relationOptions}
          label={t("relation")}
          selfLabel={optionLabel(options, "relation", "Self")}
          placeholder={select}
        />
        <Select
          label={t("profession")}
          hint={t("professionHint")}
          placeholder={select}
          className="sm:col-span-2"
          groups={occupationGroups}
          staticOptions
          {...bind("profession")}
        />
        {needsAnnualIncome(companyName) ? (
          <Input
            label={t("annualIncome")}
            inputMode="numeric"
            autoComplete="off"
            {...bind("annualIncome")}
          />
        ) : null}
        <Input label={t("height")} inputMode="numeric" {...bind("height")} />
        <Input label={t("weight")} inputMode="numeric" {...bind("weight")} />
        <IdDocumentFields bind={bind} />
      </div>

      {hdfcPlan ? (
        <fieldset className="mt-5 rounded-lg bg-slate-50 p-4">
          <legend className="px-1 font-semibold text-ink">{t("planOptions")}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              label={t("policyType")}
              options={policyTypeOptions}
              placeholder={select}
              {...bind("policyType")}
            />
            <Select
              label={t("sumInsured")}
              options={sumInsuredChoices}
              placeholder={select}
              {...bind("sumInsured")}
            />
            <Checkbox label={t("ipaRider")} {...bind("ipaRider")} />
            <Checkbox label={t("criticalIllness")} {...bind("criticalIllnessCover")} />
            <Select
              label={t("criticalIllnessPlan")}
              options={criticalIllnessPlans.map((v) => ({
                value: String(v),
                label: options("criticalIllnessPlan", { count: v }),
              }))}
              placeholder={select}
              {...bind("criticalIllnessPlan")}
            />
            <Input
              label={t("criticalIllnessCover")}
              hint={t("criticalIllnessHint")}
              inputMode="numeric"
              {...bind("criticalIllnessCoverValue")}
            />
          </div>
        </fieldset>
      ) : null}
    </fieldset>
  );
}
