import "server-only";
import type { Lead } from "@/lib/leads/lead-schema";
import { log } from "@/lib/log/logger";
import { LEAD_QUEUE, openOutbox } from "./queue";
import { ensureWorker } from "./worker";

/**
 * Writes a lead the broker did not accept (no answer, timeout, 5xx) to the durable outbox, with
 * the Idempotency-Key it was sent with, and makes sure this process's worker is running. The
 * worker's first attempt comes after `OUTBOX_RETRY_DELAY_S`.
 *
 * @returns the outbox job id once the lead is durably stored
 * @throws when the outbox database cannot be opened or written: the lead is NOT stored then and
 *   the caller must tell the visitor so.
 */
export async function enqueueLead(lead: Lead, key: string): Promise<string> {
  const outbox = await openOutbox();
  const id = await outbox.boss.send(
    LEAD_QUEUE,
    { lead, key },
    { startAfter: outbox.settings.retryDelaySeconds },
  );
  if (!id) throw new Error("the outbox did not store the lead");
  void ensureWorker();
  log("outbox").warn({ job: id }, "lead queued for redelivery");
  return id;
}
