"use server";

import { planPickSchema } from "@/lib/api/reshape";
import { selectMotorPlan } from "@/lib/api/motor";
import {
  getActiveMemberData,
  selectPlan,
  triggerPurchase,
  updateCommunication,
  updateMedical,
  updateMember,
  updateNominee,
} from "@/lib/api/health";
import { keyFromBrowser } from "@/lib/idempotency/key";
import { log } from "@/lib/log/logger";
import type { ActionResult } from "@/lib/actions/result";
import { parseInput, stepAction, withRequestKey } from "@/lib/actions/safe-action";
import { BUY_NOW_FAILED, healthBuyNowOutcome } from "@/lib/journeys/shared/buy-now";
import {
  communicationSaveOutcome,
  medicalSaveOutcome,
  memberSaveOutcome,
  nomineeSaveOutcome,
} from "@/lib/journeys/health/steps";
import { HEALTH_THANK_YOU, MOTOR_THANK_YOU } from "@/lib/journeys/shared/paths";
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
import type { Next } from "@/lib/journeys/shared/redirect";
import { redirectPolicy } from "@/lib/journeys/shared/server-policy";

/**
 * Server actions of the health journey, written with lib/actions/safe-action.ts: each validates
 * its input again (same functions as the browser), calls the broker through lib/api, and returns
 * what the screen does next as decided by the rules in lib/journeys; the browser only carries it
 * out (components/forms/use-action-form.ts).
 */

const badKey: Next = { kind: "go", to: HEALTH_THANK_YOU };

/** A plan card was chosen (spec 4 "Plan selection"): health or motor select/plan, then planSelectionOutcome. */
export async function choosePlan(
  insuranceType: string,
  requestKey: string,
  choice: unknown,
): Promise<Next> {
  if (insuranceType !== "motor" && insuranceType !== "health") return badKey;
  const fallback: Next = {
    kind: "go",
    to: insuranceType === "motor" ? MOTOR_THANK_YOU : HEALTH_THANK_YOU,
  };
  return withRequestKey(requestKey, fallback, async (key) => {
    const parsed = parseInput(planPickSchema, choice);
    if (!parsed.ok) return fallback;
    if (insuranceType === "motor") {
      const result = await selectMotorPlan(key, parsed.data);
      if (!result.ok)
        log("motor").warn(
          { step: "select-plan", status: result.status, reason: result.reason },
          "select plan failed",
        );
      return planSelectionOutcome(
        { status: result.status, url: result.ok ? result.data.url : undefined },
        "motor",
        redirectPolicy(),
      );
    }
    const result = await selectPlan(key, parsed.data);
    if (!result.ok)
      log("health").warn(
        { step: "select-plan", status: result.status, reason: result.reason },
        "select plan failed",
      );
    return planSelectionOutcome(
      { status: result.status, url: result.ok ? result.data.url : undefined },
      "health",
      redirectPolicy(),
    );
  });
}

/** Member step (spec 4: 200 → medical, else home). The insurer comes from the saved request, not the browser. */
export async function saveMembers(
  requestKey: string,
  values: MemberFormValues,
): Promise<ActionResult> {
  return withRequestKey<ActionResult>(requestKey, { ok: true, next: badKey }, async (key) => {
    const active = await getActiveMemberData(key);
    if (!active.ok) return { ok: true, next: memberSaveOutcome(active.status, key) };
    // The insurer decides which fields are required, so the check is made once it is known.
    return stepAction(key, values, {
      badKey,
      check: (input) => validateMembers(input, active.data.companyName),
      run: async (k, data) => {
        const result = await updateMember(k, data);
        if (!result.ok)
          log("health").warn(
            { step: "member", status: result.status, reason: result.reason },
            "member save failed",
          );
        return memberSaveOutcome(result.status, k);
      },
    });
  });
}

/** Medical step: the broker's routeTo names the next step. */
export async function saveMedical(
  requestKey: string,
  values: MedicalFormValues,
): Promise<ActionResult> {
  return stepAction(requestKey, values, {
    badKey,
    check: validateMedical,
    run: async (key, data) => {
      const result = await updateMedical(key, data);
      return medicalSaveOutcome(result.status, result.ok ? result.data.routeTo : undefined, key);
    },
  });
}

/** Nominee step: 200 → communication, else /health/thank-you. */
export async function saveNominee(
  requestKey: string,
  values: NomineeFormValues,
): Promise<ActionResult> {
  return stepAction(requestKey, values, {
    badKey,
    check: validateNominee,
    run: async (key, data) => nomineeSaveOutcome((await updateNominee(key, data)).status, key),
  });
}

/** Communication step: the returned URL after the allowlist check, else /health/thank-you. */
export async function saveCommunication(
  requestKey: string,
  values: CommunicationFormValues,
): Promise<ActionResult> {
  return stepAction(requestKey, values, {
    badKey,
    check: validateCommunication,
    run: async (key, data) => {
      const result = await updateCommunication(key, data);
      return communicationSaveOutcome(
        { status: result.status, url: result.ok ? result.data.url : undefined },
        redirectPolicy(),
      );
    },
  });
}

/**
 * Buy Now on the health final quote (spec 4 + issue rules; see healthBuyNowOutcome).
 *
 * @param browserKey the press's Idempotency-Key, kept across its retries (see
 *   `lib/journeys/idempotency.ts` for why Buy Now is keyed per press); missing or malformed →
 *   the failure message, nothing sent.
 */
export async function buyNow(requestKey: string, browserKey?: unknown): Promise<Next> {
  return withRequestKey(requestKey, badKey, async (key) => {
    const idempotencyKey = keyFromBrowser("purchase", browserKey);
    if (!idempotencyKey) return { kind: "stay", message: BUY_NOW_FAILED };
    const result = await triggerPurchase(key, { idempotencyKey });
    if (!result.ok)
      log("health").warn(
        { step: "buy-now", status: result.status, reason: result.reason },
        "Buy Now failed",
      );
    const next = healthBuyNowOutcome(
      { status: result.status, meta: result.ok ? result.meta : undefined, data: result.data },
      key,
      redirectPolicy(),
    );
    if (next.kind === "notice")
      log("health").warn(
        {
          step: "buy-now",
          insurer: String(result.ok ? result.meta?.companyName : "?"),
          productType: String(result.ok ? result.meta?.productType : "?"),
        },
        "no payment handler",
      );
    return next;
  });
}
