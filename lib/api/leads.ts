import "server-only";
import { z } from "zod";
import type { Lead } from "@/lib/leads/lead-schema";
import { keyIdFor } from "@/lib/leads/lead-routing";
import { brokerFetch, type BrokerFailureReason } from "./client";
import { envelope, type Envelope } from "./envelope";

const createdLead = envelope(z.object({ id: z.string() }).optional());

/** The lead call's answer; `reason` says why a failed call failed (absent on a broker answer). */
export type CreateLeadResult = Envelope<{ id: string }> & { reason?: Exclude<BrokerFailureReason, "status"> };

/**
 * `POST /lead/form/create/new/lead?keyId=posp|client` (broker-api.md "Content and leads").
 *
 * @param lead a lead already validated with `leadSchema`
 * @param idempotencyKey sent as `Idempotency-Key` (a broker key from `lib/idempotency/key.ts`),
 *   so a retried press or a redelivery from the outbox never stores a second lead
 * @param options.timeoutMs broker timeout; default the client's 15 s
 * @returns the broker's envelope; status 200 means accepted. A failed call (network, timeout,
 *   non-JSON, wrong shape) returns the spec-8 fallback `{ status: 500, message: "Failed to update lead" }`
 *   with its `reason`, so the outbox can tell "no answer" from "the broker refused it".
 */
export async function createLead(lead: Lead, idempotencyKey: string, options: { timeoutMs?: number } = {}): Promise<CreateLeadResult> {
  const result = await brokerFetch({
    method: "POST",
    path: "/lead/form/create/new/lead",
    query: { keyId: keyIdFor(lead.businessType) },
    body: lead,
    headers: { "idempotency-key": idempotencyKey },
    schema: createdLead,
    timeoutMs: options.timeoutMs,
  });
  if (result.ok) return { status: result.status, message: result.body.message, data: result.body.data };
  if (result.reason === "status") return { status: result.status, message: result.message };
  return { status: 500, message: "Failed to update lead", reason: result.reason };
}
