import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { scrubAnalyticsUrl } from "@/lib/analytics/scrub-url";
import { log } from "@/lib/log/logger";
import { clientIp } from "@/lib/rate-limit/client-ip";

/** Largest report body read, in bytes; a browser's CSP report is well under 2 kB. */
export const CSP_REPORT_MAX_BYTES = 8 * 1024;

/** What one violation is logged as: no query strings, no full URLs, no requestKeys. */
export type CspViolation = {
  /** `effective-directive` (or `violated-directive`), e.g. `script-src-elem` */
  directive: string;
  /** origin of the blocked resource, or its keyword (`inline`, `eval`, `data`, …) */
  blocked: string;
  /** document path without query or fragment, requestKey segments replaced */
  path: string;
  /** `enforce` or `report` */
  disposition: string;
};

export type CspReportHandlerOptions = {
  /** Reports accepted per client IP per `durationSeconds` (default 20 per 60 s). */
  points?: number;
  durationSeconds?: number;
};

const REPORT_TYPES = ["application/csp-report", "application/reports+json"];

/**
 * Builds the `POST /api/csp-report` handler. Accepts `application/csp-report` (CSP `report-uri`,
 * one `{"csp-report": {…}}`) and `application/reports+json` (Reporting API `report-to`, an array
 * of `{ type: "csp-violation", body: {…} }`), logs one structured `csp` line per violation and
 * answers 204. Other answers: 415 for another content type, 413 above
 * {@link CSP_REPORT_MAX_BYTES}, 400 for a body that is not such a report, 429 (with
 * `Retry-After`) when the client IP sent more than `points` reports in `durationSeconds`.
 * The client is told apart by the site's one client-address rule (`clientIp`: the trusted
 * proxy's `X-Real-IP` with `TRUST_PROXY=1`, else the socket address; never `X-Forwarded-For`).
 */
export function createCspReportHandler(
  options: CspReportHandlerOptions = {},
): (request: Request) => Promise<Response> {
  const limiter = new RateLimiterMemory({
    keyPrefix: "csp-report",
    points: options.points ?? 20,
    duration: options.durationSeconds ?? 60,
  });
  const logger = log("csp");

  return async function handleCspReport(request: Request): Promise<Response> {
    try {
      await limiter.consume(clientIp(request.headers));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return answer(429, {
        "Retry-After": String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))),
      });
    }

    const type =
      (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!REPORT_TYPES.includes(type)) return answer(415);
    const declared = Number(request.headers.get("content-length") ?? "0");
    if (declared > CSP_REPORT_MAX_BYTES) return answer(413);
    const text = await readCapped(request, CSP_REPORT_MAX_BYTES);
    if (text === null) return answer(413);

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return answer(400);
    }
    const violations =
      type === "application/csp-report" ? fromReportUri(json) : fromReportingApi(json);
    if (violations.length === 0) return answer(400);
    for (const violation of violations) logger.warn(violation, "csp violation");
    return answer(204);
  };
}

function answer(status: number, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** The body as text, or null when it is longer than `max` bytes (reading stops there). */
async function readCapped(request: Request, max: number): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

type Fields = Record<string, unknown>;
const isObject = (v: unknown): v is Fields =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === "string" ? v : "");

/** `report-uri` format: `{"csp-report": {"document-uri", "effective-directive", "blocked-uri", …}}`. */
function fromReportUri(json: unknown): CspViolation[] {
  const report = isObject(json) ? json["csp-report"] : undefined;
  if (!isObject(report)) return [];
  return [
    violation(
      str(report["effective-directive"]) || str(report["violated-directive"]),
      str(report["blocked-uri"]),
      str(report["document-uri"]),
      str(report.disposition),
    ),
  ];
}

/** Reporting API format: `[{ type: "csp-violation", url, body: { documentURL, effectiveDirective, blockedURL, disposition } }]`. */
function fromReportingApi(json: unknown): CspViolation[] {
  if (!Array.isArray(json)) return [];
  return json
    .filter((r): r is Fields => isObject(r) && r.type === "csp-violation" && isObject(r.body))
    .slice(0, 20)
    .map((r) => {
      const body = r.body as Fields;
      return violation(
        str(body.effectiveDirective),
        str(body.blockedURL),
        str(body.documentURL) || str(r.url),
        str(body.disposition),
      );
    });
}

function violation(
  directive: string,
  blockedUri: string,
  documentUri: string,
  disposition: string,
): CspViolation {
  return {
    directive: directive.slice(0, 64).replace(/[^a-z0-9-]/gi, "") || "unknown",
    blocked: blockedOrigin(blockedUri),
    path: documentPath(documentUri),
    disposition: disposition === "report" ? "report" : "enforce",
  };
}

/** The origin of a blocked URL, or its keyword (`inline`, `eval`, `data`, `blob`, …); never a path. */
function blockedOrigin(value: string): string {
  if (/^[a-z-]{1,32}$/i.test(value)) return value.toLowerCase();
  try {
    const url = new URL(value);
    return url.origin === "null" ? url.protocol.replace(":", "") : url.origin;
  } catch {
    return "unknown";
  }
}

/** The document's path without query or fragment, requestKey segments replaced. */
function documentPath(value: string): string {
  try {
    const path = new URL(value).pathname;
    return scrubAnalyticsUrl(path).split("?")[0]?.slice(0, 200) ?? "unknown";
  } catch {
    return "unknown";
  }
}
