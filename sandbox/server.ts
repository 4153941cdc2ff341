import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { systemClock, type Clock, type SandboxContext } from "./context";
import { openDatabase, type SandboxDatabase } from "./db/client";
import { parseJsonBody, readBodyText } from "./http/body";
import { envelope, HttpError, type RouteResult } from "./http/responses";
import { Router, type RouteRequest } from "./router";
import * as inspectIndex from "./routes/inspect-index";
import * as content from "./routes/content";
import * as contentAssets from "./routes/content-assets";
import * as inspectIdempotency from "./routes/inspect-idempotency";
import * as inspectLeads from "./routes/inspect-leads";
import * as inspectOutbox from "./routes/inspect-outbox";
import * as leads from "./routes/leads";
import * as motor from "./routes/motor";
import * as motorHosted from "./routes/motor-hosted";
import * as health from "./routes/health";
import * as hostedKyc from "./routes/hosted-kyc";
import * as hostedPay from "./routes/hosted-pay";
import * as insurerAssets from "./routes/insurer-assets";
import * as kyc from "./routes/kyc";
import * as policyPdf from "./routes/policy-pdf";

/** A route module: registers its routes (and inspection pages) on start-up. */
export type RouteModule = { register(router: Router, ctx: SandboxContext): void };

/** Every route module of the sandbox; add new journeys (health, motor, KYC, blog …) here. */
const routeModules: RouteModule[] = [
  inspectIndex,
  leads,
  inspectLeads,
  inspectIdempotency,
  inspectOutbox,
  content,
  contentAssets,
  motor,
  motorHosted,
  health,
  kyc,
  hostedKyc,
  hostedPay,
  policyPdf,
  insurerAssets,
];

/** How long `close()` lets in-flight requests finish before cutting their connections, in ms. */
const closeGraceMs = 5_000;

/** Options of {@link startSandbox}. */
export type SandboxOptions = {
  /** TCP port; 0 picks a free one (read it from the result). */
  port: number;
  /** Interface to bind; default `127.0.0.1`. */
  host?: string;
  /** PGlite data folder, created if missing; unused when `databaseUrl` is given. */
  dataDir: string;
  /** Origin a browser uses for the sandbox's hosted pages; default the returned `url`. */
  publicUrl?: string;
  /** The site's public origin, for return URLs into the site. */
  siteUrl: string;
  /** PostgreSQL connection string; when set, used instead of PGlite. */
  databaseUrl?: string;
  /** Time source; default the wall clock (tests may shorten `sleep`). */
  clock?: Clock;
  /**
   * Route modules registered after the built-in ones (tests wire handlers that are not
   * registered yet, such as the motor KYC functions). Built-in routes win on the same path.
   */
  extraRouteModules?: readonly RouteModule[];
};

/** A running sandbox. */
export type RunningSandbox = {
  /** Base URL for server-side callers, e.g. `http://127.0.0.1:4010` (no trailing slash). */
  url: string;
  /** The bound port. */
  port: number;
  /** Stops accepting, lets in-flight requests finish (up to 5 s), then closes the database. Idempotent. */
  close(): Promise<void>;
};

/** Thrown by {@link startSandbox} when the port is already in use. */
export class SandboxPortInUseError extends Error {
  readonly port: number;
  constructor(port: number, host: string) {
    super(`Port ${port} on ${host} is already in use`);
    this.name = "SandboxPortInUseError";
    this.port = port;
  }
}

/**
 * Starts the sandbox broker: a real HTTP server speaking the broker contract
 * (`/work/shared/broker-api.md`) over a Drizzle database (PGlite in `dataDir`, or PostgreSQL at
 * `databaseUrl`), migrated on start-up.
 *
 * The port is bound before the database opens, so a second sandbox started by mistake fails on
 * the port and never opens (and corrupts) a PGlite folder the first one holds. Requests arriving
 * while the database opens wait for it.
 *
 * Every JSON response is the envelope `{ status, message?, data?, meta? }` with `status` equal to
 * the HTTP status; unknown routes answer 404, bad JSON 400, unexpected errors 500 (logged).
 *
 * @throws {SandboxPortInUseError} when the port is taken.
 * @throws {TypeError} when `publicUrl` or `siteUrl` is not an absolute http(s) URL.
 * @throws when the database cannot be opened or migrated (the server is closed again).
 */
