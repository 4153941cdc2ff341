import type { Locator, Page } from "@playwright/test";
import { test, expect, uniqueEmail } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { newTabUrl } from "./support/new-tab";
import {
  field,
  medicalAnswer,
  medicalFlagNames,
  tolerateHostedFavicon,
  wizard,
} from "./health-helpers";

/**
 * The whole digit purchase with the keyboard alone: Tab to reach a control, Enter/Space to press,
 * typing (and type-ahead in selects) to fill. No mouse click anywhere.
 */

test.describe.configure({ timeout: 180_000 });

async function type(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target, 120);
  await page.keyboard.type(text);
}

/** Chooses an option of a focused native select by typing its label (type-ahead). */
async function choose(page: Page, target: Locator, label: string, value = label): Promise<void> {
  await tabTo(page, target, 120);
  await page.keyboard.type(label);
  await expect(target).toHaveValue(value);
}

async function press(page: Page, target: Locator, key = "Enter"): Promise<void> {
  await tabTo(page, target, 120);
  await page.keyboard.press(key);
}

test("the digit purchase by keyboard alone", async ({ page, context, consoleErrors }) => {
  tolerateHostedFavicon(page, consoleErrors);
  await page.goto("/health-insurance");
  const w = wizard(page);

  // Tabs: arrow keys switch customer/agent; back to customer.
  await tabTo(page, w.getByRole("tab", { name: "Customer" }));
  await page.keyboard.press("ArrowRight");
  await expect(w.getByRole("tab", { name: /Agent/ })).toBeFocused();
  await expect(w.getByText("Step 1 of 4")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(w.getByText("Step 1 of 3")).toBeVisible();

  await type(page, field(w, "name"), "Kavya Nair");
  await type(page, field(w, "phone"), "9876512345");
  await type(page, field(w, "email"), uniqueEmail("keys"));
  await page.keyboard.press("Enter");
  await expect(w.getByText("Step 2 of 3")).toBeVisible();
  await type(page, field(w, "pincode"), "682001");
  await page.keyboard.press("Enter");
  await expect(w.getByText("Step 3 of 3")).toBeVisible();
  await type(page, field(w, "insuredPersons.0.dob"), "14081992");
  await choose(page, field(w, "insuredPersons.0.gender"), "Female");
  await press(page, w.getByRole("button", { name: "View plans" }));
  await page.waitForURL(/\/insurance-compare\/health\/[^/]+$/);
  const key = new URL(page.url()).pathname.split("/").pop() as string;

  await press(page, page.getByRole("button", { name: /^Choose Digit Health Care Plus for/ }));
  await page.waitForURL(`**/health/${key}/member`);
  await choose(page, field(page, "members.0.maritalStatus"), "Single");
  await choose(page, field(page, "members.0.profession"), "Teacher");
  await type(page, field(page, "members.0.height"), "160");
  await type(page, field(page, "members.0.weight"), "55");
  await choose(page, field(page, "members.0.documentType"), "PAN card", "PAN");
  await type(page, field(page, "members.0.documentId"), "ABCDE1234F");
  await type(page, field(page, "members.0.documentIssueDate"), "01022016");
  await press(page, page.getByRole("button", { name: "Save and continue" }));

  await page.waitForURL(`**/health/${key}/medical`);
  // Each question is a radio group per member (issue 23): one Tab stop per group, the arrow
  // keys choose No, Space chooses Yes (the first radio).
  await tabTo(page, medicalAnswer(page, 0, "hasDisease", "yes"), 120);
  for (const flag of medicalFlagNames) {
    if (flag === "drinksAlcohol") {
      await page.keyboard.press("Space");
      await expect(medicalAnswer(page, 0, flag, "yes")).toBeChecked();
    } else {
      await page.keyboard.press("ArrowRight");
      await expect(medicalAnswer(page, 0, flag, "no")).toBeChecked();
      await page.keyboard.press("Tab");
    }
  }
  await type(page, field(page, "members.0.alcohol.frequency"), "Occasionally");
  await press(page, page.getByRole("button", { name: "Save and continue" }));

  await page.waitForURL(`**/health/${key}/nominee`);
  await type(page, field(page, "firstName"), "Arun");
  await type(page, field(page, "lastName"), "Nair");
  await choose(page, field(page, "relation"), "Sister", "sister");
  await press(page, page.getByRole("button", { name: "Save and continue" }));

  await page.waitForURL(`**/health/${key}/communication`);
  await type(page, field(page, "street"), "3 Marine Drive");
  await type(page, field(page, "city"), "Kochi");
  await press(page, page.getByRole("button", { name: "Save and continue" }));

  await page.waitForURL(`**/health/${key}/final-quote`);
  // The declaration with Space, Buy with Enter; KYC and payment in this tab (issue 23 item 6).
  await press(page, page.getByRole("checkbox", { name: /^I declare/ }), "Space");
  await expect(page.getByRole("checkbox", { name: /^I declare/ })).toBeChecked();
  await press(page, page.getByRole("button", { name: /^Buy Now: pay ₹/ }));
  await page.waitForURL(/\/hosted\/kyc\/digit/);
  await press(page, page.getByRole("button", { name: "Approve KYC" }));
  await expect(page).toHaveURL(
    new RegExp(`/insurance/health/${key}/digit/digit-product\\?from=kyc$`),
    {
      timeout: 30_000,
    },
  );
  await press(page, page.getByRole("link", { name: /^Pay ₹/ }));
  await press(page, page.getByRole("button", { name: /^Pay ₹/ }));
  await expect(page).toHaveURL(new RegExp(`/health/${key}/generate-policy$`), {
    timeout: 30_000,
  });
  expect(context.pages()).toHaveLength(1);
  const payment = page;
  await expect(payment.getByRole("heading", { level: 1, name: /^Congratulations / })).toBeVisible();
  const opened = await newTabUrl(
    payment,
    (u) => u.endsWith(".pdf"),
    () => press(payment, payment.getByRole("link", { name: /^Policy Schedule/ })),
  );
  expect(opened).toContain("policySchedule.pdf");
});
