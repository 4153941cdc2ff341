import {
  motorMemberSchema,
  type MotorMemberInput,
  type MotorMemberPrefill,
} from "@/lib/api/contract/motor";
import * as z from "zod/mini";
import { displayToIso, isCalendarDate, isoToDisplay } from "@/lib/validation/dates";
import {
  FORM_MESSAGE,
  shapeErrors,
  str,
  text,
  withoutUnset,
} from "@/lib/journeys/shared/form-shape";
import { personFields, type PersonFields } from "@/lib/journeys/shared/person-fields";
import type { FieldErrors, Validated } from "@/lib/journeys/health/proposal-forms";

/**
 * The motor owner form (spec 3 "Motor member form", 5) as the browser holds it, and the one
 * validation function the form and the server action both run. Dates are typed as dd/mm/yyyy
 * and sent as yyyy-mm-dd; the contract's `motorMemberSchema` (lib/api/contract/motor.ts) then
 * checks every rule, so browser, site server and broker agree.
 */

export type MotorMemberFormValues = PersonFields & {
  occupation: string;
  documentType: string;
  documentId: string;
  /** dd/mm/yyyy as typed */
  documentIssueDate: string;
};

const fields = [
  ...personFields,
  "occupation",
  "documentType",
  "documentId",
  "documentIssueDate",
] as const;

/** What the broker saved (get/active/member/data `member`) as form values; dates shown dd/mm/yyyy. */
export function motorMemberFormDefaults(
  saved: MotorMemberPrefill | undefined,
): MotorMemberFormValues {
  const values = Object.fromEntries(
    fields.map((f) => [f, str(saved?.[f])]),
  ) as MotorMemberFormValues;
  return {
    ...values,
    dob: isoToDisplay(saved?.dob),
    documentIssueDate: isoToDisplay(saved?.documentIssueDate),
  };
}

export const DATE_FORMAT_MESSAGE = "Enter the date as dd/mm/yyyy";

/** The owner form's shape: every field optional text, checked before any conversion. */
const motorMemberFormShape = z.object(
  {
    firstName: text("First name is required"),
    lastName: text("Last name is required"),
    dob: text(DATE_FORMAT_MESSAGE),
    gender: text("Gender is required"),
    maritalStatus: text("Marital status is required"),
    profession: text("Enter the profession"),
    occupation: text("Enter the occupation"),
    documentType: text("Document type is required"),
    documentId: text("Document number is required"),
    documentIssueDate: text(DATE_FORMAT_MESSAGE),
  },
  { error: FORM_MESSAGE },
);

/**
 * Validates the motor owner form: dates must be dd/mm/yyyy (or yyyy-mm-dd), then
 * `motorMemberSchema` gives spec 5's required fields ('First name is required' …) and the
 * document-number patterns.
 * @returns the `data` of `update/member` (dates yyyy-mm-dd), or errors keyed by field name.
 */
export function validateMotorMember(values: unknown): Validated<MotorMemberInput> {
  // The shape first, so a wrong-typed field is a message beside it, not a TypeError.
  const shape = motorMemberFormShape.safeParse(values);
  if (!shape.success) return { ok: false, errors: shapeErrors(shape.error.issues) };
  const v = { ...motorMemberFormDefaults(undefined), ...withoutUnset(shape.data) };
  const errors: FieldErrors = {};
  const date = (field: "dob" | "documentIssueDate") => {
    const text = str(v[field]).trim();
    if (text === "") return "";
    const iso = displayToIso(text) ?? (isCalendarDate(text) ? text : null);
    if (iso === null) errors[field] = DATE_FORMAT_MESSAGE;
    return iso ?? "";
  };
  const data: MotorMemberInput = {
    firstName: str(v.firstName),
    lastName: str(v.lastName),
    dob: date("dob"),
    gender: str(v.gender),
    maritalStatus: str(v.maritalStatus),
    profession: str(v.profession),
    occupation: str(v.occupation),
    documentType: str(v.documentType),
    documentId: str(v.documentId),
    documentIssueDate: date("documentIssueDate"),
  };
  const parsed = motorMemberSchema.safeParse(data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      errors[issue.path.map(String).join(".")] ??= issue.message;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, data };
}
