"use server";

import { planPickSchema } from "@/lib/api/reshape";
import { selectMotorPlan } from "@/lib/api/motor";
import { getActiveMemberData, selectPlan, triggerPurchase, updateCommunication, updateMedical, updateMember, updateNominee } from "@/lib/api/health";
import { keyFromBrowser } from "@/lib/idempotency/key";
import { log } from "@/lib/log/logger";
import { BUY_NOW_FAILED, healthBuyNowOutcome } from "../buy-now";
import { communicationSaveOutcome, medicalSaveOutcome, memberSaveOutcome, nomineeSaveOutcome } from "../health-steps";
import { HEALTH_THANK_YOU, MOTOR_THANK_YOU, isSegment } from "../paths";
import { planSelectionOutcome } from "../plan-selection";
import {
  validateCommunication,
  validateMedical,
  validateMembers,
  validateNominee,
  type CommunicationFormValues,
  type FieldErrors,
  type MedicalFormValues,
  type MemberFormValues,
  type NomineeFormValues,
} from "../proposal-forms";
import type { Next } from "../redirect";
import { redirectPolicy } from "../server-policy";

/**
 * Server actions of the health journey. Each validates its input again (same functions as the
 * browser), calls the broker through lib/api, and returns what the screen does next as decided
 * by the rules in lib/journeys; the browser only carries it out.
 */

/** A form save: what to do next, or errors beside the fields (values stay in the form). */
export type SaveResult = { next: Next } | { errors: FieldErrors };

const badKey: Next = { kind: "go", to: HEALTH_THANK_YOU };

/** A plan card was chosen (spec 4 "Plan selection"): health or motor select/plan, then planSelectionOutcome. */
export async function choosePlan(insuranceType: string, requestKey: string, choice: unknown): Promise<Next> {
  if (insuranceType === "motor") {
    const parsed = planPickSchema.safeParse(choice);
    if (!isSegment(requestKey) || !parsed.success) return { kind: "go", to: MOTOR_THANK_YOU };
    const result = await selectMotorPlan(requestKey, parsed.data);
    if (!result.ok) log("motor").warn({ step: "select-plan", status: result.status, reason: result.reason }, "select plan failed");
    return planSelectionOutcome({ status: result.status, url: result.ok ? result.data.url : undefined }, "motor", redirectPolicy());
  }
  if (insuranceType !== "health") return { kind: "go", to: HEALTH_THANK_YOU };
  const parsed = planPickSchema.safeParse(choice);
  if (!isSegment(requestKey) || !parsed.success) return { kind: "go", to: HEALTH_THANK_YOU };
  const result = await selectPlan(requestKey, parsed.data);
  if (!result.ok) log("health").warn({ step: "select-plan", status: result.status, reason: result.reason }, "select plan failed");
  return planSelectionOutcome({ status: result.status, url: result.ok ? result.data.url : undefined }, "health", redirectPolicy());
}

/** Member step (spec 4: 200 → medical, else home). The insurer comes from the saved request, not the browser. */
export async function saveMembers(requestKey: string, values: MemberFormValues): Promise<SaveResult> {
  if (!isSegment(requestKey)) return { next: badKey };
  const active = await getActiveMemberData(requestKey);
  if (!active.ok) return { next: memberSaveOutcome(active.status, requestKey) };
  const checked = validateMembers(values, active.data.companyName);
  if (!checked.ok) return { errors: checked.errors };
  const result = await updateMember(requestKey, checked.data);
  if (!result.ok) log("health").warn({ step: "member", status: result.status, reason: result.reason }, "member save failed");
  return { next: memberSaveOutcome(result.status, requestKey) };
}

/** Medical step: the broker's routeTo names the next step. */
export async function saveMedical(requestKey: string, values: MedicalFormValues): Promise<SaveResult> {
  if (!isSegment(requestKey)) return { next: badKey };
  const checked = validateMedical(values);
  if (!checked.ok) return { errors: checked.errors };
  const result = await updateMedical(requestKey, checked.data);
  return { next: medicalSaveOutcome(result.status, result.ok ? result.data.routeTo : undefined, requestKey) };
}

/** Nominee step: 200 → communication, else /health/thank-you. */
export async function saveNominee(requestKey: string, values: NomineeFormValues): Promise<SaveResult> {
  if (!isSegment(requestKey)) return { next: badKey };
  const checked = validateNominee(values);
  if (!checked.ok) return { errors: checked.errors };
  const result = await updateNominee(requestKey, checked.data);
  return { next: nomineeSaveOutcome(result.status, requestKey) };
}

/** Communication step: the returned URL after the allowlist check, else /health/thank-you. */
export async function saveCommunication(requestKey: string, values: CommunicationFormValues): Promise<SaveResult> {
  if (!isSegment(requestKey)) return { next: badKey };
  const checked = validateCommunication(values);
  if (!checked.ok) return { errors: checked.errors };
  const result = await updateCommunication(requestKey, checked.data);
  return { next: communicationSaveOutcome({ status: result.status, url: result.ok ? result.data.url : undefined }, redirectPolicy()) };
}

/**
 * Buy Now on the health final quote (spec 4 + issue rules; see healthBuyNowOutcome).
 *
 * @param browserKey the press's Idempotency-Key, kept across its retries (see
 *   `lib/journeys/idempotency.ts` for why Buy Now is keyed per press); missing or malformed →
 *   the failure message, nothing sent.
 */
export async function buyNow(requestKey: string, browserKey?: unknown): Promise<Next> {
  if (!isSegment(requestKey)) return badKey;
  const idempotencyKey = keyFromBrowser("purchase", browserKey);
  if (!idempotencyKey) return { kind: "stay", message: BUY_NOW_FAILED };
  const result = await triggerPurchase(requestKey, { idempotencyKey });
  if (!result.ok) log("health").warn({ step: "buy-now", status: result.status, reason: result.reason }, "Buy Now failed");
  const next = healthBuyNowOutcome({ status: result.status, meta: result.ok ? result.meta : undefined, data: result.data }, requestKey, redirectPolicy());
  if (next.kind === "notice") log("health").warn({ step: "buy-now", insurer: String(result.ok ? result.meta?.companyName : "?"), productType: String(result.ok ? result.meta?.productType : "?") }, "no payment handler");
  return next;
}
