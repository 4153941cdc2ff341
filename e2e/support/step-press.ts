import type { Browser, Locator, Page } from "@playwright/test";
import { ANALYTICS_SCRIPT_URL } from "../../playwright.config";
import { choosePlan, completeProposal, startQuote } from "../health-helpers";
import {
  chooseMotorPlan,
  completeMotorProposal,
  displayDaysFromToday,
  quoteToPlans,
} from "../motor-helpers";
import { expect, uniqueEmail } from "./fixtures";
import { holdScripts, pressOnce } from "./every-press";

/**
 * The sweep of issue 23 item 7 for the journey screens past the quote (proposal steps, previous
 * insurance, add-ons, the final quote's Buy Now, Future Generali's Complete KYC): each screen's
 * main button pressed once, (a) with a field left empty and its focus still there, then once more
 * after fixing it, and (b) before the page's code arrived. Shared by e2e/every-press.spec.ts
 * (mouse) and e2e/phone-press.spec.ts (touch); the cases are in e2e/support/step-press-cases.ts.
 */

/** A journey built once per spec file, up to where its screens' cases start. */
export type JourneyName = "health" | "hdfc" | "fg" | "motor";

/** One journey screen and what one accepted press on its main button does. */
export type StepPressCase = {
  name: string;
  journey: JourneyName;
  /** The screen's path for the journey's requestKey. */
  path: (key: string) => string;
  /** The main button's accessible name. */
  button: string | RegExp;
  /** Where one accepted press leads. */
  next: (key: string) => RegExp;
  /**
   * (a) The control left empty (a saved value is cleared; a box stays unticked) or given `bad`
   * (where empty is allowed), the message beside it, and the value that fixes it (`true`: tick
   * the box). Without it, the screen has nothing a person can get wrong: (a) focuses `focus` and
   * expects the one press to go on.
   */
  invalid?: { name: string; bad?: string; message: string; valid: string | true };
  /** (a) for a screen without `invalid`: the control that has the focus when the button is pressed. */
  focus?: string;
  /**
   * (b) The control changed before the scripts arrive and its new value (`true`: ticked); with
   * `saved`, the step shows it again when opened afresh after the save.
   */
  change?: { name: string; value: string | true; saved: boolean };
  /** The form is a real post to the insurer: a press before hydration leaves at once. */
  postsNatively?: boolean;
};

/** Builds `journey` in a page of its own; returns its requestKey. */
export async function buildJourney(browser: Browser, journey: JourneyName): Promise<string> {
  const context = await browser.newContext();
  // The e2e server names an analytics tracker on a host that never resolves (fixtures.ts).
  await context.route(`${new URL(ANALYTICS_SCRIPT_URL).origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
  );
  const page = await context.newPage();
  try {
    if (journey === "motor") {
      const email = uniqueEmail("press-motor");
      const key = await quoteToPlans(page, {
        rcNo: "MH12AB1234",
        email,
        startDate: displayDaysFromToday(-340),
        endDate: displayDaysFromToday(25),
      });
      await chooseMotorPlan(page, key, "Digit Private Car Comprehensive");
      await completeMotorProposal(page, key, { email });
      await page.getByRole("button", { name: "Save and see final quote" }).click();
      await page.waitForURL(`**/motor/${key}/final-quote`);
      return key;
    }
    const key = await startQuote(page, {
      name: "Asha Verma",
      phone: "9876543210",
      email: uniqueEmail(`press-${journey}`),
    });
    const plan = {
      health: "Digit Health Care Plus",
      hdfc: "Optima Secure",
      fg: "FG Health Absolute",
    };
    await choosePlan(page, plan[journey]);
    await completeProposal(page, key, { hdfc: journey === "hdfc" });
    await page.waitForURL(
      journey === "health"
        ? `**/health/${key}/final-quote`
        : journey === "fg"
          ? `**/insurance/health/${key}/future-genrali/kyc-check`
          : /\/hosted\/kyc\/hdfc-ergo/,
    );
    return key;
  } finally {
    await context.close();
  }
}

/**
 * Counts what a press sends from the screen at `path`: a POST to the screen itself (its server
 * action, or the browser posting the page to itself) or a POST that leaves the page (a form post
 * to the insurer).
 */
function countSends(page: Page, path: string): () => number {
  let sends = 0;
  page.on("request", (r) => {
    if (r.method() !== "POST") return;
    if (new URL(r.url()).pathname === path || r.isNavigationRequest()) sends++;
  });
  return () => sends;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function setValue(control: Locator, value: string | true) {
  if (value === true) await control.check();
  else if ((await control.evaluate((el) => el.tagName)) === "SELECT")
    await control.selectOption(value);
  else await control.fill(value);
}

async function expectValue(control: Locator, value: string | true) {
  if (value === true) await expect(control).toBeChecked();
  else await expect(control).toHaveValue(value);
}

/** The two sequences of one case on the journey with requestKey `key()`; `touch` taps. */
export function stepSequences(c: StepPressCase, key: () => string, touch: boolean) {
  const button = (page: Page) =>
    page.getByRole("main").getByRole("button", { name: c.button }).first();
  const control = (page: Page, name: string) => page.getByRole("main").locator(`[name="${name}"]`);
  return {
    /**
     * (a) A field left empty with its focus still there, the button pressed once: the message
     * beside the field and nothing sent; fixed, pressed once more: on to the next screen, sent once.
     */
    async invalidThenValid(page: Page) {
      const path = c.path(key());
      const sends = countSends(page, path);
      await page.goto(path);
      if (c.invalid) {
        const field = control(page, c.invalid.name);
        if (c.invalid.valid === true) {
          await expect(field).not.toBeChecked();
          await field.focus();
        } else await field.fill(c.invalid.bad ?? "");
        await expect(field).toBeFocused();
        await pressOnce(page, button(page), touch);
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await expect(field).toHaveAccessibleDescription(new RegExp(escape(c.invalid.message)));
        await page.waitForTimeout(500);
        expect(new URL(page.url()).pathname).toBe(path);
        expect(sends()).toBe(0);
        await setValue(field, c.invalid.valid);
      } else if (c.focus) {
        await control(page, c.focus).focus();
        await expect(control(page, c.focus)).toBeFocused();
      }
      await pressOnce(page, button(page), touch);
      await page.waitForURL(c.next(key()));
      expect(sends()).toBe(1);
    },

    /**
     * (b) The saved answers shown before the page's code arrived; a change and a press then:
     * nothing posted, what was typed still there; once the code is there the press takes effect (or, for a real form post to
     * the insurer, the server took it at once), and the change is what the step shows afresh.
     */
    async beforeHydration(page: Page) {
      const path = c.path(key());
      const sends = countSends(page, path);
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: "domcontentloaded" });
      // The saved answers are on screen before the code arrives (saved by the case's (a)).
      if (c.invalid && c.invalid.valid !== true)
        await expect(control(page, c.invalid.name)).toHaveValue(c.invalid.valid);
      if (c.change) await setValue(control(page, c.change.name), c.change.value);
      await pressOnce(page, button(page), touch);
      if (c.postsNatively) {
        await page.waitForURL(c.next(key()));
        await release();
        expect(sends()).toBe(1);
        return;
      }
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(sends()).toBe(0);
      if (c.change) await expectValue(control(page, c.change.name), c.change.value);
      await release();
      await page.waitForURL(c.next(key()));
      expect(sends()).toBe(1);
      if (c.change?.saved) {
        await page.goto(path);
        await expectValue(control(page, c.change.name), c.change.value);
      }
    },
  };
}
