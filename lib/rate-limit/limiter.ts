import "server-only";
import { createHash } from "node:crypto";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { log } from "@/lib/log/logger";
import { LIMITS, type Limit, type LimitedAction } from "./limits";

/**
 * The rate limiters (rate-limiter-flexible): in this process's memory by default, or in the
 * shared PostgreSQL (`DATABASE_URL`, table `site_rate_limits`) so that several site instances
 * count together. A PostgreSQL limiter falls back to a memory one while the database fails
 * (`insuranceLimiter`). One set per process, kept on `globalThis`.
 */

type Limiters = Map<string, RateLimiterAbstract>;
const GLOBAL = Symbol.for("site.rate-limiters");
type Holder = { [GLOBAL]?: Promise<Limiters> };

function limiters(): Promise<Limiters> {
  const holder = globalThis as Holder;
  return (holder[GLOBAL] ??= build(process.env.DATABASE_URL?.trim() || undefined).catch(
    (error: unknown) => {
      delete holder[GLOBAL];
      throw error;
    },
  ));
}

/** Forgets the limiters (tests: a fresh count). */
export function resetLimiters(): void {
  delete (globalThis as Holder)[GLOBAL];
}

async function build(databaseUrl: string | undefined): Promise<Limiters> {
  const map: Limiters = new Map();
  const specs: [string, Limit][] = [];
  for (const [action, byKey] of Object.entries(LIMITS)) {
    for (const [by, limit] of Object.entries(byKey)) specs.push([`${action}:${by}`, limit]);
  }
  const pool = databaseUrl ? await openPool(databaseUrl) : undefined;
  const scale = limitMultiplier();
  for (const [name, limit] of specs) {
    const options = {
      keyPrefix: `site:${name}`,
      points: limit.points * scale,
      duration: limit.durationSeconds,
    };
    const memory = new RateLimiterMemory(options);
    if (!pool) {
      map.set(name, memory);
      continue;
    }
    // One after another: concurrent CREATE TABLE IF NOT EXISTS on one table can collide.
    const limiter = await new Promise<RateLimiterAbstract>((resolve) => {
      const created: RateLimiterPostgres = new RateLimiterPostgres(
        {
          ...options,
          storeClient: pool,
          storeType: "pool",
          tableName: "site_rate_limits",
          clearExpiredByTimeout: true,
          insuranceLimiter: memory,
        },
        (error?: unknown) => {
          if (error)
            log("rate-limit").warn(
              { reason: error instanceof Error ? error.name : "unknown" },
              "rate-limit table not ready; counting in memory",
            );
          resolve(error ? memory : created);
        },
      );
    });
    map.set(name, limiter);
  }
  return map;
}

/**
 * `RATE_LIMIT_MULTIPLIER` (integer ≥ 1, default 1) multiplies every limit. Only for test stacks
 * whose whole browser suite comes from one address and a few phone numbers (the e2e config sets
 * it); a production site leaves it unset. A malformed value counts as 1.
 */
function limitMultiplier(): number {
  const value = Number(process.env.RATE_LIMIT_MULTIPLIER ?? "1");
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

async function openPool(databaseUrl: string) {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on("error", (error) =>
    log("rate-limit").warn({ reason: error.name }, "rate-limit pool error"),
  );
  return pool;
}

/** Keys are hashed: the limit table holds no phone number or IP address in clear. */
function hashed(value: string): string {
  return createHash("sha256").update(value).digest("base64url").slice(0, 22);
}

/** Outcome of {@link consumeLimits}. */
export type LimitOutcome = { limited: false } | { limited: true; retryAfterSeconds: number };

/**
 * Counts one request of `action` against each of its limits (per client address, and per phone
 * number from that address when the action has one and `phone` is given).
 *
 * @param keys.ip the client's address (`clientIp`)
 * @param keys.phone the normalised 10-digit mobile number, when the action carries one
 * @returns `limited: true` with the seconds until a retry can pass when any limit is used up.
 *   A limiter that fails for another reason lets the request through (and logs): a broken
 *   counter must not turn visitors away.
 */
export async function consumeLimits(
  action: LimitedAction,
  keys: { ip: string; phone?: string },
): Promise<LimitOutcome> {
  let all: Limiters;
  try {
    all = await limiters();
  } catch (error) {
    log("rate-limit").error(
      { reason: error instanceof Error ? error.name : "unknown" },
      "rate limiters unavailable",
    );
    return { limited: false };
  }
  const checks: [string, string][] = [[`${action}:ip`, keys.ip]];
  // Per phone number *and* client: a stranger sending leads with someone else's number uses up
  // only their own count, never the owner's (issue 24, item 11).
  if (keys.phone && "phone" in LIMITS[action])
    checks.push([`${action}:phone`, `${keys.phone}|${keys.ip}`]);
  let retryAfterMs = 0;
  for (const [name, key] of checks) {
    const limiter = all.get(name);
    if (!limiter) continue;
    try {
      await limiter.consume(hashed(key));
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes)
        retryAfterMs = Math.max(retryAfterMs, rejection.msBeforeNext);
      else
        log("rate-limit").error(
          { limiter: name, reason: rejection instanceof Error ? rejection.name : "unknown" },
          "rate limiter failed; request let through",
        );
    }
  }
  if (retryAfterMs > 0) {
    log("rate-limit").warn({ action }, "request rate-limited");
    return { limited: true, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
  }
  return { limited: false };
}
