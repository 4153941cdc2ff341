"use server";

import { addOnSelectionSchema } from "@/lib/api/contract/motor";
import { getAddOns, triggerMotorPurchase, updateAddOns, updateMotorCommunication, updateMotorMember, updateMotorNominee } from "@/lib/api/motor";
import { keyFromBrowser } from "@/lib/idempotency/key";
import { log } from "@/lib/log/logger";
import { motorBuyNowOutcome } from "../buy-now";
import { addOnFormShape, toAddOnSelection, type AddOnFormValues } from "../motor-add-ons";
import { shapeErrors } from "../form-shape";
import { validateMotorMember, type MotorMemberFormValues } from "../motor-proposal-forms";
import { motorMemberSaveOutcome, motorNomineeSaveOutcome, motorUrlSaveOutcome } from "../motor-steps";
import { MOTOR_THANK_YOU, isSegment } from "../paths";
import { validateCommunication, validateNominee, type CommunicationFormValues, type NomineeFormValues } from "../proposal-forms";
import type { Next } from "../redirect";
import { redirectPolicy } from "../server-policy";
import type { SaveResult } from "./journey";

/**
 * Server actions of the motor journey (spec 4 "Motor flow"). Each validates its input again with
 * the function the browser used, calls the broker through lib/api/motor, and returns what the
 * screen does next as decided by the rules in lib/journeys (motor-steps.ts, buy-now.ts).
 */

const badKey: Next = { kind: "go", to: MOTOR_THANK_YOU };

/** Owner step: 200 → nominee, anything else → home. */
export async function saveMotorMember(requestKey: string, values: MotorMemberFormValues): Promise<SaveResult> {
  if (!isSegment(requestKey)) return { next: badKey };
  const checked = validateMotorMember(values);
  if (!checked.ok) return { errors: checked.errors };
  const result = await updateMotorMember(requestKey, checked.data);
  if (!result.ok) log("motor").warn({ step: "member", status: result.status, reason: result.reason }, "member save failed");
  return { next: motorMemberSaveOutcome(result.status, requestKey) };
}

/** Nominee step: 200 → communication, else /motor/thank-you. */
export async function saveMotorNominee(requestKey: string, values: NomineeFormValues): Promise<SaveResult> {
  if (!isSegment(requestKey)) return { next: badKey };
  const checked = validateNominee(values);
  if (!checked.ok) return { errors: checked.errors };
  const result = await updateMotorNominee(requestKey, checked.data);
  if (!result.ok) log("motor").warn({ step: "nominee", status: result.status, reason: result.reason }, "nominee save failed");
  return { next: motorNomineeSaveOutcome(result.status, requestKey) };
}

/** Communication step: the returned URL after the allowlist check, else /motor/thank-you. */
export async function saveMotorCommunication(requestKey: string, values: CommunicationFormValues): Promise<SaveResult> {
  if (!isSegment(requestKey)) return { next: badKey };
  const checked = validateCommunication(values);
  if (!checked.ok) return { errors: checked.errors };
  const result = await updateMotorCommunication(requestKey, checked.data);
  if (!result.ok) log("motor").warn({ step: "communication", status: result.status, reason: result.reason }, "communication save failed");
  return { next: motorUrlSaveOutcome({ status: result.status, url: result.ok ? result.data.url : undefined }, redirectPolicy()) };
}

/**
 * Add-ons step: the flags are rebuilt on the server from the broker's own catalogue (so the
 * compulsory cover is always on and hidden or unknown codes are never sent), then the returned
 * URL is followed after the allowlist check, else /motor/thank-you.
 */
export async function saveMotorAddOns(requestKey: string, values: AddOnFormValues): Promise<SaveResult> {
  if (!isSegment(requestKey)) return { next: badKey };
  const shape = addOnFormShape.safeParse(values);
  if (!shape.success) return { errors: shapeErrors(shape.error.issues) };
  const catalogue = await getAddOns(requestKey);
  if (!catalogue.ok) return { next: badKey };
  const selection = toAddOnSelection(catalogue.data, shape.data);
  if (!addOnSelectionSchema.safeParse(selection).success) return { next: badKey };
  const result = await updateAddOns(requestKey, selection);
  if (!result.ok) log("motor").warn({ step: "add-ons", status: result.status, reason: result.reason }, "add-ons save failed");
  return { next: motorUrlSaveOutcome({ status: result.status, url: result.ok ? result.data.url : undefined }, redirectPolicy()) };
}

/**
 * Buy Now on the motor final quote (spec 4; see motorBuyNowOutcome).
 *
 * @param browserKey the press's Idempotency-Key, kept across its retries (see
 *   `lib/journeys/idempotency.ts`); missing or malformed → /motor/thank-you, nothing sent.
 */
export async function motorBuyNow(requestKey: string, browserKey?: unknown): Promise<Next> {
  if (!isSegment(requestKey)) return badKey;
  const idempotencyKey = keyFromBrowser("purchase", browserKey);
  if (!idempotencyKey) return badKey;
  const result = await triggerMotorPurchase(requestKey, { idempotencyKey });
  if (!result.ok) log("motor").warn({ step: "buy-now", status: result.status, reason: result.reason }, "Buy Now failed");
  return motorBuyNowOutcome({ status: result.status, meta: result.meta, data: result.data }, requestKey, redirectPolicy());
}
