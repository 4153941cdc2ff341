"use client";

import { lazy, Suspense } from "react";
import type { LeadFormProps } from "./lead-form";

/** What marks a lazily hydrated lead form's box (a press or focus inside it loads its code). */
const BOX = "data-lazy-lead";

/**
 * Resolves once the lead form's code is wanted: at once on the server (it renders the form into
 * the HTML) and when a focus, press or key lands inside a lazily hydrated lead form's box (or had
 * already landed there), else once the page has loaded and the browser is idle.
 */
function whenWanted(idleToo = true): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const events = ["focusin", "pointerdown", "keydown"] as const;
    const done = () => {
      for (const type of events) document.removeEventListener(type, onEvent, true);
      resolve();
    };
    const onEvent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(`[${BOX}]`)) done();
    };
    if (document.activeElement?.closest(`[${BOX}]`)) return done();
    for (const type of events) document.addEventListener(type, onEvent, true);
    if (!idleToo) return;
    const idle = () =>
      "requestIdleCallback" in window
        ? requestIdleCallback(done, { timeout: 3000 })
        : setTimeout(done, 1000);
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
  });
}

/**
 * The form's module; a failed fetch (offline, a new deployment) is tried again on the next
 * interaction inside a lead form, the server-rendered form staying as it is meanwhile.
 */
function loadForm(): Promise<typeof import("./lead-form")> {
  return import("./lead-form").catch(() => whenWanted(false).then(loadForm));
}

// Its own chunk, not in the page's first-load JS: fetched when `whenWanted` resolves.
const LeadForm = lazy(() =>
  whenWanted()
    .then(loadForm)
    .then((m) => ({ default: m.LeadForm })),
);

/**
 * The page's lead form (`LeadForm`) rendered into the HTML as usual but hydrated later (issue 25:
 * less JavaScript and hydration work before the page is interactive): its code loads on the first
 * focus, press or key inside it, or once the page has loaded and the browser is idle. Until then
 * React leaves its markup as the server rendered it, a working form with native constraints:
 * what is typed stays in the fields, and a press on its button is kept by React's form replay and
 * sent once the code is there (the form's `action`), as before hydration of the whole page.
 */
export function LazyLeadForm(props: LeadFormProps) {
  return (
    <div {...{ [BOX]: "" }}>
      <Suspense fallback={null}>
        <LeadForm {...props} />
      </Suspense>
    </div>
  );
}
