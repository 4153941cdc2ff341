"use client";

import { useDeferredValue, useMemo } from "react";
import { useWatch, type Control } from "react-hook-form";
import { useTranslations } from "next-intl";
import {
  criticalIllnessPlans,
  genders,
  maritalStatuses,
  memberRelations,
  policyTypes,
} from "@/lib/api/contract/values";
import { hasHdfcPlanFields, needsAnnualIncome } from "@/lib/journeys/health/insurer-rules";
import { isMinor } from "@/lib/journeys/health/member-age";
import { displayToIso } from "@/lib/validation/dates";
import { occupations, professions } from "@/lib/journeys/shared/occupations";
import { sumInsuredOptions } from "@/lib/journeys/health/options";
import { optionLabel } from "@/lib/journeys/i18n/option-label";
import { saveMembers } from "@/lib/journeys/shared/actions";
import type { MemberFormValues, MemberRow } from "@/lib/journeys/health/proposal-forms";
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
  // hdfc-ergo's cover and policy type chosen with the plan are shown, not asked again (issue 23).
  const planChoice = chosenWithPlan(defaults.members[0]);
  return (
    <ProposalForm
      defaults={defaults}
      validate={async (v) => (await loadChecks()).validateMembers(v, companyName)}
      preload={() => void loadChecks()}
      action={(v) => saveMembers(requestKey, v)}
      className="space-y-6"
    >
      {({ bind, form }) =>
        defaults.members
          .slice(0, shown)
          .map((_, i) => (
            <MemberFields
              key={i}
              index={i}
              bind={scope(bind, `members.${i}`)}
              control={form.control}
              companyName={companyName}
              planChoice={i === 0 ? planChoice : null}
            />
          ))
      }
    </ProposalForm>
  );
}

/** hdfc-ergo member 1's policy type and sum insured when both came with the plan, else null. */
function chosenWithPlan(
  row: MemberRow | undefined,
): { policyType: string; sumInsured: string } | null {
  if (!row) return null;
  const known =
    (policyTypes as readonly string[]).includes(row.policyType) &&
    (sumInsuredOptions as readonly number[]).includes(Number(row.sumInsured));
  return known ? { policyType: row.policyType, sumInsured: row.sumInsured } : null;
}

/**
 * One member's fieldset (`index` 0 is the proposer), its names under `members.{index}`. The
 * questions fit the person (issue 23): a member under 18 (by the date typed, India's today) is
 * not asked marital status, profession, income or an ID document; the critical-illness plan and
 * amount appear when the cover is ticked; the height is typed in cm or in feet and inches.
 */
function MemberFields({
  index: i,
  bind,
  control,
  companyName,
  planChoice,
}: {
  index: number;
  bind: Bind;
  control: Control<MemberFormValues>;
  companyName: string;
  planChoice: { policyType: string; sumInsured: string } | null;
}) {
  const steps = useTranslations("ProposalSteps");
  const [dob, heightUnit, ciCover] = useWatch({
    control,
    name: [
      `members.${i}.dob`,
      `members.${i}.heightUnit`,
      `members.${i}.criticalIllnessCover`,
    ] as const,
  });
  const minor = isMinor(displayToIso(dob ?? "") ?? undefined);
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
      <legend className="px-1 text-lg font-bold text-ink">
        {t("member", { number: i + 1 })}
        {i === 0 ? t("proposerSuffix") : ""}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <PersonFields bind={bind} genders={genders} own={i === 0} />
        {minor ? (
          <p className="text-sm text-muted sm:col-span-2">{steps("childNote")}</p>
        ) : (
          <Select
            label={t("maritalStatus")}
            options={maritalOptions}
            placeholder={select}
            {...bind("maritalStatus")}
          />
        )}
        <RelationSelect
          bind={bind}
          proposer={i === 0}
          relations={relationOptions}
          label={t("relation")}
          selfLabel={optionLabel(options, "relation", "Self")}
          placeholder={select}
        />
        {minor ? null : (
          <Select
            label={t("profession")}
            hint={t("professionHint")}
            placeholder={select}
            className="sm:col-span-2"
            groups={occupationGroups}
            staticOptions
            {...bind("profession")}
          />
        )}
        {needsAnnualIncome(companyName) && !minor ? (
          <Input
            label={t("annualIncome")}
            inputMode="numeric"
            autoComplete="off"
            {...bind("annualIncome")}
          />
        ) : null}
        <HeightFields bind={bind} byFeet={heightUnit === "ftin"} />
        <Input label={t("weight")} inputMode="numeric" {...bind("weight")} />
        {minor ? null : <IdDocumentFields bind={bind} />}
      </div>

      {hdfcPlan ? (
        <fieldset className="mt-5 rounded-lg bg-slate-50 p-4">
          <legend className="px-1 font-bold text-ink">{t("planOptions")}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {planChoice ? (
              <>
                <Select
                  {...bind.at("policyType")}
                  label={t("policyType")}
                  hint={steps("chosenWithPlan")}
                  options={policyTypeOptions.filter((o) => o.value === planChoice.policyType)}
                  placeholder=""
                  value={planChoice.policyType}
                  disabled
                  onChange={() => undefined}
                />
                <Select
                  {...bind.at("sumInsured")}
                  label={t("sumInsured")}
                  hint={steps("chosenWithPlan")}
                  options={sumInsuredChoices.filter((o) => o.value === planChoice.sumInsured)}
                  placeholder=""
                  value={planChoice.sumInsured}
                  disabled
                  onChange={() => undefined}
                />
              </>
            ) : (
              <>
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
              </>
            )}
            <Checkbox label={t("ipaRider")} {...bind("ipaRider")} />
            <Checkbox label={t("criticalIllness")} {...bind("criticalIllnessCover")} />
            {ciCover === true ? (
              <>
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
              </>
            ) : null}
          </div>
        </fieldset>
      ) : null}
    </fieldset>
  );
}

/**
 * The height in cm (the contract's unit) or in feet and inches, with a choice of unit; feet and
 * inches are turned into cm by the step's check (`cmFromFeetInches`).
 */
function HeightFields({ bind, byFeet }: { bind: Bind; byFeet: boolean }) {
  const t = useTranslations("Proposal");
  const steps = useTranslations("ProposalSteps");
  const unit = bind("heightUnit");
  return (
    <fieldset className="sm:col-span-2">
      <legend className="field-label">{steps("heightUnit")}</legend>
      <div className="flex flex-wrap gap-6">
        {(["cm", "ftin"] as const).map((value) => (
          <label
            key={value}
            className="flex min-h-11 items-center gap-2 text-sm font-normal text-ink"
          >
            <input
              type="radio"
              value={value}
              className="size-5 accent-brand-700"
              name={unit.name}
              ref={unit.ref}
              onChange={(event) => void unit.onChange(event)}
              onBlur={(event) => void unit.onBlur(event)}
            />
            {steps(value === "cm" ? "unitCm" : "unitFeetInches")}
          </label>
        ))}
      </div>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        {byFeet ? (
          <>
            <Input label={steps("heightFeet")} inputMode="numeric" {...bind("heightFeet")} />
            <Input label={steps("heightInches")} inputMode="numeric" {...bind("heightInches")} />
          </>
        ) : (
          <Input label={t("height")} inputMode="numeric" {...bind("height")} />
        )}
      </div>
    </fieldset>
  );
}
