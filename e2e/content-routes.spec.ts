import { aboutPage } from "@/content/about";
import { contactPage } from "@/content/contact";
import { generalFaqs } from "@/content/faqs";
import { homePage } from "@/content/home";
import { jobs, jobsPage } from "@/content/jobs";
import { legalPages } from "@/content/legal";
import { claimsPage } from "@/content/pages/claims";
import { cyberPage } from "@/content/pages/cyber";
import { healthPage } from "@/content/pages/health";
import { homeInsurancePage } from "@/content/pages/home-insurance";
import { lifePage } from "@/content/pages/life";
import { marinePage } from "@/content/pages/marine";
import { motorPage } from "@/content/pages/motor";
import { mtoPage } from "@/content/pages/mto";
import { pospPage } from "@/content/pages/posp";
import { travelPage } from "@/content/pages/travel";
import { partners } from "@/content/partners";
import type { ContentPage } from "@/content/types";
import { E2E_PORT } from "../playwright.config";
import { belowFoldLaidOut } from "./support/below-fold";
import { expect, seriousAxeViolations, test } from "./support/fixtures";

const dataPages: ContentPage[] = [
  healthPage,
  motorPage,
  homeInsurancePage,
  travelPage,
  marinePage,
  mtoPage,
  cyberPage,
  lifePage,
  pospPage,
  claimsPage,
  contactPage,
  jobsPage,
  aboutPage,
];

test.describe("content pages built from data", () => {
  for (const page of dataPages) {
    test(`${page.path} renders its hero, sections, FAQs and metadata`, async ({
      page: browser,
    }) => {
      const response = await browser.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(browser.getByRole("heading", { level: 1 })).toHaveText(page.hero.heading);
      for (const section of page.sections) {
        await expect(
          browser
            .locator(`#${section.id}`)
            .getByRole("heading", { level: 2, name: section.heading }),
        ).toBeVisible();
      }
      if (page.faqs.length) {
        await expect(browser.locator("#faqs summary")).toHaveCount(page.faqs.length);
      }
      if (page.leadForm) {
        await expect(
          browser.getByRole("heading", { level: 2, name: page.leadForm.heading }),
        ).toBeVisible();
        // The server sets the lead type from the page (lib/leads/lead-routing.ts); the form carries none.
        await expect(
          browser.locator(
            'input[name="businessType"], input[name="leadSource"], input[name="clientType"]',
          ),
        ).toHaveCount(0);
      }
      await expect(browser).toHaveTitle(`${page.meta.title} | SureShield`);
      await expect(browser.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        page.meta.description,
      );
      await expect(browser.locator('meta[name="keywords"]')).toHaveAttribute(
        "content",
        page.meta.keywords.join(","),
      );
      await expect(browser.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `http://localhost:${E2E_PORT}${page.path}`,
      );
      await expect(browser.locator('meta[property="og:title"]')).toHaveAttribute(
        "content",
        page.meta.title,
      );
      const jsonLd = (
        await browser.locator('script[type="application/ld+json"]').allTextContents()
      ).join("\n");
      expect(jsonLd).toContain('"BreadcrumbList"');
      if (page.faqs.length) expect(jsonLd).toContain('"FAQPage"');
    });
  }
});

test("/ has every home section, 16 partner logos and the organisation data", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(homePage.hero.heading);
  await expect(page.locator("#categories li")).toHaveCount(8);
  for (const name of ["Home", "Health", "Motor", "Travel", "Marine", "MTO", "Cyber", "Life"]) {
    await expect(
      page.locator("#categories").getByRole("link", { name: new RegExp(`^${name} Insurance`) }),
    ).toBeVisible();
  }
  await expect(page.locator("#how-it-works li")).toHaveCount(3);
  await expect(page.locator("#posp li")).toHaveCount(4);
  await page
    .locator("#posp")
    .getByRole("link", { name: /Know More/ })
    .click();
  await expect(page).toHaveURL(/\/posp$/);
  await page.goBack();
  await expect(page.locator("#tips li")).toHaveCount(3);
  await expect(page.locator('#testimonials [aria-roledescription="slide"]')).toHaveCount(15);
  await expect(page.locator('section[aria-labelledby="partners-heading"] li')).toHaveCount(
    partners.length,
  );
  expect(partners).toHaveLength(16);
  await expect(page.locator("#faqs summary")).toHaveCount(generalFaqs.length);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(
    "\n",
  );
  expect(jsonLd).toContain('"InsuranceAgency"');
  expect(jsonLd).toContain('"FAQPage"');
  // Still whole after hydration, and sent once: the HTML's copy, not the RSC payload's too.
  for (const text of await page.locator('script[type="application/ld+json"]').allTextContents())
    expect(() => JSON.parse(text) as unknown).not.toThrow();
  const html = await (await page.request.get("/", { headers: { accept: "text/html" } })).text();
  expect(html.split("FAQPage")).toHaveLength(2);
  expect(html.split("InsuranceAgency")).toHaveLength(2);
});

