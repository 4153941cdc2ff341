import "server-only";
import { z } from "zod";
import type * as zm from "zod/mini";
import { isWireKey } from "@/lib/idempotency/key";
import { log } from "@/lib/log/logger";
import { pathTemplate } from "@/lib/log/path-template";
import { brokerFetch, type BrokerFailureReason } from "./client";

/**
 * The one way the site calls the broker (`lib/api/health.ts`, `motor.ts`, `kyc.ts`, `content.ts`,
 * `leads.ts`): {@link brokerCall} validates the request with the contract schema, refuses a bad
 * Idempotency-Key, calls `brokerFetch`, validates the answer, picks the payload and applies the
 * spec-8 fallback; every call answers one {@link CallResult}.
 */

/** Why a call failed: a broker failure (see `BrokerFailureReason`) or a request the contract refuses. */
export type CallFailureReason = BrokerFailureReason | "invalid-request";

/**
 * Outcome of one broker call.
 *
 * - `ok: true`: the broker answered 2xx (taken from the body's `status`, so 200 and 202 stay
 *   apart) with a body that matches the contract; `data` is the call's payload.
 * - `ok: false`: `status` is the broker's status when it answered with a non-2xx one (e.g. 400,
 *   404, 409), 400 for a request the contract refuses (nothing was sent), 503 when
 *   `BROKER_API_URL` is unset, else 500 (network, timeout, non-JSON, wrong shape). `data` is the
 *   spec-8 fallback ("an empty object or list"); `message` is the text spec 8 gives the screen,
 *   `detail` the broker's own message or the transport failure (for logs, never personal data).
 */
export type CallResult<T, F = Record<string, never>, M = Record<string, unknown>> =
  | { ok: true; status: number; message?: string; data: T; meta?: M }
  | {
      ok: false;
      status: number;
      reason: CallFailureReason;
      message: string;
      detail: string;
      data: F;
      meta?: Partial<M>;
    };

/** The spec-8 fallback "an empty object" of a failed call (`data: {}`). */
export type Empty = Record<string, never>;

/** Per-call options. */
export type CallOptions = {
  /** Milliseconds before the call is abandoned; default the client's 15 s. */
  timeoutMs?: number;
  /** Sent as the `Idempotency-Key` header (broker-api.md "Idempotency"); see {@link KeyedCallOptions}. */
  idempotencyKey?: string;
};

/**
 * Options of a call that creates or triggers something (`/form/one/submit`, `/trigger/purchase`,
 * `/kyc/api/check`): the `Idempotency-Key` is required, one per visitor action and the same on
 * its retries (make it with `lib/idempotency/key.ts`). A missing or malformed key (not 1–255
 * visible ASCII characters) refuses the call before anything is sent (`invalid-request`).
 */
export type KeyedCallOptions = CallOptions & { idempotencyKey: string };

/**
 * Wraps a `zod/mini` contract schema as a classic zod schema, so `brokerFetch` (classic) can
 * validate with the same schema the forms and the sandbox use. Issues keep their paths and messages.
 */
