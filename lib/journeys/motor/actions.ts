"use server";

import { addOnSelectionSchema } from "@/lib/api/contract/motor";
import {
  getAddOns,
  triggerMotorPurchase,
  updateAddOns,
  updateMotorCommunication,
  updateMotorMember,
  updateMotorNominee,
} from "@/lib/api/motor";
import { keyFromBrowser } from "@/lib/idempotency/key";
import { log } from "@/lib/log/logger";
import type { ActionResult } from "@/lib/actions/result";
import { stepAction, withRequestKey } from "@/lib/actions/safe-action";
import { motorBuyNowOutcome } from "@/lib/journeys/shared/buy-now";
import {
  addOnFormShape,
  toAddOnSelection,
  type AddOnFormValues,
} from "@/lib/journeys/motor/add-ons";
import {
  validateMotorMember,
  type MotorMemberFormValues,
} from "@/lib/journeys/motor/proposal-forms";
import {
  motorMemberSaveOutcome,
  motorNomineeSaveOutcome,
  motorUrlSaveOutcome,
} from "@/lib/journeys/motor/steps";
import { MOTOR_THANK_YOU } from "@/lib/journeys/shared/paths";
import {
  validateCommunication,
  validateNominee,
  type CommunicationFormValues,
  type NomineeFormValues,
} from "@/lib/journeys/health/proposal-forms";
import type { Next } from "@/lib/journeys/shared/redirect";
import { redirectPolicy } from "@/lib/journeys/shared/server-policy";

/**
 * Server actions of the motor journey (spec 4 "Motor flow"), written with
 * lib/actions/safe-action.ts. Each validates its input again with
 * the function the browser used, calls the broker through lib/api/motor, and returns what the
 * screen does next as decided by the rules in lib/journeys (motor-steps.ts, buy-now.ts).
 */

const badKey: Next = { kind: "go", to: MOTOR_THANK_YOU };

/** Owner step: 200 → nominee, anything else → home. */
export async function saveMotorMember(
  requestKey: string,
  values: MotorMemberFormValues,
): Promise<ActionResult> {
  return stepAction(requestKey, values, {
    badKey,
    check: validateMotorMember,
    run: async (key, data) => {
      const result = await updateMotorMember(key, data);
      if (!result.ok)
        log("motor").warn(
          { step: "member", status: result.status, reason: result.reason },
          "member save failed",
        );
      return motorMemberSaveOutcome(result.status, key);
    },
  });
}

/** Nominee step: 200 → communication, else /motor/thank-you. */
export async function saveMotorNominee(
  requestKey: string,
  values: NomineeFormValues,
): Promise<ActionResult> {
  return stepAction(requestKey, values, {
    badKey,
    check: validateNominee,
    run: async (key, data) => {
      const result = await updateMotorNominee(key, data);
      if (!result.ok)
        log("motor").warn(
          { step: "nominee", status: result.status, reason: result.reason },
          "nominee save failed",
        );
      return motorNomineeSaveOutcome(result.status, key);
    },
  });
}

/** Communication step: the returned URL after the allowlist check, else /motor/thank-you. */
export async function saveMotorCommunication(
  requestKey: string,
  values: CommunicationFormValues,
): Promise<ActionResult> {
  return stepAction(requestKey, values, {
    badKey,
    check: validateCommunication,
    run: async (key, data) => {
      const result = await updateMotorCommunication(key, data);
      if (!result.ok)
        log("motor").warn(
          { step: "communication", status: result.status, reason: result.reason },
          "communication save failed",
        );
      return motorUrlSaveOutcome(
        { status: result.status, url: result.ok ? result.data.url : undefined },
        redirectPolicy(),
      );
    },
  });
}

/**
 * Add-ons step: the flags are rebuilt on the server from the broker's own catalogue (so the
 * compulsory cover is always on and hidden or unknown codes are never sent), then the returned
 * URL is followed after the allowlist check, else /motor/thank-you.
 */
export async function saveMotorAddOns(
  requestKey: string,
  values: AddOnFormValues,
): Promise<ActionResult> {
  return stepAction(requestKey, values, {
    badKey,
    check: addOnFormShape,
    run: async (key, data) => {
      const catalogue = await getAddOns(key);
      if (!catalogue.ok) return badKey;
      const selection = toAddOnSelection(catalogue.data, data);
      if (!addOnSelectionSchema.safeParse(selection).success) return badKey;
      const result = await updateAddOns(key, selection);
      if (!result.ok)
        log("motor").warn(
          { step: "add-ons", status: result.status, reason: result.reason },
          "add-ons save failed",
        );
      return motorUrlSaveOutcome(
        { status: result.status, url: result.ok ? result.data.url : undefined },
        redirectPolicy(),
      );
    },
  });
}

/**
 * Buy Now on the motor final quote (spec 4; see motorBuyNowOutcome).
 *
 * @param browserKey the press's Idempotency-Key, kept across its retries (see
 *   `lib/journeys/idempotency.ts`); missing or malformed → /motor/thank-you, nothing sent.
 */
export async function motorBuyNow(requestKey: string, browserKey?: unknown): Promise<Next> {
  return withRequestKey(requestKey, badKey, async (key) => {
    const idempotencyKey = keyFromBrowser("purchase", browserKey);
    if (!idempotencyKey) return badKey;
    const result = await triggerMotorPurchase(key, { idempotencyKey });
    if (!result.ok)
      log("motor").warn(
        { step: "buy-now", status: result.status, reason: result.reason },
        "Buy Now failed",
      );
    return motorBuyNowOutcome(
      { status: result.status, meta: result.meta, data: result.data },
      key,
      redirectPolicy(),
    );
  });
}
