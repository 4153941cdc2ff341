import { expect, type Page } from "@playwright/test";

/**
 * Waits until every `.below-fold` element of the page, and the footer (`site-footer` applies
 * `below-fold` in the stylesheet, not as a class in the markup), has turned `visible`
 * (app/globals.css: about 0.4–1.1 s after the first paint, one element after another). Until then Chromium skips their rendering, so `innerText`
 * leaves their text out and the page's end is an estimate: read the page's text or scroll to its
 * end after this.
 */
export async function belowFoldLaidOut(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.locator(".below-fold, .site-footer").evaluateAll(
        // Only elements with a box: one under `display: none` runs no animation, so never turns.
        (els) =>
          els.filter(
            (el) =>
              el.getClientRects().length > 0 &&
              getComputedStyle(el).contentVisibility !== "visible",
          ).length,
      ),
    )
    .toBe(0);
}
