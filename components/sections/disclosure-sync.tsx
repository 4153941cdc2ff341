"use client";

import { useEffect } from "react";

/** Keeps a toggled `<details>`'s `<summary aria-expanded>` in step with it. */
function syncSummary(event: Event): void {
  const details = event.target;
  if (!(details instanceof HTMLDetailsElement)) return;
  const summary = details.querySelector(":scope > summary");
  if (summary?.hasAttribute("aria-expanded"))
    summary.setAttribute("aria-expanded", details.open ? "true" : "false");
}

/**
 * One listener for the whole site (rendered once, in the root layout, so it also covers pages
 * reached by client-side navigation): whenever a `<details>` opens or closes, its summary's
 * `aria-expanded` follows. `toggle` does not bubble, hence the capturing listener on the document.
 * Summaries are rendered with `aria-expanded="false"` (closed) on the server.
 *
 * A client component, not an inline `<script>`: journey routes run under a nonce CSP with
 * `'strict-dynamic'`, and the root layout (shared with static pages) cannot know the nonce; Next's
 * own chunks carry it.
 */
export function DisclosureSync() {
  useEffect(() => {
    document.addEventListener("toggle", syncSummary, true);
    return () => document.removeEventListener("toggle", syncSummary, true);
  }, []);
  return null;
}
