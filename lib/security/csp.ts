/**
 * The site's Content-Security-Policy (issue 9): built per request by proxy.ts, and, behind
 * deploy/'s nginx, rendered once by `scripts/nginx-security-headers.ts` for the pages without a
 * nonce, from the same environment the instances get (README "Production topology").
 */
import { analyticsOrigin } from "../analytics/config";

/** Where browsers send CSP violation reports (`app/api/csp-report/route.ts`). */
export const CSP_REPORT_PATH = "/api/csp-report";
export const CSP_REPORT_GROUP = "csp";

/** What the CSP of one response depends on. */
export type CspOptions = {
  /** Per-request nonce (journey routes); without one, inline scripts are allowed instead. */
  nonce: string | undefined;
  /** Development server: React needs `eval` and the HMR websocket. */
  dev: boolean;
  /** The site is served over https (`SITE_URL`): ask browsers to upgrade http subresources. */
  https: boolean;
  /** Origins forms may post to (insurer payment and KYC pages, `REDIRECT_ALLOWLIST`). */
  redirectOrigins: string[];
  /** Origin of broker-served images (`ASSET_BASE_URL`). */
  assetOrigins: string[];
};

/**
 * The Content-Security-Policy header value: one directive per line of the list below. A new
 * script origin (for example self-hosted analytics) is added to `script-src` (and `connect-src`
 * for its collector) here.
 */
export function contentSecurityPolicy(o: CspOptions): string {
  const scriptSrc = o.nonce
    ? `'self' 'nonce-${o.nonce}' 'strict-dynamic'`
    : "'self' 'unsafe-inline'";
  const directives = [
    "default-src 'self'",
    // The analytics origin matters on static pages; under 'strict-dynamic' (journeys) the tracker
    // is trusted through the nonce of the script that loads it instead.
    [`script-src ${scriptSrc}${o.dev ? " 'unsafe-eval'" : ""}`, analyticsOrigin()].join(" ").trim(),
    // No nonce here on purpose: with a nonce, browsers ignore 'unsafe-inline', and React renders style attributes.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...o.assetOrigins].join(" "),
    "font-src 'self'",
    [`connect-src 'self'${o.dev ? " ws: wss:" : ""}`, analyticsOrigin()].join(" ").trim(),
    "frame-src https://www.youtube-nocookie.com",
    ["form-action 'self'", ...o.redirectOrigins].join(" "),
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "manifest-src 'self'",
    ...(o.https ? ["upgrade-insecure-requests"] : []),
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ];
  return directives.join("; ");
}

/** `Reporting-Endpoints` header value naming the group the CSP's `report-to` uses. */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

/**
 * The CSP options of this process's environment (`SITE_URL`, `REDIRECT_ALLOWLIST`,
 * `ASSET_BASE_URL`, `NODE_ENV`); `nonce` for a journey page, undefined for every other.
 */
export function cspOptions(
  env: Readonly<Record<string, string | undefined>>,
  nonce: string | undefined,
): CspOptions {
  return {
    nonce,
    dev: env.NODE_ENV !== "production",
    https: isHttps(env.SITE_URL),
    redirectOrigins: origins(env.REDIRECT_ALLOWLIST),
    assetOrigins: origins(env.ASSET_BASE_URL),
  };
}

export function isHttps(siteUrl: string | undefined): boolean {
  return (siteUrl ?? "").trim().toLowerCase().startsWith("https://");
}

export function origins(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean)
    .flatMap((v) => {
      try {
        return [new URL(v).origin];
      } catch {
        return [];
      }
    });
}
