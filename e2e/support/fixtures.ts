import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type ConsoleMessage, type Page } from "@playwright/test";
import { ANALYTICS_SCRIPT_URL, E2E_SANDBOX_PORT } from "../../playwright.config";
import { belowFoldLaidOut } from "./below-fold";

/** Origin of the e2e stack's sandbox broker (for its inspection endpoints). */
export const SANDBOX_URL = `http://127.0.0.1:${E2E_SANDBOX_PORT}`;

/** A lead row as `/sandbox/leads.json` lists it. */
export type StoredLead = {
  id: string;
  keyId: string;
  idempotencyKey: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  businessType: string;
  clientType: string;
  city: string | null;
  comment: string | null;
  remarks: string | null;
  companyName: string | null;
};

/** Leads the sandbox broker stored, newest first. */
export async function storedLeads(sandboxUrl = SANDBOX_URL): Promise<StoredLead[]> {
  const response = await fetch(`${sandboxUrl}/sandbox/leads.json`);
  const body = (await response.json()) as { data: StoredLead[] };
  return body.data;
}

/**
 * A console error as the `consoleErrors` fixture records it: its text, and for "Failed to load
 * resource" (which names no URL of its own) the URL it is about.
 */
export function consoleErrorText(message: ConsoleMessage): string {
  const text = message.text();
  const { url } = message.location();
  return url && text.startsWith("Failed to load resource") ? `${text} (${url})` : text;
}

/** A unique e-mail per test run, to find this test's lead among others. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/**
 * Axe findings of impact serious or critical (WCAG 2.2 AA rules), on the page or only inside
 * `include` (a CSS selector, e.g. one wizard card).
 */
export async function seriousAxeViolations(page: Page, include?: string) {
  // After a client-side navigation Next sets the new <title> a moment later: wait for it, so axe
  // judges the page a visitor sees rather than the instant between two pages.
  await expect(page).toHaveTitle(/\S/);
  // And for the parts below the first screen to be rendered (`below-fold`): axe judges contrast
  // and names from the rendered page.
  await belowFoldLaidOut(page);
  // And for a smooth scroll to come to rest (the page scrolls smoothly; a save with a message
  // moves the focus, and the view, to the field): axe measuring targets mid-scroll read member
  // 1's Yes/No as too small once (medical-per-member), with the view 600 px short of the field.
  await page.evaluate(scrollAtRest);
  // Legacy mode runs axe in the page itself (`axe.run`, injected into every frame as before)
  // instead of `runPartial` plus a `finishRun` in a new blank page: the same findings (checked
  // on /, /about, /claims and /health-insurance: the same violations, passes and incomplete
  // rules) in half the time (1.0 s instead of 2.0 s a page in headless Chromium), across the
  // suite's ~200 checks. The site's only iframe (a YouTube embed) is third-party content.
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (include) builder.include(include);
  const results = await builder
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5),
    }));
}

/**
 * Resolves once the page has not scrolled for three frames (at most 3 s: a page that draws no
 * frames is judged as it is). Runs in the page.
 */
function scrollAtRest(): Promise<void> {
  return new Promise((resolve) => {
    let last = window.scrollY;
    let still = 0;
    const frame = () => {
      if (window.scrollY === last) still += 1;
      else [last, still] = [window.scrollY, 0];
      if (still >= 3) resolve();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    setTimeout(resolve, 3_000);
  });
}

/**
 * `test` that fails when the page logs a console error or throws, so "no console errors"
 * holds on every page a test visits.
 */
export const test = base.extend<{ consoleErrors: string[]; silentAnalytics: void }>({
  // The e2e server names a self-hosted analytics tracker (playwright.config.ts): answer it with a
  // silent one in every page of the test, so no test depends on a real collector.
  silentAnalytics: [
    async ({ context }, use) => {
      await context.route(`${new URL(ANALYTICS_SCRIPT_URL).origin}/**`, (route) =>
        route.fulfill({
          status: 200,
          contentType: "text/javascript",
          body: "window.umami = { track() {} };",
        }),
      );
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(consoleErrorText(message));
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