export async function startSandbox(opts: SandboxOptions): Promise<RunningSandbox> {
  const host = opts.host ?? "127.0.0.1";
  const siteUrl = normalizeOrigin(opts.siteUrl, "siteUrl");
  if (opts.publicUrl) normalizeOrigin(opts.publicUrl, "publicUrl");

  const shutdown = new AbortController();
  const inFlight = new Set<Promise<void>>();
  let dispatch: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const server = createServer((req, res) => {
    const task = (async () => {
      await ready;
      if (!dispatch) {
        write(res, envelope(503, { message: "Sandbox is shutting down" }), req.method);
        return;
      }
      await dispatch(req, res);
    })().catch((error: unknown) => {
      console.error("Sandbox: failed to answer a request:", error);
    });
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task));
  });

  await listen(server, opts.port, host);
  const port = (server.address() as AddressInfo).port;
  const url = `http://${loopbackHost(host)}:${port}`;

  let database: SandboxDatabase;
  try {
    database = await openDatabase({ dataDir: opts.dataDir, databaseUrl: opts.databaseUrl });
  } catch (error) {
    markReady();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    throw error;
  }

  const ctx: SandboxContext = {
    db: database.db,
    publicUrl: opts.publicUrl ? normalizeOrigin(opts.publicUrl, "publicUrl") : url,
    siteUrl,
    clock: opts.clock ?? systemClock,
    shutdown: shutdown.signal,
    inspectionPages: [],
  };
  const router = new Router();
  for (const mod of [...routeModules, ...(opts.extraRouteModules ?? [])]) mod.register(router, ctx);
  dispatch = (req, res) => handleRequest(router, req, res);
  markReady();

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      dispatch = undefined;
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      shutdown.abort(new Error("Sandbox is closing"));
      server.closeIdleConnections();
      await Promise.race([
        Promise.allSettled([...inFlight]),
        new Promise((resolve) => setTimeout(resolve, closeGraceMs).unref()),
      ]);
      server.closeAllConnections();
      await stopped;
      await database.close();
    })());

  return { url, port, close };
}

/** Routes one request and writes the result; never throws. */
async function handleRequest(
  router: Router,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const method = (req.method ?? "GET").toUpperCase();
  const rawUrl = req.url ?? "/";
  const queryStart = rawUrl.indexOf("?");
  const path = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const query = new URLSearchParams(queryStart === -1 ? "" : rawUrl.slice(queryStart + 1));

  let result: RouteResult;
  try {
    const match = router.match(method, path);
    if (match.kind === "not-found") {
      result = envelope(404, { message: `No sandbox route for ${method} ${path}` });
    } else if (match.kind === "method-not-allowed") {
      result = envelope(
        405,
        { message: `${method} is not allowed on ${path}` },
        { allow: match.allow.join(", ") },
      );
    } else {
      result = await match.handler(toRouteRequest(req, method, path, query, match.params));
    }
  } catch (error) {
    if (error instanceof HttpError) {
      result = envelope(error.status, { message: error.message, data: error.data }, error.headers);
    } else if (error instanceof Error && error.name === "AbortError") {
      result = envelope(503, { message: "Sandbox is shutting down" });
    } else {
      console.error(`Sandbox: ${method} ${path} failed:`, error);
      result = envelope(500, { message: "Sandbox internal error" });
    }
  }
  write(res, result, method);
}

function toRouteRequest(
  req: IncomingMessage,
  method: string,
  path: string,
  query: URLSearchParams,
  params: Record<string, string>,
): RouteRequest {
  let body: Promise<string> | undefined;
  const text = () => (body ??= readBodyText(req));
  return {
    method,
    path,
    query,
    params,
    headers: req.headers,
    header(name) {
      const value = req.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(", ") : value;
    },
    text,
    json: async () => parseJsonBody(await text()),
    raw: req,
  };
}

/** Writes a route result unless the client has gone (e.g. it timed out on `sandbox:slow`). */
function write(res: ServerResponse, result: RouteResult, method: string | undefined): void {
  if (res.headersSent || res.destroyed) return;
  const body = result.body ?? "";
  res.writeHead(result.status, {
    // Sandbox data changes with every call: never let a browser or proxy cache it.
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    "content-length": String(Buffer.byteLength(body)),
    ...result.headers,
  });
  res.end(method === "HEAD" ? undefined : body);
}

function listen(
  server: ReturnType<typeof createServer>,
  port: number,
  host: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off("listening", onListening);
      reject(error.code === "EADDRINUSE" ? new SandboxPortInUseError(port, host) : error);
    };
    const onListening = () => {
      server.off("error", onError);
      resolve();
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(port, host);
  });
}

/** The host a local client uses to reach a server bound to `host`. */
function loopbackHost(host: string): string {
  if (host === "0.0.0.0" || host === "localhost" || host === "") return "127.0.0.1";
  if (host === "::" || host === "::1") return "[::1]";
  return host.includes(":") ? `[${host}]` : host;
}

/** Validates an absolute http(s) URL and returns it without trailing slashes. */
function normalizeOrigin(value: string, name: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new TypeError(`${name} must be an absolute URL, got ${JSON.stringify(value)}`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new TypeError(`${name} must be an http(s) URL, got ${JSON.stringify(value)}`);
  }
  return value.replace(/\/+$/, "");
}
