"use client";

import { useId } from "react";
import { useForm } from "react-hook-form";
import { occupations } from "@/lib/journeys/shared/occupations";
import { documentTypes, genders, motorMaritalStatuses } from "@/lib/api/contract/motor";
import { documentTypeLabels } from "@/lib/journeys/shared/options";
import { professions } from "@/lib/journeys/shared/occupations";
import { saveMotorMember } from "@/lib/journeys/motor/actions";
import {
  validateMotorMember,
  type MotorMemberFormValues,
} from "@/lib/journeys/motor/proposal-forms";
import { DateInput, Input, Select } from "@/components/forms/fields";
import { SaveFooter } from "@/components/journeys/shared/save-footer";
import { useActionForm } from "@/components/forms/use-action-form";

const documentOptions = documentTypes.map((d) => ({ value: d, label: documentTypeLabels[d] }));

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
  const uid = useId();
  const form = useForm<MotorMemberFormValues>({ defaultValues: defaults });
  const { register, formState } = form;
  const {
    onSubmit,
    busy,
    message: summary,
    errorOf,
  } = useActionForm({
    form,
    validate: validateMotorMember,
    action: (v) => saveMotorMember(requestKey, v),
  });
  const err = (path: string) => errorOf(formState.errors, path);
  const id = (f: string) => `${uid}-${f}`;

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <p className="text-sm text-muted">
        As written on the vehicle&apos;s registration certificate. Fields marked optional can be
        left empty.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          id={id("firstName")}
          label="First name"
          autoComplete="given-name"
          error={err("firstName")}
          {...register("firstName")}
        />
        <Input
          id={id("lastName")}
          label="Last name"
          autoComplete="family-name"
          error={err("lastName")}
          {...register("lastName")}
        />
        <DateInput
          id={id("dob")}
          label="Date of birth"
          autoComplete="bday"
          error={err("dob")}
          {...register("dob")}
        />
        <Select
          id={id("gender")}
          label="Gender"
          options={genders}
          error={err("gender")}
          {...register("gender")}
        />
        <Select
          id={id("maritalStatus")}
          label="Marital status"
          options={motorMaritalStatuses}
          error={err("maritalStatus")}
          {...register("maritalStatus")}
        />
        <Select
          id={id("profession")}
          label="Profession (optional)"
          options={professions}
          error={err("profession")}
          {...register("profession")}
        />
        <Select
          id={id("occupation")}
          label="Occupation (optional)"
          options={occupations}
          className="sm:col-span-2"
          error={err("occupation")}
          {...register("occupation")}
        />
        <Select
          id={id("documentType")}
          label="ID document"
          options={documentOptions}
          error={err("documentType")}
          {...register("documentType")}
        />
        <Input
          id={id("documentId")}
          label="Document number"
          autoComplete="off"
          autoCapitalize="characters"
          error={err("documentId")}
          {...register("documentId")}
        />
        <DateInput
          id={id("documentIssueDate")}
          label="Document issue date"
          error={err("documentIssueDate")}
          {...register("documentIssueDate")}
        />
      </div>
      <SaveFooter summary={summary} busy={busy} />
    </form>
  );
}
