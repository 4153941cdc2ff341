import { belowFoldLaidOut } from "./support/below-fold";
import type { Page } from "@playwright/test";
import { blogPage as blogPageHi } from "@/content/hi/knowledge-centre";
import { blogPage, videosPage } from "@/content/knowledge-centre";
import { site, whatsappUrl } from "@/content/site";
import {
  choosePlan,
  completeProposal,
  field,
  startQuote,
  tolerateHostedFavicon,
} from "./health-helpers";
import { expect, seriousAxeViolations, storedLeads, test, uniqueEmail } from "./support/fixtures";

/**
 * The site on a phone (issue 12), run by the "phone" project only (Pixel 7 class screen, touch):
 * help one tap away, the lead form, the health quote to plans and a proposal step, the motor
 * quote and the blog, with axe; plans, compare and the final quote at 360 px without sideways
 * scroll; and the things on screen that must be true.
 */
test.describe.configure({ timeout: 150_000 });
test.beforeEach(({ page, consoleErrors }) => tolerateHostedFavicon(page, consoleErrors));

/** The page scrolls sideways when its content is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, "page width").toBeLessThanOrEqual(innerWidth);
}

const helpBar = (page: Page) => page.getByRole("complementary", { name: "Get help" });

test("help is one tap away on content pages and steps aside for the keyboard", async ({ page }) => {
  await page.goto("/health-insurance");
  const bar = helpBar(page);
  await expect(bar.getByRole("link", { name: "Call us" })).toHaveAttribute(
    "href",
    `tel:${site.phone.tel}`,
  );
  await expect(bar.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", whatsappUrl);
  await expect(bar.getByRole("button", { name: "Free consultation" })).toBeVisible();

  // A focused field (and so the on-screen keyboard) is never covered.
  await page.locator('#health-quote [name="name"]').focus();
  await expect(bar).toBeHidden();
  await page.locator('#health-quote [name="name"]').blur();
  await expect(bar).toBeVisible();

  // The footer's last line stays above the bar at the bottom of the page. (Its end is known once
  // the parts below the first screen have been laid out, about 0.4–1.1 s after the first paint: a
  // scroll to the end before that lands at their estimated height, app/globals.css.)
  await belowFoldLaidOut(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const copyright = page.getByRole("contentinfo").getByText(/All rights reserved/);
  const [textBox, barBox] = [await copyright.boundingBox(), await bar.boundingBox()];
  expect((textBox?.y ?? 0) + (textBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);

  // The phone menu offers the same help; the bar steps aside while it is open.
  const menu = page.getByRole("button", { name: "Menu" });
  await menu.click();
  await expect(
    page.getByRole("banner").getByRole("button", { name: "Free consultation" }),
  ).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "WhatsApp Us" })).toHaveAttribute(
    "href",
    whatsappUrl,
  );
  await expect(bar).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(bar).toBeVisible();

  await bar.getByRole("button", { name: "Free consultation" }).click();
  await expect(
    page.getByRole("dialog", { name: "Book a free 30-minute consultation" }),
  ).toBeVisible();
  await expect(bar).toBeHidden();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("a lead sent from a phone is stored once and lands on the thank-you page", async ({
  page,
}) => {
  const email = uniqueEmail("phone-lead");
  await page.goto("/home-insurance");
  const form = page.locator("#lead-form form");
  for (const [name, value] of Object.entries({
    firstName: "Neha",
    lastName: "Joshi",
    phone: "9123456789",
    email,
    town: "Nagpur",
  })) {
    await form.locator(`[name="${name}"]`).fill(value);
  }
  expect(await seriousAxeViolations(page)).toEqual([]);
  await form.getByRole("button", { name: /call back/i }).tap();
  await page.waitForURL(/\/thank-you\?ref=[\w-]+$/);
  expect((await storedLeads()).filter((l) => l.email === email)).toHaveLength(1);
  // Timing adjustable (WCAG 2.2.1): the visitor can stay.
  await page.getByRole("button", { name: "Stay here" }).tap();
  await page.waitForTimeout(6_000);
  await expect(page).toHaveURL(/\/thank-you\?ref=[\w-]+$/);
  await expect(page.getByRole("link", { name: "Continue to the home page" })).toBeVisible();
});

test("health: quote to plans, sort and compare in the URL, one proposal step and the final quote, at 360 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const key = await startQuote(page, {
    name: "Asha Kumari Verma",
    phone: "9876543210",
    email: uniqueEmail("phone-health"),
  });
  await expect(page.getByText(/Need help\? Call/)).toBeVisible();
  await expect(helpBar(page)).toBeHidden();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);

  // The buy button says what the amount is, in its text and its name.
  const buy = page.getByRole("button", {
    name: /^Choose Digit Health Care Plus for ₹[\d,]+ a year$/,
  });
  await expect(buy).toContainText(/for ₹[\d,]+ a year/);
  // Insurer names are never clipped: each card's logo image fits its own width.
  const clipped = await page
    .locator("article img")
    .evaluateAll(
      (imgs) =>
        (imgs as HTMLImageElement[]).filter(
          (img) =>
            img.complete &&
            img.naturalWidth > 0 &&
            img.getBoundingClientRect().right >
              (img.closest("article")?.getBoundingClientRect().right ?? 0) + 0.5,
        ).length,
    );
  expect(clipped).toBe(0);

  // Sort and compare live in the URL: a reload (or a shared link) shows the same view. On a
  // phone the sort sits behind "Sort and filter", which says how many choices are made.
  const sortAndFilter = page.getByRole("button", { name: /^Sort and filter/ });
  await sortAndFilter.click();
  await page.getByLabel("Sort plans").selectOption("premium-asc");
  const boxes = page.getByRole("checkbox", { name: /^Compare / });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(page).toHaveURL(/sort=premium-asc/);
  await expect(page).toHaveURL(/compare=[^&]+,[^&]+/);
  await page.reload();
  await expect(sortAndFilter).toHaveText("Sort and filter (1 chosen)");
  await expect(sortAndFilter).toHaveAttribute("aria-expanded", "false");
  await sortAndFilter.click();
  await expect(page.getByLabel("Sort plans")).toHaveValue("premium-asc");
  await expect(page.getByRole("checkbox", { name: /^Compare /, checked: true })).toHaveCount(2);

  // The compare dialog shows only what the broker returned (the plans' own facts, issue 22),
  // and fits the screen.
  await page.getByRole("button", { name: "Compare plans" }).click();
  const dialog = page.getByRole("dialog", { name: "Compare plans" });
  await expect(dialog.getByRole("rowheader").first()).toHaveText("Insurer");
  await expect(dialog.getByRole("rowheader", { name: "Room rent" })).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  const dialogBox = await dialog.boundingBox();
  expect((dialogBox?.x ?? 0) + (dialogBox?.width ?? 0)).toBeLessThanOrEqual(360);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");

  await page.setViewportSize({ width: 412, height: 839 });
  await choosePlan(page, "Digit Health Care Plus");
  await expect(field(page, "members.0.dob")).toHaveAttribute("autocomplete", "bday");
  await expect(page.getByText(/Need help\? Call/)).toBeVisible();
  await completeProposal(page, key, { axe: true });

  await page.waitForURL(`**/health/${key}/final-quote`);
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole("heading", { level: 1, name: "Your final quote" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Printed: no site chrome and no buttons.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("button", { name: "Buy Now" })).toBeHidden();
  await expect(page.getByTestId("gross-premium")).toBeVisible();
});

test.describe("motor on a phone: the quote goes straight on to the vehicle and prices (issue 22)", () => {
  test("a quote lands on the visitor's vehicle, then the previous policy, then prices", async ({
    page,
  }) => {
    await page.goto("/motor-insurance");
    const form = page.locator("#motor-quote");
    await form.locator('[name="rcNo"]').fill("MH12AB1234");
    await form.locator('[name="name"]').fill("Asha Rao");
    await form.locator('[name="phone"]').fill("98765 43210");
    await form.locator('[name="email"]').fill(uniqueEmail("phone-motor"));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await form.getByRole("button", { name: "Continue" }).tap();
    await form.getByRole("button", { name: "Get quotes" }).tap();

    await page.waitForURL(/\/motor\/[^/]+\/additional-policy-details$/);
    const vehicle = page.getByTestId("vehicle-confirmation");
    await expect(vehicle.getByRole("heading", { name: "Is this your vehicle?" })).toBeInViewport();
    await expect(page.getByText("Step 2 of 3")).toBeVisible();
    for (const label of ["Make", "Model", "Variant", "Fuel", "Registration year"])
      await expect(vehicle.getByText(label, { exact: true })).toBeVisible();
    await expect(
      vehicle.getByRole("link", { name: "Not my vehicle? Change the registration number" }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const start = new Date(Date.now() - 340 * 86_400_000);
    const dd = (n: number) => String(n).padStart(2, "0");
    await page
      .locator('[name="insurances.0.startDate"]')
      .fill(`${dd(start.getUTCDate())}/${dd(start.getUTCMonth() + 1)}/${start.getUTCFullYear()}`);
    await page.locator('[name="insurances.0.policyType"]').selectOption("comp");
    await page.locator('[name="insurances.0.nbc"]').selectOption("25");
    await page
      .getByRole("group", { name: "Insurance 1" })
      .getByRole("radio", { name: "No", exact: true })
      .tap();
    await page.getByRole("button", { name: "Save and see plans" }).tap();
    await page.waitForURL(/\/insurance-compare\/motor\/[^/]+$/);
    await expect(page.getByRole("button", { name: /^Choose .+ for/ }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

test("blog: a post reads on a phone and can be shared on WhatsApp", async ({ page }) => {
  await page.goto("/blog");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.locator('main a[href^="/blog/"]').first().tap();
  await page.waitForURL(/\/blog\/[^/?]+$/);
  const share = page.getByRole("link", { name: /Share on WhatsApp/ });
  const href = (await share.getAttribute("href")) ?? "";
  expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
  expect(decodeURIComponent(href)).toContain(new URL(page.url()).pathname);
  await expectNoSidewaysScroll(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("nothing untrue: the licence, the insurer names, the claims support hours", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(
    `Registration no. ${site.registration.code}, ${site.registration.category}`,
  );
  // The licence validity in content/site.ts has passed: its date is not shown as current.
  await expect(footer).not.toContainText("valid till 05/04/2026");
  await expect(footer.locator("img")).toHaveCount(0);
  // Insurer names set in type, all the same size.
  const partners = page.locator('section[aria-labelledby="partners-heading"] li');
  await expect(partners).toHaveCount(16);
  const sizes = new Set(
    await partners.evaluateAll((items) =>
      items.map((li) => getComputedStyle(li.firstElementChild as Element).fontSize),
    ),
  );
  expect(sizes.size).toBe(1);

  await page.goto("/claims");
  const support = page.locator("#support");
  await expect(support.getByRole("heading")).toHaveText(`Claim support, ${site.supportHours}`);
  await expect(page.locator("main")).not.toContainText("24x7");
  await expect(support.getByRole("link", { name: `Call ${site.phone.display}` })).toHaveAttribute(
    "href",
    `tel:${site.phone.tel}`,
  );
  await expect(support.getByRole("link", { name: "WhatsApp us" })).toHaveAttribute(
    "href",
    whatsappUrl,
  );
});

test("the quote forms' first field is on a phone's first screen; the hero's promises follow the form", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, form] of [
    ["/health-insurance", "#health-quote"],
    ["/motor-insurance", "#motor-quote"],
    ["/hi/health-insurance", "#health-quote"],
  ] as const) {
    await page.goto(path);
    const quote = page.locator(form);
    const first = quote.locator("input:not([type=hidden]), select").first();
    await expect(first).toBeInViewport({ ratio: 1 });
    // The promises under the subheading now come after the form, in the page's order too.
    const promises = page.locator("main > section").first().locator(":scope > div > ul");
    const [formBox, promisesBox] = [await quote.boundingBox(), await promises.boundingBox()];
    expect(promisesBox?.y ?? 0, path).toBeGreaterThan((formBox?.y ?? 0) + (formBox?.height ?? 0));
  }
  // From 1024 px the promises stay beside the form, under the subheading.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/health-insurance");
  const [formBox, promisesBox] = [
    await page.locator("#health-quote").boundingBox(),
    await page.locator("main > section").first().locator(":scope > div > ul").boundingBox(),
  ];
  expect((promisesBox?.x ?? 0) + (promisesBox?.width ?? 0)).toBeLessThan(formBox?.x ?? 0);
});

test.describe("plans screen on a phone (issue 22)", () => {
  test("the first plan's price and Choose button are on the first screen after the quote; sort and filters fold behind one button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const key = await startQuote(page, {
      name: "Ravi Shankar",
      phone: "9000066666",
      email: uniqueEmail("phone-first-screen"),
      adults: 2,
      kids: 1,
      members: [
        { dob: "31/01/1990", gender: "Female" },
        { dob: "12/05/1988", gender: "Male", relation: "Spouse" },
        { dob: "03/03/2015", gender: "Female", relation: "Child" },
      ],
    });
    for (const [width, height] of [
      [360, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`/insurance-compare/health/${key}`);
      const first = page.getByRole("article").first();
      // Unscrolled: the card's price lies wholly inside the screen, and from 390 px its Choose
      // button too (at 360 px the narrower card wraps its facts onto more lines).
      const bottoms = await first.evaluate((card) => ({
        price: [...card.querySelectorAll("span")]
          .find((el) => /^₹[\d,]+$/.test(el.textContent ?? "") && el.closest("dd") === null)
          ?.getBoundingClientRect().bottom,
        choose: card.querySelector("button")?.getBoundingClientRect().bottom,
      }));
      expect(bottoms.price, `price at ${width}×${height}`).toBeLessThanOrEqual(height);
      if (width >= 390)
        expect(bottoms.choose, `Choose at ${width}×${height}`).toBeLessThanOrEqual(height);
    }

    // The sort and filters open and close by keyboard, and say how many choices are made.
    const sortAndFilter = page.getByRole("button", { name: "Sort and filter" });
    await expect(sortAndFilter).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByLabel("Sort plans")).toBeHidden();
    await sortAndFilter.focus();
    await page.keyboard.press("Enter");
    await expect(sortAndFilter).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Sort plans")).toBeFocused();
    await page.getByLabel("Insurer", { exact: true }).selectOption("digit");
    await expect(page.getByText("Showing 2 of 10 plans.")).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Sort and filter (1 chosen)", expanded: true }),
    ).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Sort and filter (1 chosen)" }).press("Enter");
    await expect(page.getByLabel("Sort plans")).toBeHidden();
    await expect(page.getByRole("article")).toHaveCount(2);
  });

  test("one column at 390 px, the compare bar stays on screen, compare fits 360 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await startQuote(page, {
      name: "Leela Pillai",
      phone: "9000077777",
      email: uniqueEmail("phone-plans"),
    });
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(10);
    const lefts = await cards.evaluateAll((els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().left)),
    );
    expect(new Set(lefts).size, "one column").toBe(1);
    await expectNoSidewaysScroll(page);

    // Until a plan is ticked the hint says how to compare and the button stays out of the way;
    // from the first tick it shows in the bar, disabled with its reason until a second.
    const compare = page.getByRole("button", { name: "Compare plans" });
    await expect(page.getByText("Tick up to 3 plans to compare them.")).toBeVisible();
    await expect(compare).toBeHidden();
    await page.getByRole("checkbox", { name: "Compare Aspire" }).check();
    await expect(compare).toBeVisible();
    await expect(compare).toBeDisabled();
    await expect(compare).toHaveAccessibleDescription(/Tick one more to compare/);

    // Ticking plans far down the list: the compare bar is on screen there.
    await page.getByRole("checkbox", { name: "Compare ReAssure 2.0" }).check();
    await expect(compare).toBeEnabled();
    await expect(compare).toBeInViewport();
    await page
      .getByRole("checkbox", { name: "Compare Digit Health Care Plus" })
      .scrollIntoViewIfNeeded();
    await page.getByRole("checkbox", { name: "Compare Digit Health Care Plus" }).check();
    await expect(compare).toBeInViewport();

    await page.setViewportSize({ width: 360, height: 780 });
    await compare.click();
    const dialog = page.getByRole("dialog", { name: "Compare plans" });
    await expect(dialog.getByRole("columnheader")).toHaveCount(4);
    await expectNoSidewaysScroll(page);
    const box = await dialog.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    // The table scrolls inside the dialog; the fact names stay in view while it does.
    const region = dialog.getByRole("region", { name: "The chosen plans side by side" });
    const scrolls = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrolls).toBe(true);
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const rowHeader = dialog.getByRole("rowheader", { name: "Room rent" });
    const headerBox = await rowHeader.boundingBox();
    const regionBox = await region.boundingBox();
    expect(Math.abs((headerBox?.x ?? 0) - (regionBox?.x ?? 0))).toBeLessThan(2);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe("knowledge-centre lists on a phone: the heading and introduction paint largest (issue 25)", () => {
  const lists = [
    { path: "/blog", page: blogPage, card: "[data-blog-list] [data-blog-card]" },
    { path: "/videos", page: videosPage, card: "[data-video-list] [data-video-card]" },
    { path: "/hi/blog", page: blogPageHi, card: "[data-blog-list] [data-blog-card]" },
  ];
  for (const list of lists) {
    test(`${list.path}: compact cards with small thumbnails beside the title, text as the LCP, no shift`, async ({
      page,
    }) => {
      await page.goto(list.path);
      const card = page.locator(list.card).first();
      const thumb = card.locator("img");
      const title = list.path.endsWith("/videos")
        ? card.locator("button > span").nth(1)
        : card.getByRole("heading");
      // Every thumbnail on the first screen has arrived and painted before the LCP is read.
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.querySelectorAll("main img")]
              .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
              .every((img) => (img as HTMLImageElement).complete),
          ),
        )
        .toBe(true);
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const { lcp, shift } = await page.evaluate(async () => {
        const entries = (type: string) =>
          new Promise<PerformanceEntry[]>((done) => {
            new PerformanceObserver((list, observer) => {
              observer.disconnect();
              done(list.getEntries());
            }).observe({ type, buffered: true });
            // No layout shift at all leaves the observer silent.
            setTimeout(() => done([]), 500);
          });
        const last = (await entries("largest-contentful-paint")).at(-1) as
          (PerformanceEntry & { element?: Element | null }) | undefined;
        const shifts = (await entries("layout-shift")) as (PerformanceEntry & { value: number })[];
        return {
          lcp: { tag: last?.element?.tagName, text: last?.element?.textContent?.trim() },
          shift: shifts.reduce((sum, s) => sum + s.value, 0),
        };
      });
      expect(lcp.tag, "the largest paint is text, not a thumbnail").not.toBe("IMG");
      expect([list.page.heading, list.page.intro]).toContain(lcp.text);
      expect(shift, "layout shift").toBe(0);

      // A compact row: the thumbnail is small and sits left of the title, not above it.
      const [img, words] = [await thumb.boundingBox(), await title.boundingBox()];
      expect(img?.width).toBeLessThanOrEqual(130);
      expect((img?.x ?? 0) + (img?.width ?? 0)).toBeLessThanOrEqual(words?.x ?? 0);
      await expect(thumb).toHaveAttribute("loading", "lazy");
      await expectNoSidewaysScroll(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});

/**
 * Issue 25: on a phone the page's overlay scrollbar shows from 3 s after the first style, not
 * while the page loads (app/globals.css): its flashes as the document grew cost about 20
 * composited frames during hydration. The page scrolls meanwhile, and nothing narrows when the
 * bar comes back.
 */
test("the page's scrollbar shows from 3 s; the page scrolls before that and nothing moves", async ({
  page,
}) => {
  // Read as soon as the document is parsed: the 3 s count from the page's first style.
  await page.goto("/health-insurance", { waitUntil: "domcontentloaded" });
  const state = () =>
    page.evaluate(() => ({
      bar: getComputedStyle(document.documentElement).scrollbarWidth,
      width: document.documentElement.clientWidth,
    }));
  const before = await state();
  expect(before.bar).toBe("none");
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  await expect.poll(async () => (await state()).bar, { timeout: 6_000 }).toBe("auto");
  expect((await state()).width).toBe(before.width);
});

/**
 * Issue 25: the footer and the sections below the first screen are laid out only near the
 * viewport at first (`below-fold`, app/globals.css) and turn `visible` for good soon after the
 * first paint. The help bar is the footer's sibling, so it stays pinned to the screen's bottom;
 * nothing on screen shifts when they turn; the footer lays out where it should; and the skipped
 * parts reach the accessibility tree.
 */
test.describe("below the first screen: laid out late, placed right (issue 25)", () => {
  /** The bottom of the help bar, the window's height, and whether the footer holds the bar. */
  const barPlace = (page: Page) =>
    helpBar(page).evaluate((bar) => ({
      bottom: Math.round(bar.getBoundingClientRect().bottom),
      viewport: window.innerHeight,
      inFooter: bar.closest("footer") !== null,
    }));
  /** Counts layout shifts from the start of the page load on (`window.shifts`), the header's too. */
  const watchShifts = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number })[])
          w.shifts += e.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
  const shifts = (page: Page) =>
    page.evaluate(() => (window as unknown as { shifts: number }).shifts);

  for (const path of ["/", "/about", "/motor-insurance", "/jobs", "/videos"]) {
    test(`${path}: the help bar sits at the screen's bottom at the top and middle, the footer lays out, CLS 0`, async ({
      page,
    }) => {
      await page.goto(path);
      await watchShifts(page);
      const height = page.viewportSize()?.height;
      await expect(helpBar(page)).toBeVisible();
      expect(await barPlace(page)).toEqual({ bottom: height, viewport: height, inFooter: false });
      expect(await page.locator(".below-fold").count()).toBeGreaterThan(1);

      // The deferred parts turn visible by themselves, moving nothing on screen.
      await belowFoldLaidOut(page);
      expect(await shifts(page), "layout shift as the deferred parts turn visible").toBe(0);

      // Halfway down the bar is still at the screen's bottom.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      await expect.poll(async () => (await barPlace(page)).bottom).toBe(height);

      // The footer lays out when reached: its links are on screen, its last line above the bar.
      const footer = page.getByRole("contentinfo");
      const about = footer.getByRole("link", { name: "About Us" });
      await about.scrollIntoViewIfNeeded();
      await expect(about).toBeInViewport();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const copyright = footer.getByText(/All rights reserved/);
      await expect(copyright).toBeInViewport();
      const [textBox, barBox] = [await copyright.boundingBox(), await helpBar(page).boundingBox()];
      expect((textBox?.y ?? 0) + (textBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
      expect(await barPlace(page)).toEqual({ bottom: height, viewport: height, inFooter: false });
      expect(await shifts(page), "layout shift while scrolling").toBe(0);
    });
  }

  test("the footer and the deferred sections reach the accessibility tree without scrolling", async ({
    page,
  }) => {
    await page.goto("/");
    const cdp = await page.context().newCDPSession(page);
    const names = async (role: string) => {
      const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
        nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
      };
      return nodes
        .filter((n) => !n.ignored && n.role?.value === role)
        .map((n) => n.name?.value ?? "");
    };
    // Chromium leaves content skipped by `content-visibility: auto` out of the tree: the
    // deferred parts turn visible soon after the first paint, and so reach screen readers.
    await expect.poll(() => names("link"), { timeout: 10_000 }).toContain("Bima Bharosa portal");
    expect(await names("heading")).toEqual(
      expect.arrayContaining(
        await page.locator("#tips h2, #testimonials h2, #faqs h2").allInnerTexts(),
      ),
    );
    expect(await page.locator("#tips h2, #testimonials h2, #faqs h2").count()).toBe(3);
    expect(await names("contentinfo")).toHaveLength(1);
  });
});

