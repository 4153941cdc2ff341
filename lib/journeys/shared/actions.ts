"use server";

import { planPickSchema } from "@/lib/api/reshape";
import { logFailure } from "@/lib/api/call";
import {
  getActiveMemberData,
  updateCommunication,
  updateMedical,
  updateMember,
  updateNominee,
} from "@/lib/api/health";
import type { ActionResult } from "@/lib/actions/result";
import { parseInput, saveStep, stepAction, withRequestKey } from "@/lib/actions/safe-action";
import { productCalls } from "@/lib/journeys/product-calls";
import { productOf } from "@/lib/journeys/registry";
import { runBuyNow } from "@/lib/journeys/shared/buy-now-action";
import {
  communicationSaveOutcome,
  medicalSaveOutcome,
  memberSaveOutcome,
  nomineeSaveOutcome,
} from "@/lib/journeys/health/steps";
import { HEALTH_THANK_YOU } from "@/lib/journeys/shared/paths";
import { keepSaved } from "@/lib/journeys/shared/keep-saved";
import { planSelectionOutcome } from "@/lib/journeys/shared/plan-selection";
import {
  validateCommunication,
  validateMedical,
  validateMembers,
  validateNominee,
  type CommunicationFormValues,
  type MedicalFormValues,
  type MemberFormValues,
  type NomineeFormValues,
} from "@/lib/journeys/health/proposal-forms";
import { urlAnswerOf, type Next } from "@/lib/journeys/shared/redirect";
import { redirectPolicy } from "@/lib/journeys/shared/server-policy";

/**
 * Server actions of the health journey, written with lib/actions/safe-action.ts: each validates
 * its input again (same functions as the browser), calls the broker through lib/api, and returns
 * what the screen does next as decided by the rules in lib/journeys; the browser only carries it
 * out (components/forms/use-action-form.ts).
 */

const badKey: Next = { kind: "go", to: HEALTH_THANK_YOU };

/**
 * A plan card was chosen (spec 4 "Plan selection"): the product's select/plan call, then
 * planSelectionOutcome. An unknown insurance type, a bad requestKey or a malformed choice → the
 * thank-you page, nothing sent.
 */
export async function choosePlan(
  insuranceType: string,
  requestKey: string,
  choice: unknown,
): Promise<Next> {
  const product = productOf(insuranceType);
  if (!product) return badKey;
  const fallback: Next = { kind: "go", to: product.thankYouPath };
  return withRequestKey(requestKey, fallback, async (key) => {
    const parsed = parseInput(planPickSchema, choice);
    if (!parsed.ok) return fallback;
    const result = logFailure(
      await productCalls(product.type).selectPlan(key, parsed.data),
      product.type,
      "select-plan",
      "select plan failed",
    );
    return planSelectionOutcome(urlAnswerOf(result), product.type, redirectPolicy());
  });
}

/** Member step (spec 4: 200 → medical, else home). The insurer comes from the saved request, not the browser. */
export async function saveMembers(requestKey: string, values: MemberFormValues) {
  return withRequestKey<ActionResult>(requestKey, { ok: true, next: badKey }, async (key) => {
    const active = await getActiveMemberData(key);
    if (!active.ok) return { ok: true, next: memberSaveOutcome(active.status, key) };
    // The insurer decides which fields are required, so the check is made once it is known.
    return saveStep(key, values, {
      badKey,
      check: (input) => validateMembers(input, active.data.companyName),
      log: ["health", "member"],
      save: updateMember,
      outcome: (result, k) => memberSaveOutcome(result.status, k),
    });
  });
}

/** Medical step: the broker's routeTo names the next step. */
export async function saveMedical(requestKey: string, values: MedicalFormValues) {
  return stepAction(requestKey, values, {
    badKey,
    check: validateMedical,
    run: async (key, data) => {
      const result = await updateMedical(key, data);
      return medicalSaveOutcome(result.status, result.ok ? result.data.routeTo : undefined, key);
    },
  });
}

/** Nominee step: 200 → communication, else /health/thank-you. Blank fields keep the saved values (keepSaved). */
export async function saveNominee(requestKey: string, values: NomineeFormValues) {
  return stepAction(requestKey, values, {
    badKey,
    check: validateNominee,
    run: async (key, data) => {
      const saved = await getActiveMemberData(key);
      const nominee = keepSaved(data, saved.ok ? saved.data.nominee : undefined);
      return nomineeSaveOutcome((await updateNominee(key, nominee)).status, key);
    },
  });
}

/** Communication step: the returned URL after the allowlist check, else /health/thank-you. Blank fields keep the saved values (keepSaved). */
export async function saveCommunication(requestKey: string, values: CommunicationFormValues) {
  return stepAction(requestKey, values, {
    badKey,
    check: validateCommunication,
    run: async (key, data) => {
      const saved = await getActiveMemberData(key);
      const contact = keepSaved(data, saved.ok ? saved.data.communication : undefined);
      return communicationSaveOutcome(
        urlAnswerOf(await updateCommunication(key, contact)),
        redirectPolicy(),
      );
    },
  });
}

/**
 * Buy Now on the health final quote (spec 4 + issue rules; see healthBuyNowOutcome and
 * `runBuyNow`).
 *
 * @param browserKey the press's Idempotency-Key, kept across its retries (see
 *   `lib/journeys/shared/idempotency.ts` for why Buy Now is keyed per press); missing or
 *   malformed → the failure message, nothing sent.
 */
export async function buyNow(requestKey: string, browserKey?: unknown): Promise<Next> {
  return runBuyNow("health", requestKey, browserKey);
}
