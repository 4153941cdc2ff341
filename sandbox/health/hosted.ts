import type { SandboxContext } from "../context";
import { escapeHtml, htmlPage } from "../http/html";
import { htmlResponse, type RouteResult } from "../http/responses";
import type { RouteRequest } from "../router";

/**
 * Helpers of the simulated insurers' hosted pages (KYC and payment): plain HTML forms without
 * scripts that post back to the sandbox, which then answers 303 to the site.
 */

/**
 * CSP of hosted pages: no scripts; forms may post to the sandbox itself and, because Chrome
 * applies `form-action` to the redirect after a post, the 303 may lead to the site.
 */
export function hostedCsp(ctx: SandboxContext): string {
  return `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'self' ${new URL(ctx.siteUrl).origin}; frame-ancestors 'none'`;
}

/** An HTML page of a hosted insurer screen. */
export function hostedPage(
  ctx: SandboxContext,
  status: number,
  title: string,
  markup: string,
): RouteResult {
  const styled = `<style>
form{margin-top:1rem}
button{font:inherit;padding:.5rem 1rem;margin:0 .5rem .5rem 0;border-radius:4px;border:1px solid #333;cursor:pointer}
button[value=approve],button[value=pay]{background:#0b6b2f;color:#fff;border-color:#0b6b2f}
button[value=reject],button[value=fail]{background:#fff;color:#8a1111;border-color:#8a1111}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}
dt{font-weight:600}
.note{color:#444;font-size:.9rem}
</style>
${markup}`;
  return htmlResponse(status, htmlPage(title, styled), { csp: hostedCsp(ctx) });
}

/** A 4xx page of a hosted screen (bad or unknown form fields). */
export function hostedError(
  ctx: SandboxContext,
  status: number,
  title: string,
  message: string,
): RouteResult {
  return hostedPage(
    ctx,
    status,
    title,
    `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(message)}</p>`,
  );
}

/** Hidden inputs for a form. */
export function hiddenFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join("\n");
}

/** A definition list of facts shown on a hosted page. */
export function factList(label: string, facts: [string, string][]): string {
  return `<dl aria-label="${escapeHtml(label)}">\n${facts.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join("\n")}\n</dl>`;
}

/**
 * Reads a form post (`application/x-www-form-urlencoded`, or a JSON object of strings).
 * Returns an empty record for an empty body.
 */
export async function readForm(req: RouteRequest): Promise<Record<string, string>> {
  const text = await req.text();
  const type = (req.header("content-type") ?? "").toLowerCase();
  if (type.includes("application/json")) {
    try {
      const value = JSON.parse(text) as unknown;
      if (value && typeof value === "object" && !Array.isArray(value)) {
        return Object.fromEntries(
          Object.entries(value).filter((e): e is [string, string] => typeof e[1] === "string"),
        );
      }
    } catch {
      // fall through: treated as no fields
    }
    return {};
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** Formats whole rupees for a page, e.g. 12345 → "₹12,345". */
export function rupees(amount: number): string {
  return `₹${amount.toLocaleString("en-IN")}`;
}

/** Whether `url` is an absolute URL on the site's own origin. */
export function isOnSite(ctx: SandboxContext, url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.origin === new URL(ctx.siteUrl).origin && !parsed.username && !parsed.password;
  } catch {
    return false;
  }
}
