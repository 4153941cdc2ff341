"use server";

import { policySearchFormSchema } from "@/lib/api/contract/motor";
import { checkPolicyStatus, setBasePolicyDetails } from "@/lib/api/motor";
import { log } from "@/lib/log/logger";
import { policySearchOutcome } from "../break-in";
import { MOTOR_THANK_YOU, isSegment } from "../paths";
import { previousInsuranceErrors, previousInsuranceSaveOutcome, validatePreviousInsurance, type PreviousInsuranceForm } from "../previous-insurance";
import type { FieldErrors } from "../proposal-forms";
import type { Next } from "../redirect";
import { redirectPolicy } from "../server-policy";

/**
 * Server actions of the motor previous-insurance screen and the break-in policy search. Each
 * validates its input again with the contract schema the browser used, calls the broker through
 * lib/api/motor.ts, and returns what the screen does next (decided by lib/journeys rules).
 */

/** A form save: what to do next, or messages beside the fields (the form keeps its values). */
export type MotorSaveResult = { next: Next } | { errors: FieldErrors };

/**
 * Previous insurance (spec 4): validates with `previousInsurancesSchema`, sends
 * `set/base-policy-details`; 200 → /insurance-compare/motor/{key}, anything else → /motor/thank-you.
 */
export async function savePreviousInsurance(requestKey: string, values: PreviousInsuranceForm): Promise<MotorSaveResult> {
  if (!isSegment(requestKey)) return { next: { kind: "go", to: MOTOR_THANK_YOU } };
  // A malformed payload (not two blocks of text fields) is refused like any invalid form.
  if (!Array.isArray(values?.insurances) || values.insurances.length !== 2) {
    return { errors: previousInsuranceErrors([{ path: ["insurances"], message: "Previous insurance is required" }]) };
  }
  const checked = validatePreviousInsurance(values);
  if (!checked.ok) return { errors: checked.errors };
  const result = await setBasePolicyDetails(requestKey, checked.data.insurances);
  if (!result.ok) log("motor").warn({ step: "previous-insurance", status: result.status, reason: result.reason }, "previous insurance save failed");
  return { next: previousInsuranceSaveOutcome(result.status, result.ok ? result.data.requestKey : undefined, requestKey) };
}

/**
 * Policy search after a break-in inspection (spec 4 "Break-in"): `check/policy/status` with the
 * typed number; the returned `redirectUrl` is followed only after the allowlist check.
 */
export async function searchPolicy(values: { policyNo: string }): Promise<MotorSaveResult> {
  const parsed = policySearchFormSchema.safeParse(values);
  if (!parsed.success) return { errors: previousInsuranceErrors(parsed.error.issues) };
  const result = await checkPolicyStatus(parsed.data.policyNo);
  if (!result.ok && result.status !== 404) log("motor").warn({ step: "policy-search", status: result.status, reason: result.reason }, "policy search failed");
  return { next: policySearchOutcome({ status: result.status, redirectUrl: result.data.redirectUrl }, redirectPolicy()) };
}
