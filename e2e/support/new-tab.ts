import type { Page } from "@playwright/test";

/**
 * Runs `act` (a click or key press on a `target="_blank"` link of `page`) and resolves with the
 * URL the new tab loaded, once it asked for one matching `url`.
 *
 * Read from the tab's navigation request, not from the tab's `url()`: Chrome shows a PDF in the
 * tab, but the browser tests' Chromium (the headless shell, playwright.config.ts) turns that
 * navigation into a download and leaves the tab's address empty. Either way the request names
 * the document. Rejects at Playwright's timeout when no tab opens (the link stayed in this
 * tab) or none asks for a matching URL.
 */
export async function newTabUrl(
  page: Page,
  url: (url: string) => boolean,
  act: () => Promise<unknown>,
): Promise<string> {
  const asked = page
    .context()
    .waitForEvent("request", { predicate: (r) => r.isNavigationRequest() && url(r.url()) });
  const [, request] = await Promise.all([page.waitForEvent("popup"), asked, act()]);
  return request.url();
}
