"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useEffect } from "react";
import { scrubAnalyticsUrl } from "@/lib/analytics/scrub-url";

/** The part of Umami's tracker (`window.umami`) this site uses. */
type UmamiPayload = { url?: string; referrer?: string; [key: string]: unknown };
type Umami = { track: (payload: (props: UmamiPayload) => UmamiPayload) => unknown };
declare global {
  interface Window {
    umami?: Umami;
  }
}

let loading: Promise<Umami | undefined> | undefined;
/**
 * The scrubbed URL of the last view sent. A query change on the same page (the plan list writes
 * its sort, filters and compare ticks into the URL; a step drops its `edit` flag) scrubs to the
 * same URL and is not a new page view: without this, a tracker that loaded before such a change
 * reported the page twice.
 */
let lastSent: string | undefined;

/** Adds the tracker script once, with automatic tracking off; resolves when `window.umami` exists. */
function loadTracker(scriptUrl: string, siteId: string): Promise<Umami | undefined> {
  loading ??= new Promise((resolve) => {
    if (window.umami) return resolve(window.umami);
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    script.dataset.websiteId = siteId;
    // Journey routes run a nonce CSP with 'strict-dynamic': a script added by a trusted script is
    // allowed anyway, but carrying the page's nonce keeps every script on those pages nonced.
    const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
    if (nonce) script.nonce = nonce;
    // Umami would report raw URLs (requestKeys included) on its own: every view is sent below.
    script.dataset.autoTrack = "false";
    script.onload = () => resolve(window.umami);
    script.onerror = () => resolve(undefined);
    document.head.append(script);
  });
  return loading;
}

function Tracker({ scriptUrl, siteId }: { scriptUrl: string; siteId: string }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    let cancelled = false;
    const url = scrubAnalyticsUrl(`${pathname}${search ? `?${search}` : ""}`);
    if (url === lastSent) return;
    void loadTracker(scriptUrl, siteId).then((umami) => {
      if (cancelled || !umami || url === lastSent) return;
      lastSent = url;
      // The referrer may be one of this site's journey URLs: scrub it the same way.
      umami.track((props) => ({
        ...props,
        url,
        referrer: props.referrer ? scrubAnalyticsUrl(props.referrer) : "",
      }));
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, search, scriptUrl, siteId]);

  return null;
}

/**
 * Page views on a self-hosted Umami (README "Analytics"): one view on the first load and one on
 * every client-side route change to another scrubbed URL, each URL (and referrer) passed through
 * {@link scrubAnalyticsUrl} so no requestKey or identifying query leaves the browser. The tracker
 * script loads after the page, from `scriptUrl` (allowed by the CSP, proxy.ts).
 */
export function UmamiAnalytics({ scriptUrl, siteId }: { scriptUrl: string; siteId: string }) {
  // useSearchParams needs a Suspense boundary on statically rendered pages.
  return (
    <Suspense fallback={null}>
      <Tracker scriptUrl={scriptUrl} siteId={siteId} />
    </Suspense>
  );
}
