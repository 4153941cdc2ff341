import "server-only";
import type { Job } from "pg-boss";
import { log } from "@/lib/log/logger";
import { deliverLead, type QueuedLead } from "./deliver";
import { closeOutbox, LEAD_QUEUE, openOutbox, outboxMayHoldLeads, type OpenOutbox } from "./queue";

/** How many queued leads one instance delivers at once (a burst after an outage drains in seconds). */
const CONCURRENCY = 8;

const STARTED = Symbol.for("site.lead-outbox.worker");
type Holder = { [STARTED]?: Promise<void> };

/**
 * Starts this process's outbox worker (once; later calls share the first). Called from
 * `instrumentation.ts` when the Next server starts, so leads queued before a restart are
 * delivered after it, and by {@link enqueueLead} when the first lead is queued.
 *
 * With PGlite and no data folder yet nothing has ever been queued here, so the database is not
 * opened (it opens on the first queued lead). Does nothing during `next build`. Never throws: a failure is logged and the next
 * queued lead tries again.
 */
export function startOutboxWorker(): Promise<void> {
  // `next build` runs instrumentation in several workers at once: they must never open the
  // store (two processes on one PGlite folder corrupt it), and nothing is delivered at build time.
  if (process.env.NEXT_PHASE === "phase-production-build") return Promise.resolve();
  if (!outboxMayHoldLeads()) return Promise.resolve();
  return ensureWorker();
}

/** Opens the outbox and registers the worker on it, once per process. */
export function ensureWorker(): Promise<void> {
  const holder = globalThis as Holder;
  const started = (holder[STARTED] ??= openOutbox()
    .then(work)
    .catch((error: unknown) => {
      delete holder[STARTED];
      log("outbox").error(
        { reason: error instanceof Error ? error.message : "unknown" },
        "outbox worker did not start",
      );
    }));
  return started;
}

/**
 * Stops the worker and closes the outbox database (deliveries in flight get `timeoutMs` to end;
 * an unfinished one is retried later, with the same key). For tests and a clean shutdown.
 */
export async function stopOutboxWorker(timeoutMs = 5_000): Promise<void> {
  const holder = globalThis as Holder;
  const started = holder[STARTED];
  delete holder[STARTED];
  await started;
  await closeOutbox(timeoutMs);
}

async function work(outbox: OpenOutbox): Promise<void> {
  const { boss, settings } = outbox;
  await boss.work<QueuedLead>(
    LEAD_QUEUE,
    { batchSize: 1, localConcurrency: CONCURRENCY, pollingIntervalSeconds: settings.pollSeconds },
    async ([job]: Job<QueuedLead>[]) => {
      if (!job) return;
      const { outcome, status, reason } = await deliverLead(job.data, settings.deliveryTimeoutMs);
      if (outcome === "delivered") {
        log("outbox").info({ job: job.id, attempts: job.retryCount + 1 }, "queued lead delivered");
        return;
      }
      if (outcome === "reject") {
        // Invalid data: sending it again cannot help. The team finds the job id in the log.
        log("outbox").error(
          { job: job.id, status },
          "queued lead refused by the broker; not retried",
        );
        return { rejected: true, status };
      }
      // Throwing hands the job back to pg-boss, which retries it after its backoff delay.
      throw new Error(
        `broker did not accept the lead (status ${status}${reason ? `, ${reason}` : ""})`,
      );
    },
  );
}
