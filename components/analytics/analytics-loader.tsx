"use client";

import { lazy, Suspense } from "react";
import type { AnalyticsConfig } from "@/lib/analytics/config";

// A lazy import in client code is its own chunk, fetched only when it renders: pages where
// analytics is off (the root layout does not render this loader) ship none of its code.
const VercelAnalytics = lazy(() =>
  import("./vercel-analytics").then((m) => ({ default: m.VercelAnalytics })),
);
const UmamiAnalytics = lazy(() =>
  import("./umami-analytics").then((m) => ({ default: m.UmamiAnalytics })),
);

/**
 * Page-view analytics for the configuration the server read (README "Analytics"), its code
 * loaded on demand: `@vercel/analytics` on Vercel, the self-hosted Umami tracker elsewhere.
 *
 * @param config from `analyticsConfig()` on the server; `none` is never passed (nothing renders)
 */
export function AnalyticsLoader({
  config,
}: {
  config: Exclude<AnalyticsConfig, { kind: "none" }>;
}) {
  return (
    <Suspense fallback={null}>
      {config.kind === "vercel" ? (
        <VercelAnalytics />
      ) : (
        <UmamiAnalytics scriptUrl={config.scriptUrl} siteId={config.siteId} />
      )}
    </Suspense>
  );
}
