"use client";

import { useRouter } from "next/navigation";
import { Fragment, useEffect, useRef, type ReactNode } from "react";

/** The server renders of proposal steps this tab has already shown (by their render id). */
const shown = new Set<string>();

/**
 * Keeps a proposal step showing what the broker holds, however the step was reached (issue 23).
 *
 * Root cause of the empty steps after Back: the App Router restores a page on Back/Forward from
 * the RSC payload it cached on the first visit (no request to the server), so a step left
 * empty and saved later came back with the empty defaults it was first rendered with; its
 * react-hook-form took those defaults once, and a save sent them over the saved data.
 *
 * Each server render of a step carries a fresh `renderId`. When this component mounts with a
 * render id the tab has already shown, the payload is a replay from the router's cache: it asks
 * the server again (`router.refresh()`, which reloads the page's data from
 * `/get/active/member/data`). The fresh render has a new id, and the form below is keyed by it,
 * so it mounts again with the saved values as its defaults. A page restored whole from the
 * browser's back/forward cache (`pageshow` with `persisted`) is refreshed the same way. A first
 * render (link, reload, a second tab) is fresh already and costs no second request.
 */
export function FreshStep({ renderId, children }: { renderId: string; children: ReactNode }) {
  const router = useRouter();
  const checked = useRef<string | null>(null);
  useEffect(() => {
    // Strict Mode runs effects twice in development: check each render id once.
    if (checked.current === renderId) return;
    checked.current = renderId;
    // Every render id shown is remembered, the refreshed ones too: Back to this step later
    // replays the refreshed payload, which is stale by then as well.
    if (shown.has(renderId)) router.refresh();
    else shown.add(renderId);
  }, [renderId, router]);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) router.refresh();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [router]);
  return <Fragment key={renderId}>{children}</Fragment>;
}
