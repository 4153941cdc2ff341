import type { Browser, Page } from "@playwright/test";
import { healthRequestKey } from "../tests/bench/health-request";
import { E2E_PORT } from "../playwright.config";
import { fillQuote, tolerateHostedFavicon, wizard } from "./health-helpers";
import { expect, SANDBOX_URL, test } from "./support/fixtures";
import { belowFoldLaidOut } from "./support/below-fold";
import { holdScripts } from "./support/every-press";
import { hydrated } from "./support/hydrated";

/**
 * Issue 25 item 1: every page's HTML carries its critical CSS inline (a static page, an ISR page
 * regenerated at run time, a per-request journey page), the stylesheet file stays linked
 * print-only with a script that applies it (once loaded on a streamed page; on first need, an
 * interaction or an element added by script, on a page written at once), blocking neither the
 * paint nor DOMContentLoaded, cacheable, active for dialogs and client-side navigations; the RSC
 * payload carries none of it. A route not learnt yet gets the whole stylesheet inline instead.
 */

const ORIGIN = `http://localhost:${E2E_PORT}`;
// Critical mode: the inline part, then the file's link made print-only (see scripts/inline-css.mjs).
const criticalStyle =
  /<style data-href="(\/_next\/static\/[^"]+\.css)" data-critical="">([^]*?)<\/style>/g;
const anyStylesheetLink = /<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"[^>]*>/g;

async function firstBlogId(): Promise<string> {
  const res = await fetch(`${SANDBOX_URL}/policy/blog/get/blogs?key=All&pageNo=1&limit=1`);
  const body = (await res.json()) as { data: { id: string }[] };
  const id = body.data[0]?.id;
  if (!id) throw new Error("the sandbox has no blog post");
  return id;
}

async function html(path: string): Promise<string> {
  const res = await fetch(`${ORIGIN}${path}`, {
    headers: { accept: "text/html", "accept-encoding": "gzip" },
  });
  expect(res.status).toBe(200);
  return res.text();
}

/**
 * The page's HTML once its route has critical CSS: a route rendered at run time is learnt in the
 * background from its first answers (`next()` gives another page of the same route each time).
 */
async function learntHtml(next: () => Promise<string>): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const text = await html(await next());
    if (text.includes("data-critical")) return text;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the route's critical CSS was never learnt");
}

/** Position, size and look of every element under `selector`, one line each. */
function boxes(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    (sel) =>
      // Scripts and templates left out: where a streamed page's chunks end varies between renders.
      [...document.querySelectorAll(`${sel} *:not(script, template, link, style, noscript)`)].map(
        (e) => {
          const r = e.getBoundingClientRect();
          const s = getComputedStyle(e);
          const id = `${e.tagName} ${e.getAttribute("class") ?? ""}`.slice(0, 80);
          return `${id} ${[r.x, r.y, r.width, r.height].map(Math.round).join(",")} ${s.display} ${s.color} ${s.backgroundColor} ${s.fontSize} ${s.fontWeight}`;
        },
      ),
    selector,
  );
}

/**
 * The boxes of one server HTML answer (`text`, the page at `path`) without scripts, with or
 * without the stylesheet file. Both renderings get the same bytes: a streamed journey page may
 * be answered with its loading fallback on one request and its content on the next (a slow
 * broker), which is not what is compared here.
 */
async function serverRendering(
  browser: Browser,
  path: string,
  text: string,
  file: boolean,
): Promise<string[]> {
  // Reduced motion: a spinning element's box changes with its angle.
  const context = await browser.newContext({ javaScriptEnabled: false, reducedMotion: "reduce" });
  try {
    const page = await context.newPage();
    await page.route(
      (url) => url.href === `${ORIGIN}${path}`,
      (route) =>
        route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: text }),
    );
    if (!file) await page.route(/\/_next\/static\/.+\.css$/, (route) => route.abort());
    await page.goto(`${ORIGIN}${path}`, { waitUntil: "load" });
    // Without scripts the file's link keeps media="print" (its one-line script applies it):
    // apply it here, so the whole file really is compared with the critical part alone.
    if (file) {
      await page.evaluate(() => {
        for (const link of document.querySelectorAll<HTMLLinkElement>('link[media="print"]'))
          link.media = "all";
      });
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
          (link) => link.sheet !== null,
        ),
      );
    }
    // The parts below the first screen hold an estimated height until they turn visible
    // (`below-fold`, about 0.4–1.1 s): compare the laid-out page, with the critical part alone too.
    await belowFoldLaidOut(page);
    return await boxes(page, "body");
  } finally {
    await context.close();
  }
}

const pages: { name: string; path: () => Promise<string> }[] = [
  { name: "static /about", path: async () => "/about" },
  { name: "ISR /blog/{id}", path: async () => `/blog/${await firstBlogId()}` },
  {
    name: "journey /health/{key}/member",
    path: async () => `/health/${await healthRequestKey(SANDBOX_URL)}/member`,
  },
];

