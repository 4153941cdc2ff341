"use server";

import { addOnSelectionSchema } from "@/lib/api/contract/motor";
import {
  getAddOns,
  updateAddOns,
  getMotorMemberData,
  updateMotorCommunication,
  updateMotorMember,
  updateMotorNominee,
} from "@/lib/api/motor";
import { logFailure, type Loggable } from "@/lib/api/call";
import { saveStep, stepAction, type InputCheck, type SaveStep } from "@/lib/actions/safe-action";
import { runBuyNow } from "@/lib/journeys/shared/buy-now-action";
import { addOnFormShape } from "@/lib/journeys/motor/add-on-form-shape";
import { toAddOnSelection, type AddOnFormValues } from "@/lib/journeys/motor/add-ons";
import {
  validateMotorMember,
  type MotorMemberFormValues,
} from "@/lib/journeys/motor/proposal-forms";
import {
  motorMemberSaveOutcome,
  motorNomineeSaveOutcome,
  motorReviewReturn,
  motorUrlSaveOutcome,
} from "@/lib/journeys/motor/steps";
import { MOTOR_THANK_YOU } from "@/lib/journeys/shared/paths";
import { keepSaved } from "@/lib/journeys/shared/keep-saved";
import {
  validateCommunication,
  validateNominee,
  type CommunicationFormValues,
  type NomineeFormValues,
} from "@/lib/journeys/health/proposal-forms";
import { urlAnswerOf, type Next } from "@/lib/journeys/shared/redirect";
import { redirectPolicy } from "@/lib/journeys/shared/server-policy";

/**
 * Server actions of the motor journey (spec 4 "Motor flow"), written with
 * lib/actions/safe-action.ts. Each validates its input again with
 * the function the browser used, calls the broker through lib/api/motor, and returns what the
 * screen does next as decided by the rules in lib/journeys (motor-steps.ts, buy-now.ts).
 */

const badKey: Next = { kind: "go", to: MOTOR_THANK_YOU };

type SaveResult = Loggable & { data?: unknown };
type MotorSave = "member" | "nominee" | "communication";

/** What each motor proposal save leads to (lib/journeys/motor/steps.ts). */
const outcomes: Record<MotorSave, (result: SaveResult, requestKey: string) => Next> = {
  member: (result, key) => motorMemberSaveOutcome(result.status, key),
  nominee: (result, key) => motorNomineeSaveOutcome(result.status, key),
  communication: (result) => motorUrlSaveOutcome(urlAnswerOf(result), redirectPolicy()),
};

/** The {@link SaveStep} of a motor proposal save: its check, its broker call and its rule. */
function motorStep<T>(
  step: MotorSave,
  check: InputCheck<T>,
  save: (requestKey: string, data: T) => Promise<SaveResult>,
): SaveStep<T, SaveResult> {
  return { badKey, check, log: ["motor", step], save, outcome: outcomes[step] };
}

/** Owner step: 200 → nominee, anything else → home. */
export async function saveMotorMember(requestKey: string, values: MotorMemberFormValues) {
  return saveStep(requestKey, values, motorStep("member", validateMotorMember, updateMotorMember));
}

/** Nominee step: 200 → communication, else /motor/thank-you. Blank fields keep the saved values. */
export async function saveMotorNominee(requestKey: string, values: NomineeFormValues) {
  const save: typeof updateMotorNominee = async (key, data) => {
    const saved = await getMotorMemberData(key);
    return updateMotorNominee(key, keepSaved(data, saved.ok ? saved.data.nominee : undefined));
  };
  return saveStep(requestKey, values, motorStep("nominee", validateNominee, save));
}

/** Communication step: the returned URL after the allowlist check, else /motor/thank-you. Blank fields keep the saved values. */
export async function saveMotorCommunication(requestKey: string, values: CommunicationFormValues) {
  const save: typeof updateMotorCommunication = async (key, data) => {
    const saved = await getMotorMemberData(key);
    return updateMotorCommunication(
      key,
      keepSaved(data, saved.ok ? saved.data.communication : undefined),
    );
  };
  const step = motorStep("communication", validateCommunication, save);
  return saveStep(requestKey, values, step);
}

/**
 * Add-ons step: the flags are rebuilt on the server from the broker's own catalogue (so the
 * compulsory cover is always on and hidden or unknown codes are never sent), then the returned
 * URL is followed after the allowlist check, else /motor/thank-you. Opened from the review
 * (`fromReview`, the page's `?from=review`), a successful save returns to the final quote.
 */
export async function saveMotorAddOns(
  requestKey: string,
  values: AddOnFormValues,
  fromReview: unknown = false,
) {
  return stepAction(requestKey, values, {
    badKey,
    check: addOnFormShape,
    run: async (key, data) => {
      const catalogue = await getAddOns(key);
      if (!catalogue.ok) return badKey;
      const selection = toAddOnSelection(catalogue.data, data);
      if (!addOnSelectionSchema.safeParse(selection).success) return badKey;
      const result = logFailure(
        await updateAddOns(key, selection),
        "motor",
        "add-ons",
        "add-ons save failed",
      );
      const next = motorUrlSaveOutcome(urlAnswerOf(result), redirectPolicy());
      return motorReviewReturn(next, key, fromReview === true);
    },
  });
}

/**
 * Buy Now on the motor final quote (spec 4; see motorBuyNowOutcome and `runBuyNow`).
 *
 * @param browserKey the press's Idempotency-Key, kept across its retries (see
 *   `lib/journeys/shared/idempotency.ts`); missing or malformed → /motor/thank-you, nothing sent.
 */
export async function motorBuyNow(requestKey: string, browserKey?: unknown): Promise<Next> {
  return runBuyNow("motor", requestKey, browserKey);
}