test("/posp has 3 reasons, 5 collapsible steps and a tab bar that scrolls to its sections", async ({
  page,
}) => {
  await page.goto("/posp");
  await expect(page.locator("#why-posp li")).toHaveCount(3);
  const steps = page.locator("#how-to-become summary");
  await expect(steps).toHaveCount(5);
  await expect(steps.first()).toHaveAttribute("aria-expanded", "false");
  await steps.first().click();
  await expect(steps.first()).toHaveAttribute("aria-expanded", "true");
  await steps.first().click();
  await expect(steps.first()).toHaveAttribute("aria-expanded", "false");
  const tabs = page.getByRole("navigation", { name: "On this page" });
  for (const [label, id] of [
    ["FAQ's", "faqs"],
    ["Blog", "posp-guide"],
    ["Eligibility", "eligibility"],
  ] as const) {
    await tabs.getByRole("link", { name: label, exact: true }).click();
    await expect(page.locator(`#${id}`)).toBeInViewport();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
  }
  await expect(page.locator("#faqs summary")).toHaveCount(6);
});

test("/claims, /contact and /jobs carry their own form fields and blocks", async ({ page }) => {
  await page.goto("/claims");
  for (const name of ["firstName", "lastName", "phone", "email", "city", "comment"])
    await expect(page.locator(`[name="${name}"]`)).toBeVisible();
  await expect(page.locator("#how-it-works li")).toHaveCount(3);
  await expect(page.locator("#why-choose-us li")).toHaveCount(6);
  await expect(page.locator("#claim-journey li")).toHaveCount(4);

  await page.goto("/contact");
  for (const name of ["firstName", "lastName", "email", "phone", "city", "remarks"])
    await expect(page.locator(`[name="${name}"]`)).toBeVisible();
  await expect(page.locator("#office")).toContainText("Mumbai");
  await expect(page.locator("#escalation")).toContainText("15 days");
  await expect(page.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:/);

  await page.goto("/jobs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Work With Us");
  await expect(page.locator("#open-positions li")).toHaveCount(jobs.length);
  await expect(page.getByRole("link", { name: "Become A Posp", exact: true })).toHaveAttribute(
    "href",
    "/posp",
  );
  await expect(page.locator('section[aria-labelledby="partners-heading"] li')).toHaveCount(16);

  await page.goto("/cyber-insurance");
  await expect(page.locator('[name="companyName"]')).toBeVisible();
});

test("the five policy pages carry real legal text", async ({ page }) => {
  for (const legal of legalPages) {
    await page.goto(`/platform/policies/${legal.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.title);
    await belowFoldLaidOut(page);
    const words = (await page.locator("article").innerText()).split(/\s+/).length;
    expect(words, legal.slug).toBeGreaterThan(800);
  }
});

test("/about links to /contact and a mail address; /demo renders", async ({ page }) => {
  await page.goto("/about");
  await expect(page.locator("main").getByRole("link", { name: "Contact us" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
  await page.goto("/demo");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("an unknown route is a real 404 page", async ({ page, consoleErrors }) => {
  const response = await page.goto("/no-such-page");
  consoleErrors.splice(0); // the browser logs the 404 status of the document itself
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that page");
});

test("sitemap lists every content route and robots points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of [
    "/",
    "/health-insurance",
    "/motor-insurance",
    "/posp",
    "/claims",
    "/about",
    "/contact",
    "/jobs",
    "/platform/policies/privacy",
  ]) {
    expect(sitemap).toContain(
      `<loc>http://localhost:${E2E_PORT}${path === "/" ? "/" : path}</loc>`,
    );
  }
  expect(sitemap).not.toContain("/thank-you");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: http://localhost:${E2E_PORT}/sitemap.xml`);
  expect(robots).toContain("Disallow: /health/");
});

test("security headers are set and x-powered-by is not", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("object-src 'none'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["strict-transport-security"]).toContain("max-age=");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-powered-by"]).toBeUndefined();
  // No COOP: from a new tab or a page without it, Chrome would first move the page to a new
  // renderer (docs/performance-log.md, "COOP costs a renderer process").
  expect(headers["cross-origin-opener-policy"]).toBeUndefined();
});

const allRoutes = [
  "/",
  ...dataPages.map((p) => p.path),
  ...legalPages.map((p) => `/platform/policies/${p.slug}`),
  "/thank-you",
  "/demo",
  "/no-such-page",
];

test.describe("accessibility", () => {
  for (const route of allRoutes) {
    test(`axe finds no serious or critical violation on ${route}`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(route);
      if (route === "/no-such-page") consoleErrors.splice(0);
      await page.waitForLoadState("networkidle");
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});
