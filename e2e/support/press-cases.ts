import { expect, type Page } from "@playwright/test";
import { expectOneLead, type PressCase } from "./every-press";

/** POSTs the page made (server actions, or a form posting the page to itself), per page. */
const posts = new WeakMap<Page, number>();

/** Starts counting the page's POSTs (call before the first `goto`). */
export function countPosts(page: Page): void {
  posts.set(page, 0);
  page.on("request", (r) => {
    if (r.method() === "POST") posts.set(page, (posts.get(page) ?? 0) + 1);
  });
}

/** The POSTs counted so far. */
export function postsOf(page: Page): number {
  return posts.get(page) ?? 0;
}

const leadSent = async (page: Page, email: string) => {
  await page.waitForURL(/\/thank-you\?ref=[\w-]+$/);
  await expectOneLead(email);
  expect(postsOf(page)).toBe(1);
};
const nothingPosted = async (page: Page) => {
  await page.waitForTimeout(500);
  expect(postsOf(page)).toBe(0);
};

const person = (email: string) => ({
  firstName: "Asha",
  lastName: "Verma",
  email,
  phone: "98765 43210",
});

/** Every form the sweep presses (issue 23 item 7). KYC forms are the "final" engineer's. */
export const PRESS_CASES: PressCase[] = [
  {
    name: "contact form",
    path: "/contact",
    open: async (page) => page.locator("#lead-form form"),
    button: "Send enquiry",
    values: person,
    sent: leadSent,
    notSent: nothingPosted,
  },
  {
    name: "lead form of a content page (/posp)",
    path: "/posp",
    open: async (page) => page.locator("#lead-form form"),
    button: /call back/i,
    values: person,
    sent: leadSent,
    notSent: nothingPosted,
  },
  {
    name: "consultation dialog",
    path: "/about",
    open: async (page) => {
      await page
        .getByRole("banner")
        .getByRole("button", { name: "Free consultation" })
        .filter({ visible: true })
        .first()
        .click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      return dialog.locator("form");
    },
    button: "Request my consultation",
    values: person,
    sent: leadSent,
    notSent: nothingPosted,
  },
  {
    name: "health quote, step 1",
    path: "/health-insurance",
    open: async (page) => page.locator("#health-quote"),
    button: "Continue",
    values: (email) => ({ name: "Asha Verma", phone: "98765 43210", email }),
    sent: async (page) => {
      await expect(page.locator('#health-quote [name="adults"]')).toBeVisible();
      expect(postsOf(page)).toBe(0);
    },
    notSent: async (page) => {
      await page.waitForTimeout(500);
      await expect(page.locator('#health-quote [name="adults"]')).toHaveCount(0);
    },
  },
  {
    name: "motor quote, step 1",
    path: "/motor-insurance",
    open: async (page) => page.locator("#motor-quote"),
    button: "Continue",
    values: (email) => ({ rcNo: "MH12AB1234", name: "Asha Verma", phone: "98765 43210", email }),
    sent: async (page) => {
      await expect(
        page.locator("#motor-quote").getByRole("button", { name: "Get quotes" }),
      ).toBeVisible();
      expect(postsOf(page)).toBe(0);
    },
    notSent: async (page) => {
      await page.waitForTimeout(500);
      await expect(
        page.locator("#motor-quote").getByRole("button", { name: "Get quotes" }),
      ).toHaveCount(0);
    },
  },
  {
    name: "break-in policy search",
    path: "/motor/search-policy-post-break-in",
    open: async (page) => page.getByRole("form", { name: "Policy search" }),
    button: "Find my policy",
    values: () => ({ policyNo: "DIG123456789" }),
    sent: async (page) => {
      // One search went to the server and its answer is shown (no policy by that number).
      await expect.poll(() => postsOf(page)).toBe(1);
      await expect(
        page.getByRole("form", { name: "Policy search" }).getByRole("alert"),
      ).toBeVisible();
      await page.waitForTimeout(500);
      expect(postsOf(page)).toBe(1);
    },
    notSent: nothingPosted,
  },
];
