import { analyticsConfig } from "@/lib/analytics/config";
import { UmamiAnalytics } from "./umami-analytics";
import { VercelAnalytics } from "./vercel-analytics";

/**
 * Page-view analytics wherever the site runs (spec 2.1; README "Analytics"): `@vercel/analytics`
 * on Vercel, a self-hosted Umami when `ANALYTICS_SCRIPT_URL` and `ANALYTICS_SITE_ID` are set,
 * otherwise nothing (no script, no request). Every reported URL is scrubbed first.
 */
export function SiteAnalytics() {
  const config = analyticsConfig();
  if (config.kind === "vercel") return <VercelAnalytics />;
  if (config.kind === "umami") return <UmamiAnalytics scriptUrl={config.scriptUrl} siteId={config.siteId} />;
  return null;
}
