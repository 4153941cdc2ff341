import "server-only";
import { existsSync, mkdirSync } from "node:fs";
import type { PgBoss } from "pg-boss";
import { log } from "@/lib/log/logger";
import { outboxSettings, type OutboxSettings } from "./config";

/**
 * The durable store of the lead outbox: a pg-boss 12 queue in PostgreSQL (`DATABASE_URL`, shared
 * by every site instance) or, by default, in an embedded PGlite in `SITE_DATA_DIR`.
 *
 * Why pg-boss: it already is the durable PostgreSQL queue we need — one `FOR UPDATE SKIP LOCKED`
 * claim per job (so with several instances on one database each lead is delivered by exactly one
 * of them), retries with capped exponential backoff, expiry of a job whose worker died, a
 * dead-letter queue — and it runs on PGlite through its own `fromPglite` adapter with
 * `backend: "pglite"` (checked: schema creation, send, work, retry with backoff).
 *
 * PGlite costs ~3 s and a lot of memory to open and one folder must never be opened twice, so
 * there is one instance per process, kept on `globalThis` (Next may load this module more than
 * once: instrumentation and server actions are separate bundles), opened on first need.
 */

/** Name of the pg-boss queue of leads waiting for the broker. */
export const LEAD_QUEUE = "lead-outbox";
/** Where leads go when the broker refused them for `OUTBOX_GIVE_UP_H` hours. */
export const DEAD_LEAD_QUEUE = "lead-outbox-dead";
/** PostgreSQL schema pg-boss keeps its tables in. */
export const OUTBOX_SCHEMA = "site_outbox";

/** Runs one SQL statement on the outbox database (for counts; pg-boss does the rest). */
export type OutboxSql = <T>(text: string, values?: unknown[]) => Promise<T[]>;

/** An open outbox: the pg-boss instance, a SQL helper and its settings. */
export type OpenOutbox = {
  boss: PgBoss;
  sql: OutboxSql;
  settings: OutboxSettings;
  driver: "pglite" | "postgres";
  close(): Promise<void>;
};

const GLOBAL = Symbol.for("site.lead-outbox");
type Holder = { [GLOBAL]?: Promise<OpenOutbox> };

/**
 * Opens the outbox once per process (later calls share the first call's promise; a failed
 * open is forgotten so the next call tries again).
 *
 * @throws when the database cannot be opened or pg-boss cannot start (nothing stays cached).
 */
export function openOutbox(): Promise<OpenOutbox> {
  const holder = globalThis as Holder;
  const existing = holder[GLOBAL];
  if (existing) return existing;
  const opening = open(outboxSettings()).catch((error: unknown) => {
    if (holder[GLOBAL] === opening) delete holder[GLOBAL];
    throw error;
  });
  holder[GLOBAL] = opening;
  return opening;
}

/** Whether the outbox is open in this process (without opening it). */
export function isOutboxOpen(): boolean {
  return (globalThis as Holder)[GLOBAL] !== undefined;
}

/**
 * Whether queued leads may exist: always with PostgreSQL; with PGlite only when its data
 * folder exists (a site that never queued a lead does not pay PGlite's start-up cost).
 */
export function outboxMayHoldLeads(settings: OutboxSettings = outboxSettings()): boolean {
  return Boolean(settings.databaseUrl) || existsSync(settings.dataDir);
}

/** Stops pg-boss (waiting up to `timeoutMs` for running deliveries) and closes the database. */
export async function closeOutbox(timeoutMs = 5_000): Promise<void> {
  const holder = globalThis as Holder;
  const opening = holder[GLOBAL];
  if (!opening) return;
  delete holder[GLOBAL];
  const outbox = await opening.catch(() => undefined);
  if (!outbox) return;
  await outbox.boss
    .stop({ graceful: true, close: true, timeout: timeoutMs })
    .catch((error: unknown) => {
      log("outbox").warn(
        { reason: error instanceof Error ? error.name : "unknown" },
        "outbox stop failed",
      );
    });
  await outbox.close();
}

async function open(settings: OutboxSettings): Promise<OpenOutbox> {
  const { PgBoss, fromPglite } = await import("pg-boss");
  let sql: OutboxSql;
  let closeDb: () => Promise<void>;
  let boss: PgBoss;
  if (settings.databaseUrl) {
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({ connectionString: settings.databaseUrl, max: 2 });
    pool.on("error", (error) => log("outbox").warn({ reason: error.name }, "outbox pool error"));
    sql = async <T>(text: string, values?: unknown[]) =>
      (await pool.query(text, values)).rows as T[];
    closeDb = () => pool.end();
    boss = new PgBoss({
      connectionString: settings.databaseUrl,
      schema: OUTBOX_SCHEMA,
      max: 4,
      schedule: false,
    });
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    mkdirSync(settings.dataDir, { recursive: true });
    const pglite = await PGlite.create(settings.dataDir);
    sql = async <T>(text: string, values?: unknown[]) => (await pglite.query<T>(text, values)).rows;
    closeDb = () => pglite.close();
    boss = new PgBoss({
      db: fromPglite(pglite),
      backend: "pglite",
      schema: OUTBOX_SCHEMA,
      schedule: false,
    });
  }
  // pg-boss reports background errors (a lost connection, a failed maintenance run) as events.
  boss.on("error", (error) =>
    log("outbox").error({ reason: error.name }, "outbox background error"),
  );
  try {
    await boss.start();
    await ensureQueues(boss, settings);
  } catch (error) {
    await boss.stop({ graceful: false, close: true }).catch(() => undefined);
    await closeDb().catch(() => undefined);
    throw error;
  }
  log("outbox").info({ driver: settings.databaseUrl ? "postgres" : "pglite" }, "lead outbox open");
  return {
    boss,
    sql,
    settings,
    driver: settings.databaseUrl ? "postgres" : "pglite",
    close: closeDb,
  };
}

/**
 * Creates the queues, or updates their retry policy when the settings changed. A lead is retried
 * with pg-boss's backoff (`retryDelay × 2^n` with jitter, at most `retryDelayMax`) for
 * `OUTBOX_GIVE_UP_H` hours, then moves to the dead-letter queue. Delivered jobs (and their personal
 * data) are deleted after an hour.
 */
async function ensureQueues(boss: PgBoss, s: OutboxSettings): Promise<void> {
  const giveUpSeconds = Math.ceil(s.giveUpHours * 3600);
  const policy = {
    retryLimit: Math.max(1, Math.ceil(giveUpSeconds / s.retryMaxSeconds)),
    retryDelay: s.retryDelaySeconds,
    retryBackoff: true,
    // A worker that died mid-delivery gives its lead back after this long.
    expireInSeconds: Math.max(10, Math.ceil((s.deliveryTimeoutMs * 2) / 1000)),
    // Waiting leads are never deleted before the give-up time (plus a week to look at them).
    retentionSeconds: giveUpSeconds + 7 * 86_400,
    deleteAfterSeconds: 3_600,
  };
  if (!(await boss.getQueue(DEAD_LEAD_QUEUE)))
    await boss.createQueue(DEAD_LEAD_QUEUE, { retentionSeconds: 30 * 86_400 });
  if (await boss.getQueue(LEAD_QUEUE)) {
    await boss.updateQueue(LEAD_QUEUE, policy);
  } else {
    await boss.createQueue(LEAD_QUEUE, {
      ...policy,
      retryDelayMax: s.retryMaxSeconds,
      deadLetter: DEAD_LEAD_QUEUE,
    });
  }
}
