import { expect, test } from "./support/fixtures";
import { holdScripts, pressOnce, sequences } from "./support/every-press";
import { countPosts, PRESS_CASES } from "./support/press-cases";
import { buildJourney, stepSequences } from "./support/step-press";
import { STEP_PRESS_CASES, STEP_PRESS_JOURNEYS } from "./support/step-press-cases";
import { tolerateHostedFavicon } from "./health-helpers";

/**
 * Issue 23 item 7, desktop: one press on each form's main button acts, once, in the four
 * sequences (focus then press empty; press with the focus still in the last field; press after a
 * message showed; press before hydration), with real mouse presses (down, a moment, up on the
 * box the button had). Leads are counted in the sandbox broker. The phone project runs the same
 * sweep with taps (e2e/phone-press.spec.ts).
 */

for (const c of PRESS_CASES) {
  test.describe(`every press acts once: ${c.name}`, () => {
    const s = sequences(c, false);
    test.beforeEach(({ page }) => countPosts(page));
    test("(a) focus a field, press with the form empty: messages, nothing sent", async ({ page }) =>
      s.emptyWithFocus(page));
    test("(b) press with the focus still in the last field: sent once", async ({ page }) =>
      s.focusInLastField(page));
    test("(c) press after a message showed, fields fixed: sent once", async ({ page }) =>
      s.afterMessage(page));
    test("(d) press before the page's code arrived: kept, nothing typed lost", async ({ page }) => {
      // The consultation dialog itself loads on first use: its early press is the header's button (below).
      test.skip(c.name === "consultation dialog", "the dialog opens only with its code");
      await s.beforeHydration(page);
    });
  });
}

test.describe("buttons that are not forms, pressed before hydration", () => {
  test("the header's Free consultation opens the dialog once the code is there", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    const button = page
      .getByRole("banner")
      .getByRole("button", { name: "Free consultation" })
      .filter({ visible: true })
      .first();
    await pressOnce(page, button);
    await release();
    await expect(page.getByRole("dialog", { name: /consultation/i })).toBeVisible();
  });

  test("the Agent tab of the health quote is chosen once the code is there", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/health-insurance", { waitUntil: "domcontentloaded" });
    const agent = page.locator("#health-quote").getByRole("tab", { name: /Agent/ });
    await pressOnce(page, agent);
    await release();
    await expect(agent).toHaveAttribute("aria-selected", "true");
    await expect(page.locator('#health-quote [name="pospNumber"]')).toBeVisible();
  });
});

/**
 * The same on the journey screens past the quote (proposal steps, previous insurance, add-ons,
 * Buy Now, Complete KYC): each journey is built once, then each screen's button is pressed (a)
 * with a field left empty and focused, then once more after fixing it, and (b) before the page's
 * code arrived (e2e/support/step-press-cases.ts).
 */
for (const journey of STEP_PRESS_JOURNEYS) {
  test.describe(`every press acts once on a journey's screens: ${journey}`, () => {
    test.describe.configure({ timeout: 90_000 });
    let key = "";
    test.beforeAll(async ({ browser }) => {
      test.setTimeout(240_000);
      key = await buildJourney(browser, journey);
    });
    test.beforeEach(({ page, consoleErrors }) => tolerateHostedFavicon(page, consoleErrors));
    for (const c of STEP_PRESS_CASES.filter((c) => c.journey === journey)) {
      const s = stepSequences(c, () => key, false);
      test(`${c.name}: (a) a field left empty and focused, one press; fixed, one press goes on`, async ({
        page,
      }) => s.invalidThenValid(page));
      test(`${c.name}: (b) a press before the page's code arrived: kept, nothing typed lost`, async ({
        page,
      }) => s.beforeHydration(page));
    }
  });
}