test.describe("critical CSS in the HTML, the stylesheet file applied after the paint", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a prerendered page has its critical CSS from the first visit (build step)", async () => {
    const text = await html("/hi/about");
    expect(text).toContain("data-critical");
  });

  for (const p of pages) {
    test(`${p.name}: a small inline part, the file linked last, the payload untouched`, async ({
      request,
    }) => {
      const path = await p.path();
      const text = await learntHtml(p.path);
      const styles = [...text.matchAll(criticalStyle)];
      expect(styles, "one critical stylesheet").toHaveLength(1);
      const [, href, css] = styles[0]!;
      const file = await (await fetch(`${ORIGIN}${href}`)).text();
      expect(css!.length, "the inline part is smaller than the file").toBeLessThan(
        file.length * 0.75,
      );
      expect(text.indexOf("<style"), "the CSS comes before the first heading").toBeLessThan(
        text.indexOf("<h1"),
      );
      // The file: linked once in the head, print-only (blocks nothing), and a script right after
      // it that applies it once loaded, with the page's nonce where the CSP has one.
      const links = [...text.matchAll(anyStylesheetLink)].map((m) => m[0]);
      expect(links).toHaveLength(1);
      expect(links[0]).toMatch(
        new RegExp(
          `^<link rel="stylesheet" href="${href}" media="print"( nonce="[^"]+")? data-precedence="next"/>$`,
        ),
      );
      expect(text.indexOf(links[0]!)).toBeLessThan(text.indexOf("</head>"));
      const script = text.slice(text.indexOf(links[0]!) + links[0]!.length);
      const nonce = /nonce="([^"]+)"/.exec(links[0]!)?.[1];
      expect(script.startsWith(nonce ? `<script nonce="${nonce}">` : "<script>")).toBe(true);
      const cached = await fetch(`${ORIGIN}${href}`);
      expect(cached.headers.get("cache-control")).toMatch(/immutable|max-age=\d{4,}/);

      const rsc = await request.get(`${ORIGIN}${path}`, { headers: { RSC: "1", accept: "*/*" } });
      expect(rsc.headers()["content-type"]).toContain("text/x-component");
      const payload = await rsc.text();
      expect(payload).not.toContain("<style");
      expect(payload).not.toContain("@layer");
    });
  }

  for (const p of pages.filter((x) => !x.name.startsWith("ISR"))) {
    test(`${p.name}: the critical part alone lays the server HTML out as the whole file does`, async ({
      browser,
    }) => {
      await learntHtml(p.path);
      // Another page of the same route (a journey: another visitor's requestKey).
      const path = await p.path();
      const text = await html(path);
      expect(text).toContain("data-critical");
      const full = await serverRendering(browser, path, text, true);
      const critical = await serverRendering(browser, path, text, false);
      expect(full.length).toBeGreaterThan(50);
      expect(critical).toEqual(full);
    });
  }

  test("the stylesheet file holds neither the first paint nor DOMContentLoaded", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    let cssDone = false;
    await page.route(/\/_next\/static\/.+\.css$/, async (route) => {
      await held;
      await route.continue();
      cssDone = true;
    });
    // DOMContentLoaded while the file is held (a stylesheet link at the end of the body would
    // keep Chrome's parser, and this navigation, waiting for it).
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    await expect(page.locator("main h1")).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length),
      )
      .toBe(1);
    expect(cssDone, "painted while the file was still on its way").toBe(false);
    // Styled meanwhile by the inline part (Tailwind's flex column on <body>).
    await expect(page.locator("body")).toHaveCSS("display", "flex");
    release();
    await expect.poll(() => cssDone).toBe(true);
  });

  test("the first screen paints before the framework's scripts run, which then work", async ({
    page,
  }) => {
    // The HTML: nothing holds frames back (a render-blocking `rel="expect"` link left a fast
    // load's first frame unshown for a second in Chromium); no chunk script in the head, each
    // preloaded.
    const text = await html("/about");
    const head = text.slice(0, text.indexOf("</head>"));
    expect(head).not.toContain("blocking=");
    // (Next's `noModule` polyfill stays: modern browsers never fetch it.)
    expect(head).not.toMatch(/<script src="\/_next\/static\/[^"]+" async=""/);
    const preloads = [
      ...head.matchAll(/<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"/g),
    ];
    expect(preloads.length).toBeGreaterThan(3);
    // Started from the end of the body, after the inline payload.
    expect(text.lastIndexOf("self.__next_f.push")).toBeLessThan(text.indexOf("(function(s,n)"));

    // With every chunk held back: the page paints, its largest text is in main, nothing runs.
    const release = await holdScripts(page);
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    await expect(page.locator("main h1")).toBeVisible();
    const lcpInMain = () =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) =>
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
              resolve(!!last?.element?.closest("main"));
            }).observe({ type: "largest-contentful-paint", buffered: true }),
          ),
      );
    expect(await lcpInMain()).toBe(true);
    expect(await hydrated(page), "React ran while its chunks were held").toBe(false);
    // Then the scripts arrive: React hydrates the page (and the fixture saw no refused script).
    await release();
    await expect.poll(() => hydrated(page)).toBe(true);
  });

  test("static page: the file applies on first need, React adopts it, the dialog is styled", async ({
    page,
  }) => {
    await page.goto("/about");
    const inline = await page.locator("style[data-critical]").textContent();
    // The dialog's overlay rule is not in /about's critical part: only the file can style it.
    expect(inline).not.toContain("bg-slate-900\\/60");
    // Loaded and hydrated, with nothing asked for that the HTML lacks: the file stays print-only
    // (applying it would restyle the whole page during the load, for no visible change).
    await expect.poll(() => fileLoaded(page)).toBe(true);
    await expect.poll(() => hydrated(page)).toBe(true);
    await page.waitForTimeout(300);
    expect(await fileIsActive(page)).toBe(false);

    const opener = page.getByRole("banner").getByRole("button", { name: "Free consultation" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Book a free 30-minute consultation" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveCSS("position", "fixed");
    await expect(dialog).toHaveCSS("background-color", "rgb(255, 255, 255)");
    const overlay = page.locator(".bg-slate-900\\/60");
    await expect(overlay).toHaveCSS("position", "fixed");
    await expect(overlay).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // React inserted no second copy of the stylesheet (it adopted the one at the end of the body).
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);

    // A keyboard visitor's first Tab is a need too.
    await page.reload();
    await expect.poll(() => fileLoaded(page)).toBe(true);
    await expect.poll(() => hydrated(page)).toBe(true);
    expect(await fileIsActive(page)).toBe(false);
    await page.keyboard.press("Tab");
    await expect.poll(() => fileIsActive(page)).toBe(true);
  });

  test("journey: client-side navigations from a static page to the plans and member steps are styled", async ({
    page,
    consoleErrors,
  }) => {
    tolerateHostedFavicon(page, consoleErrors);
    // Learn the two journey routes first, so that every page below has its critical part only.
    const key = await healthRequestKey(SANDBOX_URL);
    await learntHtml(async () => `/health/${await healthRequestKey(SANDBOX_URL)}/member`);
    await learntHtml(async () => `/insurance-compare/health/${key}`);

    await page.goto("/health-insurance");
    await expect(page.locator("style[data-critical]")).toHaveCount(1);
    await page.evaluate(() => ((window as unknown as { soft: boolean }).soft = true));
    await fillQuote(page, { name: "Asha Rao", phone: "9876543210", email: "asha@example.com" });
    await wizard(page).getByRole("button", { name: "View plans" }).click();
    await page.waitForURL(/\/insurance-compare\/health\/[^/]+$/);
    await expect(page.getByText("Please wait while we find the best plans for you...")).toHaveCount(
      0,
    );
    await sameAsFreshLoad(page);

    await page
      .getByRole("button", { name: /^Choose .+ for/ })
      .first()
      .click();
    await page.waitForURL(/\/health\/[^/]+\/member$/);
    await sameAsFreshLoad(page);

    // A fresh load of a journey step: its critical part, the nonce CSP kept.
    const response = await page.reload();
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    await expect(page.locator("style[data-critical]")).toHaveCount(1);
    await expect(page.locator("body")).toHaveCSS("display", "flex");
    await expect.poll(() => fileIsActive(page)).toBe(true);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });
});

