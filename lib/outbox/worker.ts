import "server-only";
import type { Job, PgBoss } from "pg-boss";
import { log } from "@/lib/log/logger";
import { deliverLead, type QueuedLead } from "./deliver";
import {
  closeOutbox,
  DEAD_LEAD_QUEUE,
  LEAD_QUEUE,
  openOutbox,
  outboxMayHoldLeads,
  type OpenOutbox,
} from "./queue";

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
        // The visitor was told the lead was received; the broker now refuses it (a 4xx). Sending
        // it again cannot help, so it goes to the dead-letter queue for the team (`npm run
        // outbox:dead`) with an alert in the log. If that write fails, the throw below hands the
        // job back to pg-boss: the lead is never dropped (issue 24, item 6).
        await deadLetter(boss, job, status);
        return { rejected: true, status };
      }
      // Throwing hands the job back to pg-boss, which retries it after its backoff delay.
      throw new Error(
        `broker did not accept the lead (status ${status}${reason ? `, ${reason}` : ""})`,
      );
    },
  );
}

/** What a dead letter holds: the queued lead, and why it was given up when the broker refused it. */
export type DeadLead = QueuedLead & {
  /** The broker's 4xx status and when it refused; absent for a lead given up after `OUTBOX_GIVE_UP_H`. */
  refused?: { status: number; at: string };
  /** The outbox job the lead was queued as. */
  jobId?: string;
};

/**
 * Moves a lead the broker refused to {@link DEAD_LEAD_QUEUE} (nobody works that queue; it is the
 * team's list) and raises the alert: one `error` log line with `alert: "lead-dead-letter"`, the
 * job ids and the status, without personal data.
 *
 * @throws when the dead letter could not be written (the caller's job is then retried)
 */
export async function deadLetter(
  boss: Pick<PgBoss, "send">,
  job: Pick<Job<QueuedLead>, "id" | "data">,
  status: number,
): Promise<void> {
  const letter: DeadLead = {
    ...job.data,
    jobId: job.id,
    refused: { status, at: new Date().toISOString() },
  };
  const deadId = await boss.send(DEAD_LEAD_QUEUE, letter);
  if (!deadId) throw new Error("dead letter not written");
  log("outbox").error(
    { alert: "lead-dead-letter", job: job.id, deadLetter: deadId, status },
    "ALERT: a lead the visitor was told was received was refused by the broker; moved to the dead-letter queue (npm run outbox:dead)",
  );
}
