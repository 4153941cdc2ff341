"use client";

import { useRouter } from "next/navigation";
import { Fragment, useEffect, useRef, type ReactNode } from "react";

/** The server renders of journey steps this tab has already shown (by their render id). */
const shown = new Set<string>();

/** How often, and how far apart, a refresh is asked for again while the stale copy is on screen. */
const REFRESH_RETRIES = 3;
const REFRESH_RETRY_MS = 1500;

/**
 * Keeps a journey step showing what the broker holds, however the step was reached (issue 23):
 * link, reload, a second tab, or the browser's Back and Forward.
 *
 * Root cause of the empty steps after Back: the App Router restores a page on Back/Forward from
 * the RSC payload it cached on the first visit (no request to the server; `staleTimes` and
 * `dynamic` do not change that), so a step left empty and saved later came back with the empty
 * defaults it was first rendered with; its react-hook-form took those defaults once, and a save
 * sent them over the saved data.
 *
 * Each server render of a step carries a fresh `renderId` (`crypto.randomUUID()` in the page).
 * When a step mounts with a render id the tab has already shown, the payload is a replay from the
 * router's cache: it asks the server again (`router.refresh()`, which reads
 * `/get/active/member/data` again). A refresh asked for while the router is still busy with the
 * navigation the visitor left can be dropped, so it is asked again a few times while the stale
 * copy is still on screen (the fresh render has a new id, which ends the retries). A page
 * restored whole from the browser's back/forward cache (`pageshow` with `persisted`) is refreshed
 * the same way. A first render is fresh already and costs no second request.
 *
 * @param renderId new on every server render of the step
 */
export function useFreshRender(renderId: string): void {
  const router = useRouter();
  const checked = useRef<string | null>(null);
  useEffect(() => {
    // Strict Mode runs effects twice in development: check each render id once.
    if (checked.current === renderId) return;
    checked.current = renderId;
    // Every render id shown is remembered, the refreshed ones too: Back to this step later
    // replays the refreshed payload, which is stale by then as well.
    if (!shown.has(renderId)) {
      shown.add(renderId);
      return;
    }
    router.refresh();
    let tries = 0;
    const again = window.setInterval(() => {
      if (++tries > REFRESH_RETRIES) window.clearInterval(again);
      else router.refresh();
    }, REFRESH_RETRY_MS);
    return () => window.clearInterval(again);
  }, [renderId, router]);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) router.refresh();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [router]);
}

/**
 * A step's content kept fresh by {@link useFreshRender} and keyed by `renderId`, so the form
 * below mounts again, with the saved values as its defaults, when the fresh render arrives.
 */
export function FreshStep({ renderId, children }: { renderId: string; children: ReactNode }) {
  useFreshRender(renderId);
  return <Fragment key={renderId}>{children}</Fragment>;
}
