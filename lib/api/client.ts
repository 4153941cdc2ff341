import "server-only";
import type { z } from "zod";
import { getEnv } from "@/lib/env";
import { log } from "@/lib/log/logger";
import { pathTemplate } from "@/lib/log/path-template";

/** Default broker timeout in milliseconds (broker-api.md "Transport": 15 s). */
export const BROKER_TIMEOUT_MS = 15_000;

/** Why a broker call did not produce a usable answer. */
export type BrokerFailureReason =
  | "config" // BROKER_API_URL is not set
  | "network" // connection refused, DNS, reset
  | "timeout" // no answer within the timeout
  | "non-json" // the body is not JSON
  | "invalid-shape" // a 2xx body that does not match the contract
  | "status"; // the broker answered with a non-2xx status

/**
 * Outcome of one broker call. `ok` is true only for a 2xx status (taken from the body's numeric
 * `status`, else the HTTP status) whose body matched the contract schema.
 */
export type BrokerResult<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; reason: BrokerFailureReason; message: string };

export type BrokerRequest<T> = {
  method: "GET" | "POST";
  /** Path under `BROKER_API_URL`, starting with `/` (e.g. `/lead/form/create/new/lead`). */
  path: string;
  query?: Record<string, string | number | undefined>;
  /** JSON request body. */
  body?: unknown;
  headers?: Record<string, string>;
  /** zod schema of a successful (2xx) response body. */
  schema: z.ZodType<T>;
  /** Milliseconds before the call is abandoned; default {@link BROKER_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** Next.js data-cache settings for GETs (time-based revalidation, tags). Mutations are never cached. */
  next?: { revalidate?: number | false; tags?: string[] };
};

/** Builds the absolute URL of a broker call; the one place that knows the base URL. */
export function brokerUrl(path: string, query?: BrokerRequest<unknown>["query"]): string | null {
  const base = getEnv().BROKER_API_URL;
  if (!base) return null;
  const url = new URL(base + path);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * Calls the broker and validates its answer (broker-api.md). Never throws: every failure is
 * returned as `{ ok: false, reason }` so each call can apply its spec-8 fallback.
 */
export async function brokerFetch<T>(request: BrokerRequest<T>): Promise<BrokerResult<T>> {
  const url = brokerUrl(request.path, request.query);
  if (!url) return fail(request, 503, "config", "BROKER_API_URL is not set");

  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers: {
        accept: "application/json",
        ...(request.body === undefined ? {} : { "content-type": "application/json" }),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs ?? BROKER_TIMEOUT_MS),
      ...(request.method === "GET" && request.next
        ? { next: request.next }
        : { cache: "no-store" }),
    });
  } catch (error) {
    const timedOut =
      error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    return fail(
      request,
      500,
      timedOut ? "timeout" : "network",
      `${request.method} ${request.path}: ${timedOut ? "timed out" : "network error"}`,
    );
  }

  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch {
    return fail(
      request,
      500,
      "non-json",
      `${request.method} ${request.path}: answer is not JSON (HTTP ${response.status})`,
    );
  }

  const bodyStatus = (json as { status?: unknown } | null)?.status;
  const status = typeof bodyStatus === "number" ? bodyStatus : response.status;
  if (status < 200 || status > 299) {
    const message = (json as { message?: unknown } | null)?.message;
    return fail(
      request,
      status,
      "status",
      typeof message === "string" ? message : `${request.method} ${request.path}: status ${status}`,
    );
  }

  const parsed = request.schema.safeParse(json);
  if (!parsed.success) {
    return fail(
      request,
      500,
      "invalid-shape",
      `${request.method} ${request.path}: answer does not match the contract`,
    );
  }
  return { ok: true, status, body: parsed.data };
}

/**
 * A failed call: logged as method, path template, status and reason only. `message` (possibly the
 * broker's own text, which may quote a visitor's details) goes back to the caller, never to the log.
 */
function fail(
  request: Pick<BrokerRequest<unknown>, "method" | "path">,
  status: number,
  reason: BrokerFailureReason,
  message: string,
): BrokerResult<never> {
  // A 4xx answer is the broker refusing this request (an unknown post, a finished journey): a
  // warning. Anything else (5xx, network, timeout, a broken answer) is an error someone should see.
  const level = reason === "status" && status < 500 ? "warn" : "error";
  log("broker")[level](
    { method: request.method, path: pathTemplate(request.path), status, reason },
    "broker call failed",
  );
  return { ok: false, status, reason, message };
}
