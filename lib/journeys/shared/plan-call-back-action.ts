"use server";

import { headers } from "next/headers";
import { planPickSchema } from "@/lib/api/reshape";
import { logFailure } from "@/lib/api/call";
import { getActiveMemberData } from "@/lib/api/health";
import { getMotorMemberData } from "@/lib/api/motor";
import { parseInput, withRequestKey } from "@/lib/actions/safe-action";
import { derivedKey } from "@/lib/idempotency/key";
import { deliverOrQueue } from "@/lib/leads/deliver-or-queue";
import { leadSchema } from "@/lib/leads/lead-schema";
import { nextCallBackSlot } from "@/lib/leads/call-back-slot";
import { productCalls } from "@/lib/journeys/product-calls";
import { productOf } from "@/lib/journeys/registry";
import { callBackLead } from "@/lib/journeys/shared/plan-call-back";
import type { InsuranceType } from "@/lib/journeys/shared/paths";
import { consumeLimits } from "@/lib/rate-limit/limiter";
import { clientIp } from "@/lib/rate-limit/client-ip";

/**
 * What the plan card gets back: when the team will call (`now`: within the hour, inside office
 * hours; `later`: the next opening, an ISO instant to show in India time), or why no lead was
 * filed (`unavailable`: not an assisted plan of this quote, or the broker holds no usable contact;
 * `limited`: too many requests; `failed`: neither the broker nor the outbox took it).
 */
export type CallBackResult =
  | { ok: true; slot: { kind: "now" } | { kind: "later"; at: string } }
  | { ok: false; reason: "unavailable" | "limited" | "failed" };

/** The contact the broker holds for a quote (member 1's name, the quote's mobile and e-mail). */
async function contactOf(type: InsuranceType, requestKey: string) {
  if (type === "health") {
    const result = logFailure(
      await getActiveMemberData(requestKey),
      "health",
      "call-back-contact",
      "member data failed",
    );
    if (!result.ok) return null;
    const first = result.data.members[0];
    return {
      firstName: first?.firstName,
      lastName: first?.lastName,
      phone: result.data.communication?.mobile,
      email: result.data.communication?.email,
    };
  }
  const result = logFailure(
    await getMotorMemberData(requestKey),
    "motor",
    "call-back-contact",
    "member data failed",
  );
  if (!result.ok) return null;
  return {
    firstName: result.data.member?.firstName,
    lastName: result.data.member?.lastName,
    phone: result.data.communication?.mobile,
    email: result.data.communication?.email,
  };
}

/**
 * "Request a call-back" on an assisted plan (issue 22 item 3; broker-api.md "Journey order",
 * "Assisted plans"). Nothing is asked of the visitor: the broker already has their name, mobile
 * and e-mail from the quote.
 *
 * 1. The plan must be an assisted plan of this quote's own list (`get/quick-quotes`): the browser
 *    names the plan, the broker's list decides; a plan bought online never files a lead here.
 * 2. `select/plan` records the choice with the broker (so the advisor sees which plan), and its
 *    answer's URL is not followed: the proposal steps are never opened.
 * 3. `get/active/member/data` gives the contact for the lead (member 1's name; the mobile and
 *    e-mail of the quote).
 * 4. The lead (`keyId=client`, `callBackLead`) goes to the broker or to the durable outbox,
 *    under one Idempotency-Key derived from the quote and plan: a second press, a retry, a reload
 *    or a redelivery files nothing new. Logs carry no requestKey and no contact.
 *
 * @returns when the team will call (`nextCallBackSlot`, office hours of content/site.ts), or why not
 */
export async function requestPlanCallBack(
  insuranceType: string,
  requestKey: string,
  pick: unknown,
): Promise<CallBackResult> {
  const unavailable: CallBackResult = { ok: false, reason: "unavailable" };
  const product = productOf(insuranceType);
  if (!product) return unavailable;
  return withRequestKey(requestKey, unavailable, async (key) => {
    const parsed = parseInput(planPickSchema, pick);
    if (!parsed.ok) return unavailable;
    const choice = parsed.data;
    const calls = productCalls(product.type);
    const quotes = await calls.quickQuotes(key);
    const plan = (quotes.ok ? quotes.data : []).find(
      (p) => p.insurer === choice.companyName && p.code === choice.pCode,
    );
    if (!plan || plan.purchase !== "assisted") return unavailable;

    logFailure(
      await calls.selectPlan(key, choice),
      product.type,
      "call-back-select-plan",
      "select plan failed",
    );
    const contact = await contactOf(product.type, key);
    if (!contact) return { ok: false, reason: "failed" };
    const lead = leadSchema.safeParse(
      callBackLead({ type: product.type, requestKey: key, plan, contact }),
    );
    if (!lead.success) return unavailable;

    const ip = clientIp(await headers());
    if ((await consumeLimits("lead", { ip, phone: lead.data.phone })).limited) {
      return { ok: false, reason: "limited" };
    }
    const fate = await deliverOrQueue(
      lead.data,
      derivedKey("lead", "assisted-plan", product.type, key, plan.insurer, plan.code),
    );
    if (fate !== "accepted" && fate !== "queued") return { ok: false, reason: "failed" };
    const slot = nextCallBackSlot();
    return {
      ok: true,
      slot: slot.kind === "now" ? slot : { kind: "later", at: slot.at.toISOString() },
    };
  });
}
