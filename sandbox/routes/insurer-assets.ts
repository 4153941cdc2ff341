import type { SandboxContext } from "../context";
import { escapeHtml } from "../http/html";
import { envelope, type RouteResult } from "../http/responses";
import { findInsurer } from "../health/plans";
import type { Router } from "../router";

/**
 * Images the simulated insurers serve: `GET /assets/logos/{slug}.svg` (a generated logo per
 * insurer of `health/plans.ts`, used as `PlanCard.logo` and `companyLogo`) and
 * `GET /assets/kyc/{verified|not-verified}.svg` (hdfc-ergo's KYC verify `image`).
 */

const svgHeaders = {
  "content-type": "image/svg+xml; charset=utf-8",
  // Static for a given slug: let browsers keep them (overrides the sandbox's no-store default).
  "cache-control": "public, max-age=86400",
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
};

function svg(markup: string): RouteResult {
  return { status: 200, headers: svgHeaders, body: markup };
}

/** A wordmark logo: a coloured rounded square with initials and the insurer's short name. */
export function logoSvg(slug: string): string | undefined {
  const insurer = findInsurer(slug);
  if (!insurer) return undefined;
  const words = insurer.name.split(/\s+/);
  const initials = words
    .slice(0, 2)
    .map((w) => w[0] ?? "")
    .join("")
    .toUpperCase();
  const short = words.slice(0, 2).join(" ");
  // Wide enough for the name in 15 px bold Arial (about 9.5 px a character): a fixed 160 px
  // clipped long names ("Future Generai").
  const width = Math.max(160, 56 + Math.ceil(short.length * 9.5) + 8);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img" aria-label="${escapeHtml(insurer.name)} logo">
<title>${escapeHtml(insurer.name)}</title>
<rect x="0" y="0" width="48" height="48" rx="10" fill="${insurer.colour}"/>
<text x="24" y="31" font-family="Arial, Helvetica, sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${escapeHtml(initials)}</text>
<text x="56" y="30" font-family="Arial, Helvetica, sans-serif" font-size="15" font-weight="700" fill="${insurer.colour}">${escapeHtml(short)}</text>
</svg>`;
}

const kycImages: Record<string, string> = {
  verified: `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="KYC verified"><title>KYC verified</title><circle cx="48" cy="48" r="44" fill="#0b6b2f"/><path d="M28 50l13 13 27-29" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
  "not-verified": `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="KYC not verified"><title>KYC not verified</title><circle cx="48" cy="48" r="44" fill="#8a1111"/><path d="M32 32l32 32M64 32L32 64" stroke="#fff" stroke-width="8" stroke-linecap="round"/></svg>`,
};

export function register(router: Router, ctx: SandboxContext): void {
  void ctx;
  router.get("/assets/logos/:file", (req) => {
    const slug = /^([a-z0-9-]+)\.svg$/.exec(req.params.file ?? "")?.[1];
    const markup = slug ? logoSvg(slug) : undefined;
    return markup ? svg(markup) : envelope(404, { message: "Unknown logo" });
  });
  router.get("/assets/kyc/:file", (req) => {
    const name = /^([a-z-]+)\.svg$/.exec(req.params.file ?? "")?.[1];
    const markup = name ? kycImages[name] : undefined;
    return markup ? svg(markup) : envelope(404, { message: "Unknown image" });
  });
}