/**
 * Issue 25: the header's "हिंदी" (the English pages' only Devanagari on the first screen) is laid
 * out a frame after the first paint, so the first layout does not wait on a Devanagari font
 * search (app/globals.css `lang-row`). Its box has one size from the start, so it moves nothing
 * when it appears, and it is a named link soon after the load.
 */
test("the header's हिंदी appears after the first paint without changing its box", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { labelSizes: string[] };
    w.labelSizes = [];
    document.addEventListener("DOMContentLoaded", () => {
      const label = document.querySelector("header .lang-row");
      if (!label) return;
      new ResizeObserver((entries) => {
        for (const e of entries) {
          const box = e.borderBoxSize[0];
          w.labelSizes.push(
            `${Math.round(box?.inlineSize ?? 0)}x${Math.round(box?.blockSize ?? 0)}`,
          );
        }
      }).observe(label);
    });
  });
  await page.goto("/travel-insurance");
  const label = page.getByRole("banner").getByRole("link", { name: "हिंदी", exact: true });
  await expect(label).toBeVisible();
  await expect
    .poll(() => label.evaluate((a) => getComputedStyle(a).contentVisibility))
    .toBe("visible");
  await expect(label).toHaveAttribute("href", "/hi/travel-insurance");
  const sizes = await page.evaluate(
    () => (window as unknown as { labelSizes: string[] }).labelSizes,
  );
  expect(sizes.length, "observed sizes").toBeGreaterThan(0);
  expect(new Set(sizes).size, `sizes ${sizes.join(", ")}`).toBe(1);
  // Its text fits the box (a wider face would spill over its neighbours).
  const fits = await label.evaluate((a) => {
    const range = document.createRange();
    range.selectNodeContents(a);
    return range.getBoundingClientRect().width <= a.getBoundingClientRect().width;
  });
  expect(fits).toBe(true);
});

test("the header's actions show only once parsed whole, so nothing in the row moves", async ({
  page,
  request,
}) => {
  // A slow phone's parser may yield inside the header, and the frame painted then is what this
  // page is: the HTML cut off right after the Menu button's icon, its label and the rest unparsed.
  const html = await (await request.get("/about", { headers: { Accept: "text/html" } })).text();
  const menuIcon = html.indexOf("</svg>", html.indexOf('class="group menu-button"'));
  expect(menuIcon, "the Menu button's icon").toBeGreaterThan(0);
  await page.setContent(html.slice(0, menuIcon + "</svg>".length), { waitUntil: "commit" });
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "SureShield home" })).toBeVisible();
  await expect(banner.getByRole("link", { name: "हिंदी", exact: true })).toBeHidden();
  await expect(banner.locator(".menu-button")).toBeHidden();

  await page.goto("/about");
  await expect(banner.getByRole("link", { name: "हिंदी", exact: true })).toBeVisible();
  await expect(banner.getByRole("button", { name: "Menu" })).toBeVisible();
});
