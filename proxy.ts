import { NextResponse, type NextRequest } from "next/server";
import { analyticsOrigin } from "@/lib/analytics/config";

/**
 * Sets the Content-Security-Policy per request, because it names runtime configuration: the
 * redirect allowlist (insurer form posts) and the asset host. Static pages stay static.
 * Inline scripts are allowed because statically rendered App Router pages inline their payload
 * (a nonce would force every page to render dynamically).
 */
export function proxy(request: NextRequest) {
  const response = NextResponse.next();
  response.headers.set("Content-Security-Policy", contentSecurityPolicy(request));
  return response;
}

function origins(value: string | undefined): string[] {
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

function contentSecurityPolicy(request: NextRequest): string {
  const allow = origins(process.env.REDIRECT_ALLOWLIST);
  const assets = origins(process.env.ASSET_BASE_URL);
  const dev = process.env.NODE_ENV !== "production";
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""} ${analyticsOrigin()}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${assets.join(" ")}`.trim(),
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""} ${analyticsOrigin()}`.trim(),
    "frame-src https://www.youtube-nocookie.com",
    `form-action 'self' ${allow.join(" ")}`.trim(),
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "manifest-src 'self'",
  ];
  void request;
  return directives.join("; ");
}

export const config = {
  matcher: [{ source: "/((?!_next/static|_next/image|favicon.ico|icon.svg).*)" }],
};