export function fromContract<S extends zm.ZodMiniType>(schema: S): z.ZodType<zm.output<S>> {
  return z.unknown().transform((value, ctx) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data as zm.output<S>;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
}

/** The first contract issue as `path: message`, for `detail`. */
function describeIssues(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): string {
  const first = error.issues[0];
  if (!first) return "invalid request";
  const path = first.path.map(String).join(".");
  return path ? `${path}: ${first.message}` : first.message;
}

type BrokerCall<Req, Body, T, F, M> = {
  /** Default POST. A GET sends no body (leave `request` and `requestSchema` out). */
  method?: "GET" | "POST";
  /** Path under `BROKER_API_URL`. */
  path: string;
  /** Query parameters (content lists). */
  query?: Record<string, string | number | undefined>;
  /** The request as the caller gave it. */
  request?: unknown;
  /** Contract schema of the request body; the parsed value is what is sent (without one, `request` is sent as given). */
  requestSchema?: zm.ZodMiniType<Req>;
  /** Classic zod schema of a 2xx answer. */
  responseSchema: z.ZodType<Body>;
  /** Picks the call's payload (and meta) from a validated 2xx answer; reshape wire data here. */
  pick: (body: Body) => { data: T; message?: string; meta?: M };
  /** The spec-8 fallback data. */
  fallback: () => F;
  /** The spec-8 fallback meta of a failure, for calls whose screens read `meta` (motor's purchase). */
  fallbackMeta?: () => Partial<M>;
  /** The screen message of a failure. */
  failureMessage: string;
  options?: CallOptions;
  /** The call creates something: refuse it without a valid `options.idempotencyKey`. */
  requiresKey?: boolean;
  /** Next.js data-cache settings of a GET (content). */
  next?: { revalidate?: number | false; tags?: string[] };
};

/**
 * Makes one broker call (broker-api.md). Never throws: a request the contract refuses or
 * without a valid Idempotency-Key is answered 400 `invalid-request` before anything is sent;
 * a failed call answers its spec-8 fallback.
 */
export async function brokerCall<Req, Body, T, F, M = Record<string, unknown>>(
  call: BrokerCall<Req, Body, T, F, M>,
): Promise<CallResult<T, F, M>> {
  const method = call.method ?? "POST";
  const failed = (
    status: number,
    reason: CallFailureReason,
    detail: string,
  ): CallResult<T, F, M> => ({
    ok: false,
    status,
    reason,
    message: call.failureMessage,
    detail,
    data: call.fallback(),
    ...(call.fallbackMeta ? { meta: call.fallbackMeta() } : {}),
  });
  // A request without a schema (a lead, already checked with its own schema) is sent as given.
  let body: unknown = call.request;
  if (call.requestSchema) {
    const request = call.requestSchema.safeParse(call.request);
    if (!request.success) {
      log("broker").warn(
        { method, path: pathTemplate(call.path), status: 400, reason: "invalid-request" },
        "request refused before sending",
      );
      return failed(400, "invalid-request", `${call.path}: ${describeIssues(request.error)}`);
    }
    body = request.data;
  }
  const key = call.options?.idempotencyKey;
  if ((call.requiresKey || key !== undefined) && !isWireKey(key)) {
    log("broker").warn(
      { method, path: pathTemplate(call.path), status: 400, reason: "idempotency-key" },
      "refused before sending: Idempotency-Key missing or malformed",
    );
    return failed(400, "invalid-request", `${call.path}: Idempotency-Key missing or malformed`);
  }
  const result = await brokerFetch({
    method,
    path: call.path,
    ...(call.query ? { query: call.query } : {}),
    ...(body === undefined ? {} : { body }),
    schema: call.responseSchema,
    timeoutMs: call.options?.timeoutMs,
    ...(key === undefined ? {} : { headers: { "idempotency-key": key } }),
    ...(call.next ? { next: call.next } : {}),
  });
  if (!result.ok) return failed(result.status, result.reason, result.message);
  const picked = call.pick(result.body);
  return {
    ok: true,
    status: result.status,
    data: picked.data,
    ...(picked.message === undefined ? {} : { message: picked.message }),
    ...(picked.meta === undefined ? {} : { meta: picked.meta }),
  };
}

/** What {@link logFailure} reads of a result: any {@link CallResult}. */
export type Loggable = { ok: boolean; status: number; reason?: string };

/**
 * Logs a failed call at `warn` under `area` (`"health"`, `"motor"` …) with the step, the status
 * and the reason only (never the broker's text, keys or personal data), and hands the result back
 * unchanged.
 */
export function logFailure<R extends Loggable>(
  result: R,
  area: string,
  step: string,
  text: string,
): R {
  if (!result.ok) log(area).warn({ step, status: result.status, reason: result.reason }, text);
  return result;
}
