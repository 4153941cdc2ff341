import { holdScripts, pressOnce, sequences } from "./support/every-press";
import { expect, test } from "./support/fixtures";
import { countPosts, PRESS_CASES } from "./support/press-cases";
import { buildJourney, stepSequences } from "./support/step-press";
import { STEP_PRESS_CASES, STEP_PRESS_JOURNEYS } from "./support/step-press-cases";
import { tolerateHostedFavicon } from "./health-helpers";

/**
 * Every tap acts once, on a phone (issue 23 item 7), run by the "phone" project only (Pixel 7
 * class screen, touch). A file of its own beside e2e/phone.spec.ts so the two run on both
 * workers: as one file (tests of a file run in order in one worker) its 3 minutes ran alone at
 * the end of CI's browser tests while the other worker sat idle.
 */
test.describe.configure({ timeout: 150_000 });
test.beforeEach(({ page, consoleErrors }) => tolerateHostedFavicon(page, consoleErrors));

/** Issue 23 item 7 on a phone: the sweep of e2e/every-press.spec.ts with taps. */
test.describe("every press acts once, by touch", () => {
  for (const c of PRESS_CASES.filter((c) => c.name !== "consultation dialog")) {
    test.describe(c.name, () => {
      const s = sequences(c, true);
      test.beforeEach(({ page }) => countPosts(page));
      test("(a) focus a field, tap with the form empty", async ({ page }) =>
        s.emptyWithFocus(page));
      test("(b) tap with the focus still in the last field", async ({ page }) =>
        s.focusInLastField(page));
      test("(c) tap after a message showed", async ({ page }) => s.afterMessage(page));
      test("(d) tap before the page's code arrived", async ({ page }) => s.beforeHydration(page));
    });
  }

  test("the Menu tapped before hydration opens once the code is there", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    const menu = page.getByRole("button", { name: "Menu" });
    await pressOnce(page, menu, true);
    await release();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#menu-mobile")).toBeVisible();
  });
});

/** Issue 23 item 7 on a phone: the journey screens past the quote, by touch (see e2e/every-press.spec.ts). */
test.describe("every tap acts once on a journey's screens", () => {
  for (const journey of STEP_PRESS_JOURNEYS) {
    test.describe(journey, () => {
      let key = "";
      test.beforeAll(async ({ browser }) => {
        test.setTimeout(240_000);
        key = await buildJourney(browser, journey);
      });
      for (const c of STEP_PRESS_CASES.filter((c) => c.journey === journey)) {
        const s = stepSequences(c, () => key, true);
        test(`${c.name}: (a) a field left empty and focused, one tap; fixed, one tap goes on`, async ({
          page,
        }) => s.invalidThenValid(page));
        test(`${c.name}: (b) a tap before the page's code arrived`, async ({ page }) =>
          s.beforeHydration(page));
      }
    });
  }
});
