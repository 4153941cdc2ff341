import "server-only";
import { createLead } from "@/lib/api/leads";
import type { Lead } from "@/lib/leads/lead-schema";
import { classifyLeadAnswer, type DeliveryOutcome } from "./classify";

/** What the outbox stores per lead: the lead body and the Idempotency-Key it was first sent with. */
export type QueuedLead = { lead: Lead; key: string };

/**
 * One delivery attempt of a lead to the broker, always with the lead's own Idempotency-Key, so an
 * attempt the broker stored but did not answer in time is not stored twice.
 *
 * @param timeoutMs how long to wait for the broker
 * @returns `delivered`, `retry` (no answer, 5xx, 408, 429) or `reject` (another 4xx)
 */
export async function deliverLead(
  item: QueuedLead,
  timeoutMs?: number,
): Promise<{ outcome: DeliveryOutcome; status: number; reason?: string }> {
  const answer = await createLead(item.lead, item.key, { timeoutMs });
  return { outcome: classifyLeadAnswer(answer), status: answer.status, reason: answer.reason };
}
