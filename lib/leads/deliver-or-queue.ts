import "server-only";
import { createLead } from "@/lib/api/leads";
import { log } from "@/lib/log/logger";
import { classifyLeadAnswer } from "@/lib/outbox/classify";
import { enqueueLead } from "@/lib/outbox/enqueue";
import type { Lead } from "./lead-schema";

/**
 * What became of a lead:
 * - `accepted`: the broker stored it (or had already stored this key);
 * - `queued`: the broker did not answer, timed out or failed (5xx, 408, 429), and the lead is now
 *   in the durable outbox, which redelivers it with the same key until the broker accepts it;
 * - `rejected`: the broker refused the lead itself (another 4xx): sending it again cannot help;
 * - `failed`: the broker did not take it and the outbox could not store it either.
 */
export type LeadFate = "accepted" | "queued" | "rejected" | "failed";

/**
 * Sends a lead to the broker once (15 s timeout) and, when that fails for a reason that may pass,
 * writes it to the outbox. The visitor can then be told truthfully that the request is received.
 *
 * @param lead a lead validated with `leadSchema`, its server-set fields filled in
 * @param key the broker Idempotency-Key (`keyFromBrowser("lead", …)` or `derivedKey`)
 */
export async function deliverOrQueue(lead: Lead, key: string): Promise<LeadFate> {
  return (await deliverLead(lead, key)).fate;
}

/**
 * {@link deliverOrQueue} with the broker's lead id (`data.id`, untrusted text) when the broker
 * accepted the lead and said it: the enquiry thank-you page shows it as the lead's reference.
 */
export async function deliverLead(
  lead: Lead,
  key: string,
): Promise<{ fate: LeadFate; brokerId?: string }> {
  const answer = await createLead(lead, key);
  const outcome = classifyLeadAnswer(answer);
  if (outcome === "delivered") return { fate: "accepted", brokerId: answer.data?.id };
  if (outcome === "reject") {
    log("leads").warn({ status: answer.status }, "lead refused by the broker");
    return { fate: "rejected" };
  }
  try {
    await enqueueLead(lead, key);
    return { fate: "queued" };
  } catch (error) {
    log("leads").error(
      { reason: error instanceof Error ? error.message : "unknown" },
      "lead neither delivered nor queued",
    );
    return { fate: "failed" };
  }
}
