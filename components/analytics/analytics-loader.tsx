"use client";

import { lazy, Suspense } from "react";

// A lazy import in client code is its own chunk, fetched only when this renders: pages where
// analytics is off (the root layout does not render this) ship none of its code, only this loader.
const SiteAnalytics = lazy(() => import("./site-analytics").then((m) => ({ default: m.SiteAnalytics })));

/** Renders {@link SiteAnalytics}, loading its code on demand. */
export function AnalyticsLoader() {
  return (
    <Suspense fallback={null}>
      <SiteAnalytics />
    </Suspense>
  );
}
