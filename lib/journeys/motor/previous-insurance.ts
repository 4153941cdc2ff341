import {
  isBlankPreviousInsurance,
  previousInsurancesSchema,
  type BasePolicyDetails,
  type PreviousInsuranceFormValues,
  type PreviousInsurances,
} from "@/lib/api/contract/motor";
import type { MotorBasePolicy } from "@/lib/api/types";
import { nbcChoices, previousInsurerName } from "@/lib/journeys/motor/options";
import * as z from "zod/mini";
import { fieldErrorsOf } from "@/lib/actions/result";
import { displayToIso, isoToDisplay } from "@/lib/validation/dates";
import { text, withoutUnset } from "@/lib/journeys/shared/form-shape";
import { MOTOR_THANK_YOU, isSegment, plansPath } from "@/lib/journeys/shared/paths";
import type { FieldErrors, Validated } from "@/lib/journeys/health/proposal-forms";
import type { Next } from "@/lib/journeys/shared/redirect";

/**
 * The motor previous-insurance screen (/motor/{requestKey}/additional-policy-details; spec 3
 * "Previous insurance (motor)", spec 4 "additional-policy-details save", spec 5 "Previous
 * insurance form"): the form as the browser holds it, its conversion to and from the contract
 * (`lib/api/contract/motor.ts`), one validation used by the browser and by the server action,
 * and the save rule.
 */

/** The editable fields of one policy block (srNo comes from its position, not from a control). */
export const previousInsuranceFields = [
  "insuranceCompany",
  "policyNumber",
  "startDate",
  "endDate",
  "policyType",
  "nbc",
  "lastYearClaim",
] as const;
export type PreviousInsuranceField = (typeof previousInsuranceFields)[number];

/**
 * One policy block as the form holds it: every value a string. Dates are typed dd/mm/yyyy;
 * `insuranceCompany` is an insurer code; `policyType` bundle | comp | tp | od; `nbc` a percent
 * ("0", "20", "25" … "65"); `lastYearClaim` "true" | "false"; "" means not chosen.
 */
export type PreviousInsuranceRow = Record<PreviousInsuranceField, string>;

/** The whole form: insurance 1 (required) and insurance 2 (optional), as `insurances.0.*`, `insurances.1.*`. */
export type PreviousInsuranceForm = { insurances: [PreviousInsuranceRow, PreviousInsuranceRow] };

/** A policy block with every field "" (not chosen). */
const emptyRow = (): PreviousInsuranceRow =>
  Object.fromEntries(previousInsuranceFields.map((field) => [field, ""])) as PreviousInsuranceRow;

/**
 * The form's starting values: insurance 1 takes the broker's defaults of
 * `get/base-policy-details` (company code when it is one of the 26 insurers, policy number, end
 * date shown as dd/mm/yyyy); insurance 2 starts empty.
 */
export function previousInsuranceDefaults(
  base: (Partial<BasePolicyDetails> & Pick<MotorBasePolicy, "insurances">) | undefined,
): PreviousInsuranceForm {
  const first = emptyRow();
  const company = base?.insuranceCompany?.trim() ?? "";
  // An unknown code would leave the select on a value it cannot show: start unchosen instead.
  if (company && previousInsurerName(company)) first.insuranceCompany = company;
  first.policyNumber = base?.policyNumber?.trim() ?? "";
  first.endDate = isoToDisplay(base?.endDate?.trim());
  const saved = base?.insurances ?? [];
  const row = (srNo: 1 | 2) => saved.find((p, i) => (p.srNo ?? i + 1) === srNo);
  const one = row(1);
  const two = row(2);
  return {
    insurances: [one ? { ...first, ...savedRow(one) } : first, two ? savedRow(two) : emptyRow()],
  };
}

/** Choices a select can show; anything else starts unchosen. */
const policyTypeValues: readonly string[] = ["bundle", "comp", "tp", "od"];

/**
 * A policy saved with `set/base-policy-details` as the form holds it (issue 23 item 1: the step
 * comes back filled): dates dd/mm/yyyy, `nbc` as text, an unknown company, policy type, NCB or
 * claim answer left unchosen rather than shown wrong. Blank saved fields give "".
 */
