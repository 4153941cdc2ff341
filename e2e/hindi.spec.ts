import en from "@/messages/en.json" with { type: "json" };
import hi from "@/messages/hi.json" with { type: "json" };
import { aboutPage as aboutHi } from "@/content/hi/about";
import { healthPage as healthHi } from "@/content/hi/pages/health";
import { E2E_PORT } from "../playwright.config";
import { belowFoldLaidOut } from "./support/below-fold";
import { expect, seriousAxeViolations, test } from "./support/fixtures";

/**
 * Hindi as a second language (issue 13), first part: URLs under /hi, `lang`, hreflang both
 * ways, the language switch, the chrome and content pages in Hindi, accessibility, journeys
 * noindex in Hindi too.
 */

const ORIGIN = `http://localhost:${E2E_PORT}`;

/** A site URL as Next writes it in the head (the home page without its trailing slash). */
const url = (path: string) => `${ORIGIN}${path === "/" ? "" : path}`;

/** English words of the header, footer, help bar and breadcrumbs that a Hindi page must not show. */
const englishChrome = [
  en.Common.skipToContent,
  en.Header.termsMenu,
  en.Footer.aboutUs,
  en.Footer.becomePosp,
  en.Footer.careers,
  "All rights reserved",
  "Grievances",
  "registered with the",
  en.HelpBar.consultation,
  en.HelpBar.label,
  "Frequently asked questions",
];

async function alternates(page: import("@playwright/test").Page) {
  const links = page.locator('head link[rel="alternate"][hreflang]');
  const pairs = await links.evaluateAll((nodes) =>
    nodes.map((n) => [n.getAttribute("hreflang"), n.getAttribute("href")] as const),
  );
  return Object.fromEntries(pairs);
}

test.describe("Hindi pages", () => {
  test("/hi is a Hindi document, / stays English", async ({ page }) => {
    await page.goto("/hi");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  });

  for (const [enPath, hiPath] of [
    ["/", "/hi"],
    ["/about", "/hi/about"],
    ["/health-insurance", "/hi/health-insurance"],
  ] as const) {
    test(`${enPath} and ${hiPath} name each other as hreflang alternates`, async ({ page }) => {
      const expected = { "en-IN": url(enPath), "hi-IN": url(hiPath), "x-default": url(enPath) };
      await page.goto(enPath);
      expect(await alternates(page)).toEqual(expected);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", url(enPath));
      await page.goto(hiPath);
      expect(await alternates(page)).toEqual(expected);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", url(hiPath));
      await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute(
        "content",
        "hi_IN",
      );
    });
  }

  test("the language switch keeps the visitor on the same page, both ways", async ({ page }) => {
    // The header has the switch up to 1279 px (from 1280 px the full navigation fills the row).
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/about");
    // By role: the menu's copy of the switch (for screens under 360 px) is hidden here.
    const toHindi = page.getByRole("banner").getByRole("link", { name: en.Common.switchToHindi });
    await expect(toHindi).toHaveText(en.Common.switchToHindi);
    await expect(toHindi).toHaveAttribute("lang", "hi-IN");
    await expect(toHindi).toHaveAttribute("hreflang", "hi-IN");
    await toHindi.click();
    await expect(page).toHaveURL(`${ORIGIN}/hi/about`);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(aboutHi.hero.heading);

    const toEnglish = page.getByRole("contentinfo").getByRole("link", {
      name: hi.Common.switchToEnglish,
    });
    await expect(toEnglish).toHaveText(hi.Common.switchToEnglish);
    await expect(toEnglish).toHaveAttribute("lang", "en-IN");
    await toEnglish.click();
    await expect(page).toHaveURL(`${ORIGIN}/about`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  });

  test("a Hindi content page shows its Hindi words and no English words of the chrome", async ({
    page,
  }) => {
    const response = await page.goto("/hi/health-insurance");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(healthHi.meta.title.slice(0, 10)));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(healthHi.hero.heading);
    await belowFoldLaidOut(page);
    const chrome = [
      await page.locator("header").innerText(),
      await page.locator("footer").innerText(),
      (await page.locator('a[href="#main"]').textContent()) ?? "",
      (await page.locator("aside.help-bar").textContent()) ?? "",
      (await page.locator("nav[aria-label]").first().getAttribute("aria-label")) ?? "",
      (await page.locator("#faqs").textContent()) ?? "",
    ].join("\n");
    for (const english of englishChrome) expect(chrome).not.toContain(english);
    expect(chrome).toContain(hi.Footer.aboutUs);
    // Links of the chrome stay in Hindi.
    await expect(page.locator('header a[href="/about"], footer a[href="/about"]')).toHaveCount(0);
    await expect(page.locator('footer a[href="/hi/about"]')).toHaveCount(1);
  });

  test("an unknown Hindi URL is a Hindi 404 page", async ({ page, consoleErrors }) => {
    const response = await page.goto("/hi/no-such-page");
    consoleErrors.splice(0); // the browser logs the 404 status of the document itself
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.Errors.notFoundHeading);
    await expect(
      page.getByRole("link", { name: hi.Common.home, exact: true }).first(),
    ).toHaveAttribute("href", "/hi");
  });

  for (const path of ["/hi", "/hi/about", "/hi/health-insurance", "/hi/contact"]) {
    test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
      await page.goto(path);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test("a Hindi journey page loads, in Hindi chrome, and is never indexed", async ({ page }) => {
    const response = await page.goto("/hi/motor/search-policy-post-break-in");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-robots-tag"]).toContain("noindex");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0);
    await expect(page.locator("[data-journey]")).toContainText(
      hi.Journey.helpLine.split("<")[0] ?? "",
    );
  });

  test("sitemap.xml lists Hindi URLs with alternates both ways", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${ORIGIN}/hi/about</loc>`);
    expect(sitemap).toContain(`hreflang="hi-IN" href="${ORIGIN}/hi/about"`);
    expect(sitemap).toContain(`hreflang="x-default" href="${ORIGIN}/about"`);
  });
});

test("at every header width the switch is in the header row or its menu, and in the footer", async ({
  page,
}) => {
  for (const width of [320, 360, 640, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/hi/about");
    const inRow = page.getByRole("banner").getByRole("link", { name: hi.Common.switchToEnglish });
    if (width >= 1280) {
      await expect(inRow).toHaveCount(0);
    } else if ((await inRow.count()) === 0) {
      await page.getByRole("banner").getByRole("button", { name: hi.Header.menu }).click();
      await expect(inRow).toBeVisible();
    } else {
      await expect(inRow).toBeVisible();
    }
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: hi.Common.switchToEnglish }),
    ).toHaveAttribute("href", "/about");
  }
});
