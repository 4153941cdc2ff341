"use client";

import { useId } from "react";
import { useForm } from "react-hook-form";
import { nomineeGenders } from "@/lib/api/contract/health";
import { nomineeRelations } from "@/lib/journeys/shared/options";
import { saveNominee } from "@/lib/journeys/shared/actions";
import { saveMotorNominee } from "@/lib/journeys/motor/actions";
import type { InsuranceType } from "@/lib/journeys/shared/paths";
import { validateNominee, type NomineeFormValues } from "@/lib/journeys/health/proposal-forms";
import { DateInput, Input, Select } from "@/components/forms/fields";
import { SaveFooter } from "@/components/journeys/shared/save-footer";
import { useActionForm } from "@/components/forms/use-action-form";

const genderOptions = nomineeGenders.map((g) => ({
  value: g,
  label: g.charAt(0).toUpperCase() + g.slice(1),
}));

/** Nominee step, health or motor (spec 3 "Nominee"; nothing required, spec 5): 200 → communication, else the thank-you page of the journey. */
export function NomineeForm({
  requestKey,
  defaults,
  insuranceType = "health",
}: {
  requestKey: string;
  defaults: NomineeFormValues;
  insuranceType?: InsuranceType;
}) {
  const uid = useId();
  const form = useForm<NomineeFormValues>({ defaultValues: defaults });
  const { register, formState } = form;
  const {
    onSubmit,
    busy,
    message: summary,
    errorOf,
  } = useActionForm({
    form,
    validate: validateNominee,
    action: (v) => (insuranceType === "motor" ? saveMotorNominee : saveNominee)(requestKey, v),
  });
  const err = (path: string) => errorOf(formState.errors, path);

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          id={`${uid}-firstName`}
          label="First name"
          autoComplete="off"
          error={err("firstName")}
          {...register("firstName")}
        />
        <Input
          id={`${uid}-lastName`}
          label="Last name"
          autoComplete="off"
          error={err("lastName")}
          {...register("lastName")}
        />
        <DateInput
          id={`${uid}-dob`}
          label="Date of birth"
          error={err("dob")}
          {...register("dob")}
        />
        <Select
          id={`${uid}-gender`}
          label="Gender"
          options={genderOptions}
          error={err("gender")}
          {...register("gender")}
        />
        <Select
          id={`${uid}-relation`}
          label="Relation to the proposer"
          options={nomineeRelations}
          error={err("relation")}
          {...register("relation")}
        />
      </div>
      <SaveFooter summary={summary} busy={busy} />
    </form>
  );
}
