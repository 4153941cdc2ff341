import { ANALYTICS_SCRIPT_URL } from "../playwright.config";
import { choosePlan, startQuote } from "./health-helpers";
import { expect, test, uniqueEmail } from "./support/fixtures";

/**
 * Self-hosted analytics (README "Analytics"): the e2e server names an Umami tracker on a host this
 * test intercepts. The fake tracker below does what Umami's does with `data-auto-track="false"`:
 * nothing by itself, and on `umami.track(fn)` it posts `fn(defaultProps)` to `/api/send`.
 */
const FAKE_UMAMI = `
(() => {
  const script = document.currentScript;
  const endpoint = new URL("/api/send", script.src).href;
  window.umami = {
    track(fn) {
      const defaults = { website: script.dataset.websiteId, hostname: location.hostname, url: location.pathname + location.search, referrer: document.referrer, title: document.title };
      const payload = typeof fn === "function" ? fn(defaults) : fn;
      fetch(endpoint, { method: "POST", mode: "no-cors", headers: { "content-type": "text/plain" }, body: JSON.stringify({ type: "event", payload }) });
    },
  };
})();`;

type View = { website?: string; url?: string; referrer?: string; autoTrack?: string };

test.describe.configure({ timeout: 120_000 });

test("a client-side navigation sends exactly one scrubbed page view, with no requestKey", async ({
  page,
}) => {
  const views: View[] = [];
  const origin = new URL(ANALYTICS_SCRIPT_URL).origin;
  let autoTrack: string | null = "unset";
  await page.route(`${origin}/**`, async (route) => {
    const request = route.request();
    if (request.method() === "POST") {
      views.push((JSON.parse(request.postData() ?? "{}") as { payload: View }).payload);
      return route.fulfill({ status: 200, body: "{}" });
    }
    return route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_UMAMI });
  });

  const key = await startQuote(page, {
    name: "Asha Kumari Verma",
    phone: "9876543210",
    email: uniqueEmail("analytics"),
  });
  expect(key.length).toBeGreaterThan(5);
  // The quote's own client-side arrival on the plans page is reported too; wait for that view,
  // or it can land after the reset below and be taken for the full load's (CI, 7 Dec 2026: the
  // full load's view then came after the next reset, and the member step counted two).
  await expect.poll(() => views.at(-1)?.url).toBe("/insurance-compare/health/[requestKey]");

  // A full load of a page rendered per request: the tracker comes with it and reports it once.
  views.length = 0;
  await page.goto(`/insurance-compare/health/${key}?phone=9876543210#plans`);
  await expect.poll(() => views.length).toBe(1);
  autoTrack = await page
    .locator(`script[src="${ANALYTICS_SCRIPT_URL}"]`)
    .getAttribute("data-auto-track");
  expect(autoTrack).toBe("false");
  expect(views[0]).toMatchObject({
    website: "e2e-site",
    url: "/insurance-compare/health/[requestKey]",
  });

  // A client-side navigation to the member step: exactly one more view, scrubbed.
  views.length = 0;
  await choosePlan(page, "Digit Health Care Plus");
  await expect.poll(() => views.length).toBe(1);
  await page.waitForTimeout(1_500); // nothing else arrives
  expect(views).toHaveLength(1);
  expect(views[0]?.url).toBe("/health/[requestKey]/member");
  expect(JSON.stringify(views)).not.toContain(key);
  expect(JSON.stringify(views)).not.toContain("9876543210");
});