/** Whether the stylesheet file has loaded (applied or not). */
function fileLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.styleSheets].some(
      (s) => !!s.href?.includes("/_next/static/") && s.cssRules.length > 0,
    ),
  );
}

/** Whether the stylesheet file is loaded and applies (not disabled, not limited to print). */
function fileIsActive(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.styleSheets].some(
      (s) =>
        !!s.href?.includes("/_next/static/") &&
        !s.disabled &&
        (s.media.length === 0 || s.media.mediaText === "all") &&
        s.cssRules.length > 0,
    ),
  );
}

/**
 * After a client-side navigation (the first page's critical part stays; the new page relies on
 * the file), every element of the main content sits where a fresh load of the same URL puts it,
 * and looks the same.
 */
async function sameAsFreshLoad(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as unknown as { soft?: boolean }).soft),
    "a client-side navigation, not a page load",
  ).toBe(true);
  await expect(page.locator("main h1")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await belowFoldLaidOut(page);
  // An insurer's logo is sized by its width/height attributes until it arrives, then by its own
  // proportions: measure once the images on screen have loaded, as the fresh load below will have.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll("main img")].every(
          (i) => (i as HTMLImageElement).complete || i.getBoundingClientRect().top > innerHeight,
        ),
      ),
    )
    .toBe(true);
  const soft = await boxes(page, "main");
  const fresh = await page.context().newPage();
  try {
    await fresh.goto(page.url());
    await expect(fresh.locator("main h1")).toBeVisible();
    await expect(fresh.locator("style[data-critical]")).toHaveCount(1);
    await belowFoldLaidOut(fresh);
    await expect.poll(() => boxes(fresh, "main")).toEqual(soft);
  } finally {
    await fresh.close();
  }
}
