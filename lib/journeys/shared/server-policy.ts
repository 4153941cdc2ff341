import "server-only";
import { getEnv } from "@/lib/env";
import type { RedirectPolicy } from "@/lib/journeys/shared/redirect";

/** Where the browser may be sent: SITE_URL plus REDIRECT_ALLOWLIST (broker-api.md "Transport"). */
export function redirectPolicy(): RedirectPolicy {
  const env = getEnv();
  return { siteOrigin: env.SITE_URL, allowlist: env.REDIRECT_ALLOWLIST };
}

/**
 * Where broker images (plan logos, KYC images) may come from: the site and the asset host, the
 * origins the Content-Security-Policy's img-src allows.
 */
export function imagePolicy(): RedirectPolicy {
  const env = getEnv();
  const assets = env.ASSET_BASE_URL ? [new URL(env.ASSET_BASE_URL).origin] : [];
  return { siteOrigin: env.SITE_URL, allowlist: assets };
}
