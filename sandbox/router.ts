import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import type { RouteResult } from "./http/responses";

/** What a handler sees of a request. */
export type RouteRequest = {
  /** Upper-case HTTP method. */
  method: string;
  /** The raw (percent-encoded) path without the query string, e.g. `/sandbox/leads`. */
  path: string;
  query: URLSearchParams;
  /** Values of `:name` segments (decoded) and of a final `*` segment under the key `*`. */
  params: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** One header's value; repeated headers are joined with ", ". */
  header(name: string): string | undefined;
  /** The raw body as text (read once, cached). @throws HttpError 413 when too large. */
  text(): Promise<string>;
  /** The body parsed as JSON. @throws HttpError 400 on empty or invalid JSON. */
  json(): Promise<unknown>;
  raw: IncomingMessage;
};

/** A route handler: returns the response to write, or throws an `HttpError`. */
export type RouteHandler = (req: RouteRequest) => RouteResult | Promise<RouteResult>;

/** The outcome of {@link Router.match}. */
export type RouteMatch =
  | { kind: "found"; handler: RouteHandler; params: Record<string, string> }
  | { kind: "method-not-allowed"; allow: string[] }
  | { kind: "not-found" };

type Route = { method: string; segments: string[]; handler: RouteHandler };

/**
 * A minimal method + path router. Patterns are literal segments, `:name` segments that match
 * one segment, and an optional final `*` that matches the rest of the path. Routes are tried in
 * registration order. Route modules add to it from their `register(router, ctx)` functions.
 */
export class Router {
  private readonly routes: Route[] = [];

  /**
   * Adds a route.
   * @param method HTTP method, any case.
   * @param pattern path such as `/product/health/api/get/quick-quotes` or `/assets/*`.
   */
  add(method: string, pattern: string, handler: RouteHandler): this {
    this.routes.push({ method: method.toUpperCase(), segments: splitPath(pattern), handler });
    return this;
  }

  /** Adds a `GET` route (also answers `HEAD`). */
  get(pattern: string, handler: RouteHandler): this {
    return this.add("GET", pattern, handler);
  }

  /** Adds a `POST` route. */
  post(pattern: string, handler: RouteHandler): this {
    return this.add("POST", pattern, handler);
  }

  /**
   * Finds the handler for a method and a raw (still percent-encoded) path. `HEAD` falls back to
   * `GET`. A path that matches only under other methods yields `method-not-allowed`.
   */
  match(method: string, path: string): RouteMatch {
    const wanted = method.toUpperCase();
    const segments = splitPath(path);
    const allow = new Set<string>();
    for (const route of this.routes) {
      const params = matchSegments(route.segments, segments);
      if (!params) continue;
      if (route.method === wanted || (wanted === "HEAD" && route.method === "GET")) {
        return { kind: "found", handler: route.handler, params };
      }
      allow.add(route.method);
    }
    if (allow.size > 0) return { kind: "method-not-allowed", allow: [...allow] };
    return { kind: "not-found" };
  }
}

/** Splits a path into segments, ignoring empty ones (so trailing and doubled slashes do not matter). */
export function splitPath(path: string): string[] {
  return path.split("/").filter((s) => s !== "");
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i] as string;
    if (p === "*" && i === pattern.length - 1) {
      const rest = actual.slice(i).map(safeDecode);
      if (rest.some((s) => s === undefined)) return undefined;
      params["*"] = rest.join("/");
      return params;
    }
    const a = actual[i];
    if (a === undefined) return undefined;
    if (p.startsWith(":")) {
      const decoded = safeDecode(a);
      if (decoded === undefined) return undefined;
      params[p.slice(1)] = decoded;
    } else if (p !== a) {
      return undefined;
    }
  }
  return pattern.length === actual.length ? params : undefined;
}

/** Decodes a path segment; malformed escapes make the route not match instead of throwing. */
function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
