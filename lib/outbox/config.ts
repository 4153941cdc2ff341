import "server-only";
import { z } from "zod";

/**
 * Settings of the lead outbox, read from the environment (all optional):
 *
 * - `DATABASE_URL`: a PostgreSQL server shared by every site instance; unset → embedded PGlite.
 * - `SITE_DATA_DIR`: PGlite data folder of this site instance (`.data/site`). Never shared by two
 *   processes.
 * - `OUTBOX_RETRY_DELAY_S` (1) and `OUTBOX_RETRY_MAX_S` (30): the first retry delay in seconds,
 *   doubled after every failure (with jitter) up to the cap; the cap keeps a lead within a minute
 *   of the broker's return.
 * - `OUTBOX_POLL_S` (1): how often an idle worker looks for due leads (also leads queued by
 *   another instance that stopped), at least 0.5.
 * - `OUTBOX_DELIVERY_TIMEOUT_MS` (30000): the worker's broker timeout. Longer than the 15 s a
 *   visitor waits, since nobody is waiting now and a slow broker should get its chance.
 * - `OUTBOX_GIVE_UP_H` (72): hours after which a lead the broker still refuses is moved to the
 *   dead-letter queue `lead-outbox-dead` (kept for the team, logged), so one poisoned lead is not
 *   retried forever.
 */
const settingsSchema = z.object({
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  SITE_DATA_DIR: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || ".data/site"),
  OUTBOX_RETRY_DELAY_S: z.coerce.number().int().min(1).default(1),
  OUTBOX_RETRY_MAX_S: z.coerce.number().int().min(1).default(30),
  OUTBOX_POLL_S: z.coerce.number().min(0.5).default(1),
  OUTBOX_DELIVERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  OUTBOX_GIVE_UP_H: z.coerce.number().min(0.01).default(72),
});

/** Parsed outbox settings; see the module comment for each one. */
export type OutboxSettings = {
  databaseUrl: string | undefined;
  dataDir: string;
  retryDelaySeconds: number;
  retryMaxSeconds: number;
  pollSeconds: number;
  deliveryTimeoutMs: number;
  giveUpHours: number;
};

/**
 * Reads the outbox settings from `env` (default `process.env`), at call time so tests can change them.
 *
 * @throws a zod error naming the malformed variable.
 */
export function outboxSettings(env: NodeJS.ProcessEnv = process.env): OutboxSettings {
  const pick = (name: string) => env[name] || undefined;
  const s = settingsSchema.parse(
    Object.fromEntries(Object.keys(settingsSchema.shape).map((k) => [k, pick(k)])),
  );
  return {
    databaseUrl: s.DATABASE_URL,
    dataDir: s.SITE_DATA_DIR,
    retryDelaySeconds: s.OUTBOX_RETRY_DELAY_S,
    retryMaxSeconds: s.OUTBOX_RETRY_MAX_S,
    pollSeconds: s.OUTBOX_POLL_S,
    deliveryTimeoutMs: s.OUTBOX_DELIVERY_TIMEOUT_MS,
    giveUpHours: s.OUTBOX_GIVE_UP_H,
  };
}