function savedRow(saved: NonNullable<MotorBasePolicy["insurances"]>[number]): PreviousInsuranceRow {
  const row = emptyRow();
  const company = saved.insuranceCompany?.trim() ?? "";
  if (company && previousInsurerName(company)) row.insuranceCompany = company;
  row.policyNumber = saved.policyNumber?.trim() ?? "";
  row.startDate = isoToDisplay(saved.startDate?.trim());
  row.endDate = isoToDisplay(saved.endDate?.trim());
  if (saved.policyType && policyTypeValues.includes(saved.policyType))
    row.policyType = saved.policyType;
  const nbc = saved.nbc === undefined ? "" : String(saved.nbc).trim();
  if (nbcChoices.some((c) => c.value === nbc)) row.nbc = nbc;
  if (saved.lastYearClaim === "true" || saved.lastYearClaim === "false")
    row.lastYearClaim = saved.lastYearClaim;
  return row;
}

/** A typed date as yyyy-mm-dd; text that is no date is passed on unchanged so the schema says 'Invalid date'. */
function wireDate(typed: string): string {
  const text = typed.trim();
  return text === "" ? "" : (displayToIso(text) ?? text);
}

/**
 * The form's values as the `data` of `set/base-policy-details` before validation: srNo 1 and 2
 * by position, dates converted to yyyy-mm-dd, and insurance 2 left out when every field is
 * blank (so nothing half-empty is sent).
 */
export function toPreviousInsurances(values: PreviousInsuranceForm): {
  insurances: PreviousInsuranceFormValues[];
} {
  const insurances = values.insurances.map((row, i): PreviousInsuranceFormValues => ({
    srNo: i === 0 ? 1 : 2,
    insuranceCompany: row.insuranceCompany.trim(),
    policyNumber: row.policyNumber.trim(),
    startDate: wireDate(row.startDate),
    endDate: wireDate(row.endDate),
    policyType: row.policyType,
    nbc: row.nbc,
    lastYearClaim: row.lastYearClaim,
  }));
  return { insurances: insurances.filter((row, i) => i === 0 || !isBlankPreviousInsurance(row)) };
}

/**
 * Schema issues as errors keyed by form field (`insurances.{i}.{field}`, the controls' names);
 * the first message per field wins. An issue that names no control (srNo, the list itself) is
 * kept under its own path so the screen can still say something is wrong.
 */
export function previousInsuranceErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  return fieldErrorsOf(issues, "insurances");
}

const REQUIRED = "Previous insurance is required";

/** One policy block's shape: every field optional text (messages as the contract words them). */
const previousInsuranceRowShape = z.object(
  {
    insuranceCompany: text("Company is required"),
    policyNumber: text("Policy number is required"),
    startDate: text("Start date is required"),
    endDate: text("End date is required"),
    policyType: text("Policy type is required"),
    nbc: text("NBC is required"),
    lastYearClaim: text("Last year claim is required"),
  },
  { error: REQUIRED },
);

/** The form's shape: exactly insurance 1 and insurance 2, checked before any conversion. */
const previousInsuranceFormShape = z.object(
  {
    insurances: z.tuple([previousInsuranceRowShape, previousInsuranceRowShape], {
      error: REQUIRED,
    }),
  },
  { error: REQUIRED },
);

/**
 * Checks the form with the contract's `previousInsurancesSchema` (spec 5 messages; insurance 2
 * only when any of its fields is filled; the start/end check only when both dates parse).
 *
 * @returns the wire `{ insurances }` (dates yyyy-mm-dd, nbc a number, lastYearClaim "true" |
 *   "false"), or the messages by field.
 */
export function validatePreviousInsurance(values: unknown): Validated<PreviousInsurances> {
  // The shape first (two blocks of text fields), so `insurances: [1, 2]` is a message, not a TypeError.
  const shape = previousInsuranceFormShape.safeParse(values);
  if (!shape.success) return { ok: false, errors: previousInsuranceErrors(shape.error.issues) };
  const [first, second] = shape.data.insurances;
  const form: PreviousInsuranceForm = {
    insurances: [
      { ...emptyRow(), ...withoutUnset(first) },
      { ...emptyRow(), ...withoutUnset(second) },
    ],
  };
  const parsed = previousInsurancesSchema.safeParse(toPreviousInsurances(form));
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: previousInsuranceErrors(parsed.error.issues) };
}

/**
 * The previous-insurance save (spec 4): status 200 goes to the motor plans under the requestKey
 * the broker returned (the route's key when the broker's is missing or not a route segment);
 * anything else, including a failed call, goes to /motor/thank-you.
 */
export function previousInsuranceSaveOutcome(
  status: number,
  returnedKey: unknown,
  routeKey: string,
): Next {
  if (status !== 200) return { kind: "go", to: MOTOR_THANK_YOU };
  const key = isSegment(returnedKey) ? returnedKey : routeKey;
  return isSegment(key)
    ? { kind: "go", to: plansPath("motor", key) }
    : { kind: "go", to: MOTOR_THANK_YOU };
}
