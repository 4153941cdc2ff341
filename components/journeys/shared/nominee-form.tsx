"use client";

import { useTranslations } from "next-intl";
import { nomineeGenders } from "@/lib/api/contract/values";
import { nomineeRelationOrder } from "@/lib/journeys/shared/options";
import { productActions } from "@/lib/journeys/product-actions";
import type { InsuranceType } from "@/lib/journeys/shared/paths";
import type { NomineeFormValues } from "@/lib/journeys/health/proposal-forms";
import { nomineeFromMember, type MemberForNominee } from "@/lib/journeys/health/nominee-same-as";
import { Select } from "@/components/forms/fields";
import { PersonFields, useOptionList } from "@/components/journeys/shared/field-groups";
import { ProposalForm } from "@/components/journeys/shared/proposal-form";

// The step's check and the contract's schemas (zod) load on first focus or on Save (issue 11).
const loadChecks = () => import("@/lib/journeys/health/proposal-forms");

/**
 * Nominee step, health or motor (spec 3 "Nominee"; nothing required, spec 5): 200 →
 * communication, else the thank-you page of the journey. `members` (health: the insured members
 * other than the proposer) offers "Same as a member", which fills the name, date of birth,
 * gender and relation from the member chosen (issue 23); motor has none.
 */
export function NomineeForm({
  requestKey,
  defaults,
  insuranceType = "health",
  members = [],
}: {
  requestKey: string;
  defaults: NomineeFormValues;
  insuranceType?: InsuranceType;
  members?: readonly MemberForNominee[];
}) {
  const steps = useTranslations("ProposalSteps");
  const t = useTranslations("Proposal");
  const select = useTranslations("Fields")("select");
  const relations = useOptionList("nomineeRelation", nomineeRelationOrder);
  return (
    <ProposalForm
      defaults={defaults}
      validate={async (v) => (await loadChecks()).validateNominee(v)}
      preload={() => void loadChecks()}
      action={(v) => productActions(insuranceType).saveNominee(requestKey, v)}
    >
      {({ bind, form }) => (
        <div className="grid gap-4 sm:grid-cols-2">
          {members.length ? (
            <Select
              id={`${bind.at("relation").id}-same-as`}
              label={steps("sameAsMember")}
              hint={steps("sameAsHint")}
              className="sm:col-span-2"
              placeholder={steps("sameAsNone")}
              options={members.map((m) => ({
                value: String(m.memberNo),
                label: [m.firstName, m.lastName].filter(Boolean).join(" "),
              }))}
              defaultValue=""
              onChange={(event) => {
                const member = members.find((m) => String(m.memberNo) === event.target.value);
                if (!member) return;
                const values = nomineeFromMember(member);
                for (const name of Object.keys(values) as (keyof NomineeFormValues)[])
                  form.setValue(name, values[name], { shouldDirty: true });
              }}
            />
          ) : null}
          <PersonFields bind={bind} genders={nomineeGenders} />
          <Select
            label={t("relationToProposer")}
            options={relations}
            placeholder={select}
            {...bind("relation")}
          />
        </div>
      )}
    </ProposalForm>
  );
}
