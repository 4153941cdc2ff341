import { expect, type Locator, type Page, type Route } from "@playwright/test";
import { storedLeads, uniqueEmail } from "./fixtures";

/**
 * The sweep of issue 23 item 7 ("every press acts, once"), shared by the desktop spec
 * (e2e/every-press.spec.ts) and the phone project (e2e/phone-press.spec.ts): each form's main button,
 * pressed once, in four sequences.
 */

/** One form of the site and what "sent" means for it. */
export type PressCase = {
  name: string;
  path: string;
  /** The form (after opening it, for the dialog). */
  open: (page: Page) => Promise<Locator>;
  /** The main button's accessible name. */
  button: string | RegExp;
  /** Valid values by contract name, in the order typed; the last keeps the focus. */
  values: (email: string) => Record<string, string>;
  /** Waits for what one accepted press does (a lead stored once, the next step). */
  sent: (page: Page, email: string) => Promise<void>;
  /** After a refused press: nothing went out (no lead, same step). */
  notSent: (page: Page) => Promise<void>;
};

/**
 * Presses `button` as a finger or mouse does: down and up on the centre of the box it had
 * before the press (a layout move between the two loses the click, as it would for a person).
 */
export async function pressOnce(page: Page, button: Locator, touch = false): Promise<void> {
  // The quote shell may swap to its wizard (same markup) while we look: take the box of the one
  // on screen once it is stable.
  const found: { box: { x: number; y: number; width: number; height: number } | null } = {
    box: null,
  };
  await expect(async () => {
    await button.scrollIntoViewIfNeeded({ timeout: 1_000 });
    found.box = await button.boundingBox({ timeout: 1_000 });
    expect(found.box).not.toBeNull();
  }).toPass({ timeout: 10_000 });
  const { box } = found;
  if (!box) throw new Error("the button has no box");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (touch) {
    // A tap as Chromium dispatches it: touch events, then the compatibility mouse events.
    await page.touchscreen.tap(x, y);
    return;
  }
  await page.mouse.move(x, y);
  await page.mouse.down();
  // A person's press lasts a moment: long enough for a message to appear and move the button.
  await page.waitForTimeout(120);
  await page.mouse.up();
}

async function fill(form: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const control = form.locator(`[name="${name}"]`);
    if ((await control.evaluate((el) => el.tagName)) === "SELECT")
      await control.selectOption(value);
    else await control.fill(value);
  }
}

/** The number of leads stored with `email` (the sandbox broker's own list). */
export async function leadsWith(email: string): Promise<number> {
  return (await storedLeads()).filter((l) => l.email === email).length;
}

/** Expects exactly one stored lead for `email`, now and a moment later (no second delivery). */
export async function expectOneLead(email: string): Promise<void> {
  await expect.poll(() => leadsWith(email), { timeout: 15_000 }).toBe(1);
  await new Promise((r) => setTimeout(r, 500));
  expect(await leadsWith(email)).toBe(1);
}

/** Holds every script of the page until `release` is called (the "before hydration" press). */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route("**/_next/static/**/*.js", (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  return async () => {
    holding = false;
    for (const route of held.splice(0)) await route.continue();
  };
}

/** The four sequences of one case; `touch` taps instead of clicking. */
export function sequences(c: PressCase, touch: boolean) {
  const button = (form: Locator) => form.getByRole("button", { name: c.button });
  return {
    /** (a) Focus a field, press with the form empty: messages shown, nothing sent, one press. */
    async emptyWithFocus(page: Page) {
      await page.goto(c.path);
      const form = await c.open(page);
      const first = Object.keys(c.values("x@example.com"))[0]!;
      await form.locator(`[name="${first}"]`).focus();
      await pressOnce(page, button(form), touch);
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
      await c.notSent(page);
    },
    /** (b) Fill the form and press with the focus still in the last field: sent, once. */
    async focusInLastField(page: Page) {
      const email = uniqueEmail("press-b");
      await page.goto(c.path);
      const form = await c.open(page);
      await fill(form, c.values(email));
      await pressOnce(page, button(form), touch);
      await c.sent(page, email);
    },
    /** (c) Press after a message showed, fix the fields, press once: sent. */
    async afterMessage(page: Page) {
      const email = uniqueEmail("press-c");
      await page.goto(c.path);
      const form = await c.open(page);
      await pressOnce(page, button(form), touch);
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
      await fill(form, c.values(email));
      await pressOnce(page, button(form), touch);
      await c.sent(page, email);
    },
    /** (d) Type and press before the page's code has arrived: the press is kept, nothing lost. */
    async beforeHydration(page: Page) {
      const email = uniqueEmail("press-d");
      const release = await holdScripts(page);
      await page.goto(c.path, { waitUntil: "domcontentloaded" });
      const form = await c.open(page);
      const values = c.values(email);
      await fill(form, values);
      await pressOnce(page, button(form), touch);
      // The page was not posted to itself: what was typed is still there.
      for (const [name, value] of Object.entries(values))
        if ((await form.locator(`[name="${name}"]`).getAttribute("type")) !== "radio")
          await expect(form.locator(`[name="${name}"]`)).toHaveValue(value);
      await release();
      await c.sent(page, email);
    },
  };
}
