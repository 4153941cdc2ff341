"use client";

import { useTranslations } from "next-intl";
import { genders, motorMaritalStatuses } from "@/lib/api/contract/values";
import { occupations, professions } from "@/lib/journeys/shared/occupations";
import { saveMotorMember } from "@/lib/journeys/motor/actions";
import type { MotorMemberFormValues } from "@/lib/journeys/motor/proposal-forms";
import { Select } from "@/components/forms/fields";
import {
  IdDocumentFields,
  PersonFields,
  useOptionList,
} from "@/components/journeys/shared/field-groups";
import { ProposalForm } from "@/components/journeys/shared/proposal-form";

// The step's check and the contract's schemas (zod) load on first focus or on Save (issue 11).
const loadChecks = () => import("@/lib/journeys/motor/proposal-forms");

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
  const t = useTranslations("Proposal");
  const select = useTranslations("Fields")("select");
  const maritalOptions = useOptionList("maritalStatus", motorMaritalStatuses);
  const professionOptions = useOptionList("profession", professions);
  const occupationOptions = useOptionList("occupation", occupations);
  return (
    <ProposalForm
      defaults={defaults}
      validate={async (v) => (await loadChecks()).validateMotorMember(v)}
      preload={() => void loadChecks()}
      action={(v) => saveMotorMember(requestKey, v)}
    >
      {({ bind }) => (
        <>
          <p className="text-sm text-muted">{t("motorIntro")}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <PersonFields bind={bind} genders={genders} own />
            <Select
              label={t("maritalStatus")}
              options={maritalOptions}
              placeholder={select}
              {...bind("maritalStatus")}
            />
            <Select
              label={t("motorProfession")}
              options={professionOptions}
              placeholder={select}
              {...bind("profession")}
            />
            <Select
              label={t("motorOccupation")}
              options={occupationOptions}
              staticOptions
              placeholder={select}
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
