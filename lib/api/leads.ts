import "server-only";
import { z } from "zod";
import type { Lead } from "@/lib/leads/lead-schema";
import { keyIdFor } from "@/lib/leads/lead-routing";
import { brokerFetch } from "./client";
import { envelope, type Envelope } from "./envelope";

const createdLead = envelope(z.object({ id: z.string() }).optional());

/**
 * `POST /lead/form/create/new/lead?keyId=posp|client` (broker-api.md "Content and leads").
 *
 * @param lead a lead already validated with `leadSchema`
 * @param idempotencyKey sent as `Idempotency-Key`, so a retried press never stores a second lead
 * @returns the broker's envelope; status 200 means accepted. A failed call (network, timeout,
 *   non-JSON, wrong shape) returns the spec-8 fallback `{ status: 500, message: "Failed to update lead" }`.
 */
export async function createLead(lead: Lead, idempotencyKey?: string): Promise<Envelope<{ id: string }>> {
  const result = await brokerFetch({
    method: "POST",
    path: "/lead/form/create/new/lead",
    query: { keyId: keyIdFor(lead.businessType) },
    body: lead,
    headers: idempotencyKey ? { "idempotency-key": idempotencyKey } : undefined,
    schema: createdLead,
  });
  if (result.ok) return { status: result.status, message: result.body.message, data: result.body.data };
  if (result.reason === "status") return { status: result.status, message: result.message };
  return { status: 500, message: "Failed to update lead" };
}
