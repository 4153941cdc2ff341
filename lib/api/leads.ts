import "server-only";
import { z } from "zod";
import type { Lead } from "@/lib/leads/lead-schema";
import { keyIdFor } from "@/lib/leads/lead-routing";
import { brokerCall } from "./call";
import type { BrokerFailureReason } from "./client";
import { envelope } from "./envelope";

const createdLead = envelope(z.object({ id: z.string() }).optional());

const LEAD_FAILURE_MESSAGE = "Failed to update lead";

/** The lead call's answer; `reason` says why a failed call failed (absent on a broker answer). */
export type CreateLeadResult = {
  status: number;
  message?: string;
  data?: { id: string };
  reason?: Exclude<BrokerFailureReason, "status">;
};

/**
 * `POST /lead/form/create/new/lead?keyId=posp|client` (broker-api.md "Content and leads"),
 * through `brokerCall` (`lib/api/call.ts`).
 *
 * @param lead a lead already validated with `leadSchema`
 * @param idempotencyKey sent as `Idempotency-Key` (a broker key from `lib/idempotency/key.ts`),
 *   so a retried press or a redelivery from the outbox never stores a second lead
 * @param options.timeoutMs broker timeout; default the client's 15 s
 * @returns the broker's envelope; status 200 means accepted. A failed call (network, timeout,
 *   non-JSON, wrong shape) returns the spec-8 fallback `{ status: 500, message: "Failed to update lead" }`
 *   with its `reason`, so the outbox can tell "no answer" from "the broker refused it".
 */
export async function createLead(
  lead: Lead,
  idempotencyKey: string,
  options: { timeoutMs?: number } = {},
): Promise<CreateLeadResult> {
  const result = await brokerCall({
    path: "/lead/form/create/new/lead",
    query: { keyId: keyIdFor(lead.businessType) },
    request: lead,
    responseSchema: createdLead,
    pick: (body) => ({ data: body.data, message: body.message }),
    fallback: () => undefined,
    failureMessage: LEAD_FAILURE_MESSAGE,
    options: { idempotencyKey, timeoutMs: options.timeoutMs },
    requiresKey: true,
  });
  if (result.ok) return { status: result.status, message: result.message, data: result.data };
  // The broker's refusal, or ours of a malformed Idempotency-Key (a 400 the outbox gives up on, as it would the broker's).
  if (result.reason === "status" || result.reason === "invalid-request")
    return { status: result.status, message: result.detail };
  return { status: 500, message: LEAD_FAILURE_MESSAGE, reason: result.reason };
}
