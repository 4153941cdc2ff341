import { randomBytes } from "node:crypto";
import { escapeHtml, htmlPage } from "../http/html";
import { htmlResponse, type RouteResult } from "../http/responses";
import type { RouteRequest } from "../router";

/**
 * Building blocks of the sandbox's hosted motor pages (inspection, payment, KYC): an insurer-like
 * page whose forms post back to the sandbox, then a 303 to the site. The browser follows that
 * redirect under the page's `form-action`, so the site's origin is allowed there.
 */

/** Content-Security-Policy of a hosted page: forms to the sandbox and the site; optional nonce'd script. */
export function hostedCsp(siteUrl: string, nonce?: string): string {
  const script = nonce ? `script-src 'nonce-${nonce}'` : "script-src 'none'";
  return `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; ${script}; base-uri 'none'; form-action 'self' ${new URL(siteUrl).origin}; frame-ancestors 'none'`;
}

/** A hosted page response. `markup` must already be escaped. */
export function hostedPage(
  status: number,
  title: string,
  markup: string,
  siteUrl: string,
  nonce?: string,
): RouteResult {
  return htmlResponse(status, htmlPage(title, markup), { csp: hostedCsp(siteUrl, nonce) });
}

/** A page that explains why the hosted step cannot be done (unknown request, wrong state). */
export function hostedProblem(
  status: number,
  title: string,
  text: string,
  siteUrl: string,
): RouteResult {
  return hostedPage(
    status,
    `${title} – Sandbox`,
    `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>\n<p><a href="${escapeHtml(siteUrl)}">Back to the site</a></p>`,
    siteUrl,
  );
}

/** A fresh nonce for one page's inline script. */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The fields of a form post (`application/x-www-form-urlencoded`); a JSON object body is accepted
 * too, for scripted callers. Empty for a body of any other kind.
 */
export async function formFields(req: RouteRequest): Promise<URLSearchParams> {
  const text = await req.text();
  const type = (req.header("content-type") ?? "").toLowerCase();
  if (type.startsWith("application/json")) {
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === "object" && !Array.isArray(value)) {
        return new URLSearchParams(
          Object.entries(value as Record<string, unknown>).map(([k, v]) => [
            k,
            typeof v === "string" ? v : JSON.stringify(v),
          ]),
        );
      }
    } catch {
      return new URLSearchParams();
    }
    return new URLSearchParams();
  }
  return new URLSearchParams(text);
}

/** Formats rupees the Indian way: 1234567 → "12,34,567". */
export function formatRupees(amount: number): string {
  return new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }).format(amount);
}

/** A `<dl>` of label/value rows, values escaped. */
export function detailsList(rows: readonly (readonly [string, unknown])[]): string {
  return `<dl>\n${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join("\n")}\n</dl>`;
}
