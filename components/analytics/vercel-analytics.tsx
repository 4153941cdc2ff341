"use client";

import { Analytics, type BeforeSendEvent } from "@vercel/analytics/next";
import { scrubAnalyticsUrl } from "@/lib/analytics/scrub-url";

/** Drops requestKeys and identifying query strings from every reported URL. */
function beforeSend(event: BeforeSendEvent): BeforeSendEvent {
  return { ...event, url: scrubAnalyticsUrl(event.url) };
}

/**
 * Page views on Vercel (spec 2.1: a page view on every route change). `@vercel/analytics/next`
 * reports the first load and every client-side navigation; each URL passes through
 * {@link scrubAnalyticsUrl} first. Rendered only on Vercel, where the collection endpoint exists.
 */
export function VercelAnalytics() {
  return <Analytics beforeSend={beforeSend} />;
}
