import type { Page } from "@playwright/test";
import { expect, seriousAxeViolations, test, uniqueEmail } from "./support/fixtures";
import {
  choosePlan,
  completeProposal,
  field,
  startQuote,
  tolerateHostedFavicon,
} from "./health-helpers";
import { chooseMotorPlan, isoDaysFromToday, motorCall } from "./motor-helpers";

/**
 * The proposal steps keep what was saved, however they are reached (issue 23 items 1–5): the
 * browser's Back after a save, a save after Back, a step opened from the review, and the
 * questions fitted to the person.
 */

test.describe.configure({ timeout: 150_000 });
test.beforeEach(({ page, consoleErrors }) => tolerateHostedFavicon(page, consoleErrors));

const save = (page: Page) => page.getByRole("button", { name: "Save and continue" }).click();

/** A health request through the browser up to its final quote (Digit, one adult). */
async function healthToFinalQuote(page: Page): Promise<string> {
  const key = await startQuote(page, {
    name: "Asha Verma",
    phone: "9876543210",
    email: uniqueEmail("steps"),
  });
  await choosePlan(page, "Digit Health Care Plus");
  await completeProposal(page, key);
  await page.waitForURL(`**/health/${key}/final-quote`);
  return key;
}

test("health: Back to the saved address and nominee shows them; a save after Back keeps them", async ({
  page,
}) => {
  const key = await healthToFinalQuote(page);

  // Back to the address step: what was saved, not the empty copy of the first visit.
  await page.goBack();
  await page.waitForURL(`**/health/${key}/communication`);
  await expect(field(page, "street")).toHaveValue("12 MG Road");
  await expect(field(page, "city")).toHaveValue("Mumbai");
  await expect(field(page, "pincode")).toHaveValue("400072");

  // Back again to the nominee step.
  await page.goBack();
  await page.waitForURL(`**/health/${key}/nominee`);
  await expect(field(page, "firstName")).toHaveValue("Ravi");
  await expect(field(page, "relation")).toHaveValue("husband");
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Saving the step reached by Back keeps it; a reload proves it.
  await save(page);
  await page.waitForURL(`**/health/${key}/communication`);
  await expect(field(page, "street")).toHaveValue("12 MG Road");
  await save(page);
  await page.waitForURL(`**/health/${key}/final-quote`);
  await page.goto(`/health/${key}/nominee`);
  await expect(field(page, "firstName")).toHaveValue("Ravi");
  await expect(field(page, "lastName")).toHaveValue("Verma");
  await page.goto(`/health/${key}/communication`);
  await expect(field(page, "street")).toHaveValue("12 MG Road");

  // Forward after Back shows the saved step too.
  await page.goBack();
  await page.waitForURL(`**/health/${key}/nominee`);
  await page.goForward();
  await page.waitForURL(`**/health/${key}/communication`);
  await expect(field(page, "street")).toHaveValue("12 MG Road");
});

test("health: a step opened from the review returns to the final quote after its save", async ({
  page,
}) => {
  const key = await healthToFinalQuote(page);
  await page.goto(`/health/${key}/nominee?from=review`);
  await field(page, "firstName").fill("Mohan");
  await save(page);
  await page.waitForURL(`**/health/${key}/final-quote`);
  await page.goto(`/health/${key}/nominee`);
  await expect(field(page, "firstName")).toHaveValue("Mohan");

  // Without ?from=review the usual next step follows.
  await save(page);
  await page.waitForURL(`**/health/${key}/communication`);
});

test("health: the address step starts from the quote; the nominee relations are in order", async ({
  page,
}) => {
  const email = uniqueEmail("steps-prefill");
  const key = await startQuote(page, { name: "Asha Verma", phone: "9876543210", email });
  await choosePlan(page, "Digit Health Care Plus");
  await page.goto(`/health/${key}/communication`);
  await expect(field(page, "email")).toHaveValue(email);
  await expect(field(page, "mobile")).toHaveValue("9876543210");
  await expect(field(page, "pincode")).toHaveValue("400072");

  await page.goto(`/health/${key}/nominee`);
  const labels = await field(page, "relation").locator("option").allTextContents();
  expect(labels.slice(1, 9)).toEqual([
    "Wife",
    "Husband",
    "Son",
    "Daughter",
    "Father",
    "Mother",
    "Brother",
    "Sister",
  ]);
  expect(labels).not.toContain("Spouse");
});

test("motor: Back to the saved nominee shows it; a save after Back keeps it", async ({ page }) => {
  const quote = await motorCall("/form/one/submit", {
    rcNo: "MH14AB7788",
    name: "Asha Rao",
    phone: "9876543210",
    email: uniqueEmail("steps-motor"),
  });
  const key = quote.requestKey as string;
  const saved = await motorCall("/set/base-policy-details", {
    requestKey: key,
    data: {
      insurances: [
        {
          srNo: 1,
          insuranceCompany: "HDFC",
          policyNumber: "OLD-1",
          startDate: isoDaysFromToday(-364 - 40),
          endDate: isoDaysFromToday(20),
          policyType: "comp",
          nbc: 20,
          lastYearClaim: "false",
        },
      ],
    },
  });
  expect(saved.status).toBe(200);
  await page.goto(`/insurance-compare/motor/${key}`);
  await chooseMotorPlan(page, key, "Digit Private Car Comprehensive");
  await field(page, "firstName").fill("Asha");
  await field(page, "lastName").fill("Rao");
  await field(page, "dob").fill("15/08/1988");
  await field(page, "gender").selectOption("Female");
  await field(page, "maritalStatus").selectOption("Widow");
  await field(page, "documentType").selectOption("PAN");
  await field(page, "documentId").fill("ABCDE1234F");
  await field(page, "documentIssueDate").fill("01/02/2015");
  await save(page);
  await page.waitForURL(`**/motor/${key}/nominee`);
  await field(page, "firstName").fill("Ravi");
  await field(page, "lastName").fill("Rao");
  await field(page, "relation").selectOption("son");
  await save(page);
  await page.waitForURL(`**/motor/${key}/communication`);

  await page.goBack();
  await page.waitForURL(`**/motor/${key}/nominee`);
  await expect(field(page, "firstName")).toHaveValue("Ravi");
  await expect(field(page, "relation")).toHaveValue("son");
  await save(page);
  await page.waitForURL(`**/motor/${key}/communication`);
  await page.reload();
  await page.goto(`/motor/${key}/nominee`);
  await expect(field(page, "firstName")).toHaveValue("Ravi");
  await expect(field(page, "lastName")).toHaveValue("Rao");
  await expect(field(page, "relation")).toHaveValue("son");
});
