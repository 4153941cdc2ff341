/**
 * Response values returned by sandbox route handlers, and the helpers that build them.
 * Handlers return plain values (no `ServerResponse` juggling) so the server writes every
 * response, and every error, in one place.
 */

/** What a route handler returns; `server.ts` writes it to the socket. */
export type RouteResult = {
  /** HTTP status code. */
  status: number;
  headers?: Record<string, string>;
  /** Text (JSON, HTML, written as UTF-8) or bytes (PDFs, generated images). */
  body?: string | Uint8Array;
};

/** The contract envelope (broker-api.md "Transport"); `status` always equals the HTTP status. */
export type Envelope<T = unknown> = {
  status: number;
  message?: string;
  data?: T;
  meta?: Record<string, unknown>;
};

/** An error a handler throws to answer with an envelope instead of a 500. */
export class HttpError extends Error {
  readonly status: number;
  readonly data: unknown;
  readonly headers: Record<string, string> | undefined;

  /**
   * @param status HTTP status (4xx/5xx) of the envelope.
   * @param message `message` of the envelope, shown to developers.
   * @param data optional `data` of the envelope (for example field issues).
   */
  constructor(
    status: number,
    message: string,
    opts: { data?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.data = opts.data;
    this.headers = opts.headers;
  }
}

/**
 * A JSON response whose body carries `status` equal to the HTTP status, plus `fields`.
 * Use it for the contract's non-envelope shapes such as `{ status, key }` or `{ status, url }`;
 * fields whose value is `undefined` are left out.
 */
export function jsonResponse(
  status: number,
  fields: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): RouteResult {
  return {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
    body: JSON.stringify({ status, ...fields }),
  };
}

/** A contract envelope `{ status, message?, data?, meta? }` as a response. */
export function envelope<T>(
  status: number,
  parts: Omit<Envelope<T>, "status"> = {},
  headers: Record<string, string> = {},
): RouteResult {
  return jsonResponse(
    status,
    { message: parts.message, data: parts.data, meta: parts.meta },
    headers,
  );
}

/**
 * Content-Security-Policy of sandbox HTML pages: no scripts, inline styles only. Pages that must
 * post a form elsewhere (hosted insurer pages) pass their own policy to {@link htmlResponse}.
 */
export const defaultHtmlCsp =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** An HTML page response (`markup` must already be escaped, see `http/html.ts`). */
export function htmlResponse(
  status: number,
  markup: string,
  opts: { csp?: string; headers?: Record<string, string> } = {},
): RouteResult {
  return {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": opts.csp ?? defaultHtmlCsp,
      ...opts.headers,
    },
    body: markup,
  };
}

/** A `303 See Other` redirect (hosted pages send the browser back to the site with it). */
export function redirectResponse(
  location: string,
  status: 301 | 302 | 303 | 307 | 308 = 303,
): RouteResult {
  return { status, headers: { location } };
}

/**
 * A binary response such as a generated image.
 * @param cacheControl overrides the server's default `no-store` (images do not change per call).
 */
export function binaryResponse(
  status: number,
  body: Uint8Array,
  contentType: string,
  cacheControl: string,
): RouteResult {
  return { status, headers: { "content-type": contentType, "cache-control": cacheControl }, body };
}

/** A binary file response (e.g. `application/pdf`), with an inline or attachment file name. */
export function fileResponse(
  contentType: string,
  bytes: Uint8Array,
  opts: { fileName?: string; headers?: Record<string, string> } = {},
): RouteResult {
  return {
    status: 200,
    headers: {
      "content-type": contentType,
      ...(opts.fileName
        ? { "content-disposition": `inline; filename="${opts.fileName.replace(/[^\w.-]/g, "_")}"` }
        : {}),
      ...opts.headers,
    },
    body: bytes,
  };
}
