import type { Page } from "@playwright/test";
import { expect, seriousAxeViolations, test, uniqueEmail } from "./support/fixtures";
import {
  choosePlan,
  completeProposal,
  field,
  fillMember,
  startQuote,
  tolerateHostedFavicon,
} from "./health-helpers";
import { chooseMotorPlan, fillMotorOwner, isoDaysFromToday, motorCall } from "./motor-helpers";
import { tabTo } from "./support/keyboard";

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

  // The steps' client components get their catalogue areas in the page (`JourneyWords`); the
  // final quote, whose island is handed its words, carries none. A key's name is in the HTML
  // only with the catalogue (ProposalSteps.unitFeetInches: the member step's height unit).
  const html = async (step: string) => (await page.request.get(`/health/${key}/${step}`)).text();
  expect(await html("member")).toContain("unitFeetInches");
  expect(await html("final-quote")).not.toContain("unitFeetInches");

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
  await fillMotorOwner(page);
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

/** dd/mm/yyyy of the day `years` years before today (India's date is close enough here). */
function yearsAgo(years: number): string {
  const d = new Date();
  return `${String(d.getDate()).padStart(2, "0")}/${String(d.getMonth() + 1).padStart(2, "0")}/${d.getFullYear() - years}`;
}

test("health: a child is not asked adult questions; height in feet and inches; same-as nominee", async ({
  page,
}) => {
  const key = await startQuote(page, {
    name: "Asha Verma",
    phone: "9876543210",
    email: uniqueEmail("steps-child"),
    adults: 1,
    kids: 1,
    members: [
      { dob: "31/01/1990", gender: "Female" },
      { dob: yearsAgo(8), gender: "Female", relation: "Child" },
    ],
  });
  await choosePlan(page, "Digit Health Care Plus");
  const child = page.getByRole("group", { name: /^Member 2/ });
  // Shown after hydration (the second member renders deferred).
  await expect(field(page, "members.1.lastName")).toHaveValue("Verma");
  for (const name of ["maritalStatus", "profession", "documentType", "documentId"])
    await expect(field(child, `members.1.${name}`)).toHaveCount(0);
  await expect(child.getByText(/Under 18/)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The proposer gives her height in feet and inches.
  await fillMember(page, 0);
  await page
    .getByRole("group", { name: /^Member 1/ })
    .getByRole("radio", { name: "Feet and inches" })
    .check();
  await field(page, "members.0.heightFeet").fill("5");
  await field(page, "members.0.heightInches").fill("5");
  await field(page, "members.1.firstName").fill("Meera");
  await field(page, "members.1.height").fill("120");
  await field(page, "members.1.weight").fill("25");
  await save(page);
  await page.waitForURL(`**/health/${key}/medical`);
  await page.goto(`/health/${key}/member`);
  await expect(field(page, "members.0.height")).toHaveValue("165");
  await expect(field(page, "members.1.firstName")).toHaveValue("Meera");

  // Nominee: same as the child member fills name, date of birth, gender and relation.
  await page.goto(`/health/${key}/nominee`);
  await page.getByLabel("Same as a member").selectOption({ label: "Meera Verma" });
  await expect(field(page, "firstName")).toHaveValue("Meera");
  await expect(field(page, "lastName")).toHaveValue("Verma");
  await expect(field(page, "dob")).toHaveValue(yearsAgo(8));
  await expect(field(page, "gender")).toHaveValue("female");
  await expect(field(page, "relation")).toHaveValue("daughter");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await save(page);
  await page.waitForURL(`**/health/${key}/communication`);
});

test("health, hdfc-ergo: with the critical-illness cover unticked the member step saves", async ({
  page,
}) => {
  const key = await startQuote(page, {
    name: "Farah Khan",
    phone: "9012345678",
    email: uniqueEmail("steps-hdfc"),
  });
  await choosePlan(page, "Optima Secure");
  // Cover and policy type came with the plan: shown, not asked again.
  await expect(field(page, "members.0.sumInsured")).toBeDisabled();
  await expect(field(page, "members.0.sumInsured")).toHaveValue("500000");
  await expect(field(page, "members.0.policyType")).toHaveValue("Individual");
  await expect(field(page, "members.0.criticalIllnessPlan")).toHaveCount(0);
  await fillMember(page, 0, { annualIncome: "900000" });
  await field(page, "members.0.criticalIllnessCover").check();
  await expect(field(page, "members.0.criticalIllnessPlan")).toBeVisible();
  await field(page, "members.0.criticalIllnessCover").uncheck();
  await expect(field(page, "members.0.criticalIllnessPlan")).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await save(page);
  await page.waitForURL(`**/health/${key}/medical`);
});

test("health, keyboard only and in Hindi: same-as nominee and the fitted member questions", async ({
  page,
}) => {
  const key = await startQuote(page, {
    name: "Farah Khan",
    phone: "9012345678",
    email: uniqueEmail("steps-keys"),
    adults: 2,
    members: [
      { dob: "01/01/1985", gender: "Female" },
      { dob: "02/02/1983", gender: "Male", relation: "Spouse" },
    ],
  });
  await choosePlan(page, "Digit Health Care Plus");
  await fillMember(page, 0);
  await fillMember(page, 1, { firstName: "Imran" });
  await save(page);
  await page.waitForURL(`**/health/${key}/medical`);

  await page.goto(`/health/${key}/nominee`);
  const sameAs = page.getByLabel("Same as a member");
  await tabTo(page, sameAs);
  await page.keyboard.type("Imran");
  await expect(field(page, "relation")).toHaveValue("husband");
  await expect(field(page, "firstName")).toHaveValue("Imran");
  await tabTo(page, page.getByRole("button", { name: "Save and continue" }));
  await page.keyboard.press("Enter");
  await page.waitForURL(`**/health/${key}/communication`);

  // Hindi: the same questions, in Hindi.
  await page.goto(`/hi/health/${key}/nominee`);
  await expect(page.getByLabel("किसी सदस्य जैसा")).toBeVisible();
  await expect(field(page, "relation").locator("option").nth(1)).toHaveText("पत्नी");
  await page.goto(`/hi/health/${key}/member`);
  await expect(page.getByRole("radio", { name: "फ़ुट और इंच" }).first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
