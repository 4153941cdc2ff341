"use client";

import { genders, motorMaritalStatuses } from "@/lib/api/contract/motor";
import { occupations, professions } from "@/lib/journeys/shared/occupations";
import { saveMotorMember } from "@/lib/journeys/motor/actions";
import {
  validateMotorMember,
  type MotorMemberFormValues,
} from "@/lib/journeys/motor/proposal-forms";
import { Select } from "@/components/forms/fields";
import { IdDocumentFields, PersonFields } from "@/components/journeys/shared/field-groups";
import { ProposalForm } from "@/components/journeys/shared/proposal-form";

/**
 * Motor owner step (spec 3 "Motor member form", 5): names, birth date, gender, marital status
 * (Widow included), optional profession and occupation, and the ID document. 200 → nominee,
 * anything else → home (spec 4).
 */
export function MotorMemberForm({
  requestKey,
  defaults,
}: {
  requestKey: string;
  defaults: MotorMemberFormValues;
}) {
  return (
    <ProposalForm
      defaults={defaults}
      validate={validateMotorMember}
      action={(v) => saveMotorMember(requestKey, v)}
    >
      {({ bind }) => (
        <>
          <p className="text-sm text-muted">
            As written on the vehicle&apos;s registration certificate. Fields marked optional can be
            left empty.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <PersonFields bind={bind} genders={genders} own />
            <Select
              label="Marital status"
              options={motorMaritalStatuses}
              {...bind("maritalStatus")}
            />
            <Select label="Profession (optional)" options={professions} {...bind("profession")} />
            <Select
              label="Occupation (optional)"
              options={occupations}
              className="sm:col-span-2"
              {...bind("occupation")}
            />
            <IdDocumentFields bind={bind} />
          </div>
        </>
      )}
    </ProposalForm>
  );
}
