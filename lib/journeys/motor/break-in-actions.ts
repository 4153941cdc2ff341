"use server";

import { policySearchFormSchema } from "@/lib/api/contract/motor";
import { checkPolicyStatus, setBasePolicyDetails } from "@/lib/api/motor";
import { logFailure } from "@/lib/api/call";
import { CHECK_FIELDS, type ActionResult } from "@/lib/actions/result";
import { parseInput, refuse, saveStep } from "@/lib/actions/safe-action";
import { policySearchOutcome } from "@/lib/journeys/motor/break-in";
import { MOTOR_THANK_YOU } from "@/lib/journeys/shared/paths";
import {
  previousInsuranceErrors,
  previousInsuranceSaveOutcome,
  validatePreviousInsurance,
  type PreviousInsuranceForm,
} from "@/lib/journeys/motor/previous-insurance";
import { redirectPolicy } from "@/lib/journeys/shared/server-policy";

/**
 * Server actions of the motor previous-insurance screen and the break-in policy search. Each
 * validates its input again with the contract schema the browser used, calls the broker through
 * lib/api/motor.ts, and returns what the screen does next (decided by lib/journeys rules).
 */

/**
 * The previous-insurance check: a payload that is not two blocks is refused like any invalid
 * form (so no conversion touches it), then `validatePreviousInsurance`.
 */
function checkPreviousInsurance(values: unknown): ReturnType<typeof validatePreviousInsurance> {
  const insurances = (values as { insurances?: unknown } | null | undefined)?.insurances;
  if (!Array.isArray(insurances) || insurances.length !== 2) {
    return {
      ok: false,
      errors: previousInsuranceErrors([
        { path: ["insurances"], message: "Previous insurance is required" },
      ]),
    };
  }
  return validatePreviousInsurance(values);
}

/**
 * Previous insurance (spec 4): validates with `previousInsurancesSchema`, sends
 * `set/base-policy-details`; 200 → /insurance-compare/motor/{key}, anything else → /motor/thank-you.
 */
export async function savePreviousInsurance(
  requestKey: string,
  values: PreviousInsuranceForm,
): Promise<ActionResult> {
  return saveStep(requestKey, values, {
    badKey: { kind: "go", to: MOTOR_THANK_YOU },
    check: checkPreviousInsurance,
    log: ["motor", "previous-insurance", "previous insurance save failed"],
    save: (key, data) => setBasePolicyDetails(key, data.insurances),
    outcome: (result, key) =>
      previousInsuranceSaveOutcome(
        result.status,
        result.ok ? result.data.requestKey : undefined,
        key,
      ),
  });
}

/**
 * Policy search after a break-in inspection (spec 4 "Break-in"): `check/policy/status` with the
 * typed number; the returned `redirectUrl` is followed only after the allowlist check.
 */
export async function searchPolicy(values: { policyNo: string }): Promise<ActionResult> {
  const parsed = parseInput(policySearchFormSchema, values);
  if (!parsed.ok) return refuse(CHECK_FIELDS, parsed.errors);
  const result = await checkPolicyStatus(parsed.data.policyNo);
  // An unknown policy number (404) is the visitor's typo, not a failure worth a log line.
  if (result.status !== 404) logFailure(result, "motor", "policy-search", "policy search failed");
  return {
    ok: true,
    next: policySearchOutcome(
      { status: result.status, redirectUrl: result.data.redirectUrl },
      redirectPolicy(),
    ),
  };
}
