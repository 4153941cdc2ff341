"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** sessionStorage key of the render ids this tab has already shown. */
const SEEN_KEY = "motor:seen-renders";
/** How many ids are remembered (the newest). */
const REMEMBERED = 30;

/**
 * Makes a step show what the broker holds even when the browser's Back or Forward brings it back
 * (issue 23 item 1). Next's client router answers Back and Forward from its cache of the page as
 * it was first rendered (`staleTimes` and `dynamic` do not change that), so a step saved since
 * then would show its old values. Each server render of the step passes a new `renderId`; the
 * first time this tab mounts it, the id is remembered; mounting an id already seen means the
 * copy came from that cache, and the page is fetched again (`router.refresh()`), whose new render
 * (keyed by its new id) replaces it. Storage unavailable: nothing happens (a reload still works).
 */
export function useFreshRender(renderId: string): void {
  const router = useRouter();
  useEffect(() => {
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? "[]");
      const seen = Array.isArray(stored)
        ? stored.filter((e): e is [string, number] => Array.isArray(e) && typeof e[0] === "string")
        : [];
      const at = seen.find(([id]) => id === renderId)?.[1];
      // Seen within a second: development's strict mode running the effect twice, not a Back.
      if (at !== undefined) {
        if (Date.now() - at <= 1000) return;
        router.refresh();
        // A refresh asked for while the router is still busy with the navigation the visitor
        // left can be dropped: ask again while this stale copy is still on screen (the fresh
        // render has a new id and key, so it unmounts this one and clears the timer).
        let tries = 0;
        const again = window.setInterval(() => {
          if (++tries > 3) window.clearInterval(again);
          else router.refresh();
        }, 1500);
        return () => window.clearInterval(again);
      }
      sessionStorage.setItem(
        SEEN_KEY,
        JSON.stringify([...seen, [renderId, Date.now()]].slice(-REMEMBERED)),
      );
    } catch {
      /* storage unavailable or corrupt */
    }
  }, [renderId, router]);
}
