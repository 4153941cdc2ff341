import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { SandboxContext } from "./context";
import { idempotencyKeys } from "./db/schema";
import { HttpError, type RouteResult } from "./http/responses";
import type { RouteHandler, RouteRequest } from "./router";

/**
 * The `Idempotency-Key` header of the creating calls (broker-api.md "Idempotency"): both
 * `/form/one/submit`, both `/trigger/purchase` and `/kyc/api/check` (the lead call keeps its own
 * one-lead-per-key store, `db/lead-store.ts`).
 *
 * Rules, after the IETF draft "The Idempotency-Key HTTP Header Field" and common practice:
 * - No header: the call runs as before (the header is optional on the wire).
 * - A header that is not 1–255 visible ASCII characters (`!` to `~`): 400, nothing runs.
 * - The first call with a (route, key) runs; a 2xx answer is stored durably (the
 *   `idempotency_keys` table) with a SHA-256 fingerprint of the request body.
 * - A repeat within 24 hours with the same body gets the stored answer (same status and body,
 *   plus `Idempotent-Replayed: true`) and runs nothing, so it creates nothing: no new requestKey,
 *   no second outbox message, no second proposal.
 * - A repeat with a different body: 422, nothing runs (the key was reused for another request).
 * - A repeat while the first call is still running: 409, nothing runs; retry later.
 * - A non-2xx answer (validation 400, 409 "KYC first", a simulated 500…) is not stored: such
 *   an answer created nothing, so a retry with the same key runs again. This is what lets a
 *   site redeliver with the same key after a failure, and press Buy Now again after the KYC.
 * - After 24 hours the key is forgotten and may run again.
 */

/** How long an answer is replayed, in milliseconds (24 hours). */
export const idempotencyWindowMs = 24 * 60 * 60 * 1000;

/** Visible ASCII, 1–255 characters (the contract's wire form; CR/LF cannot be sent in a header anyway). */
const wireKey = /^[\x21-\x7e]{1,255}$/;

/** Message of the 400 for a malformed key. */
export const badKeyMessage = "Idempotency-Key must be 1 to 255 visible ASCII characters";

/**
 * The request's `Idempotency-Key`, checked.
 *
 * @returns the key, or `undefined` when the header is absent.
 * @throws {HttpError} 400 with {@link badKeyMessage} when it is present but malformed.
 */
export function idempotencyKeyOf(req: RouteRequest): string | undefined {
  const raw = req.headers["idempotency-key"];
  if (raw === undefined) return undefined;
  // A repeated header arrives as a list (or joined with ", "): one key per request.
  if (Array.isArray(raw) || !wireKey.test(raw)) throw new HttpError(400, badKeyMessage);
  return raw;
}

/**
 * Wraps a creating route's handler with the rules above.
 *
 * @param route the route pattern, the first half of the stored (route, key) pair
 * @throws {HttpError} 400, 409 or 422 as described; the handler's own errors pass through.
 */
export function idempotent(
  ctx: SandboxContext,
  route: string,
  handler: RouteHandler,
): RouteHandler {
  return async (req) => {
    const key = idempotencyKeyOf(req);
    if (key === undefined) return handler(req);
    const text = await req.text();
    const fingerprint = createHash("sha256").update(text).digest("hex");
    const where = and(eq(idempotencyKeys.route, route), eq(idempotencyKeys.idempotencyKey, key));

    const claimed = await claim(ctx, route, key, fingerprint, text);
    if (!claimed) {
      const [row] = await ctx.db.select().from(idempotencyKeys).where(where).limit(1);
      if (!row)
        throw new HttpError(
          409,
          "A request with this Idempotency-Key is being processed; retry it",
        );
      if (row.fingerprint !== fingerprint) {
        throw new HttpError(
          422,
          "This Idempotency-Key was already used with a different request body",
        );
      }
      if (row.status === null || row.responseBody === null) {
        throw new HttpError(
          409,
          "A request with this Idempotency-Key is being processed; retry it",
        );
      }
      await ctx.db
        .update(idempotencyKeys)
        .set({ replays: sql`${idempotencyKeys.replays} + 1` })
        .where(where);
      return {
        status: row.status,
        headers: {
          "content-type": row.contentType ?? "application/json; charset=utf-8",
          "idempotent-replayed": "true",
        },
        body: row.responseBody,
      };
    }

    let result: RouteResult;
    try {
      result = await handler(req);
    } catch (error) {
      await ctx.db.delete(idempotencyKeys).where(where);
      throw error;
    }
    if (result.status >= 200 && result.status < 300 && typeof result.body === "string") {
      await ctx.db
        .update(idempotencyKeys)
        .set({
          status: result.status,
          responseBody: result.body,
          contentType: result.headers?.["content-type"] ?? null,
        })
        .where(where);
    } else {
      await ctx.db.delete(idempotencyKeys).where(where);
    }
    return result;
  };
}

/**
 * Claims (route, key) for this call: inserts a running row, after dropping a row older than the
 * 24-hour window. The primary key decides between concurrent repeats.
 *
 * @returns true when this call should run the handler.
 */
async function claim(
  ctx: SandboxContext,
  route: string,
  key: string,
  fingerprint: string,
  requestBody: string,
): Promise<boolean> {
  const now = ctx.clock.now();
  const expired = new Date(now.getTime() - idempotencyWindowMs);
  await ctx.db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.route, route),
        eq(idempotencyKeys.idempotencyKey, key),
        sql`${idempotencyKeys.createdAt} < ${expired.toISOString()}`,
      ),
    );
  const inserted = await ctx.db
    .insert(idempotencyKeys)
    .values({ route, idempotencyKey: key, fingerprint, requestBody, createdAt: now })
    .onConflictDoNothing()
    .returning({ route: idempotencyKeys.route });
  return inserted.length > 0;
}
