"use client";

import { Analytics, type BeforeSendEvent } from "@vercel/analytics/next";
import { scrubAnalyticsUrl } from "@/lib/analytics/scrub-url";

/** Drops requestKeys and identifying query strings from every reported URL. */
function beforeSend(event: BeforeSendEvent): BeforeSendEvent {
  return { ...event, url: scrubAnalyticsUrl(event.url) };
}

/**
 * Page-view analytics (spec 2.1: a page view on every route change). `@vercel/analytics/next`
 * reports the first load and every client-side navigation; each URL passes through
 * {@link scrubAnalyticsUrl} first. The root layout renders this only on Vercel (see README,
 * "Analytics"), where the collection endpoint exists.
 */
export function SiteAnalytics() {
  return <Analytics beforeSend={beforeSend} />;
}
