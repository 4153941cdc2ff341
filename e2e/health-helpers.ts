import type { Locator, Page } from "@playwright/test";
import { consoleErrorText, expect, seriousAxeViolations } from "./support/fixtures";

/** Shared steps of the health journey specs (e2e/health-*.spec.ts). */

/**
 * The sandbox's hosted insurer pages have no favicon, so Chromium logs a 404 for
 * `{sandbox}/favicon.ico` while the test's page is on them. That is the test double's page, not
 * the site: drop exactly that message from the fixture's console errors.
 */
export function tolerateHostedFavicon(page: Page, consoleErrors: string[]): void {
  page.on("console", (message) => {
    if (message.type() !== "error" || !message.location().url.endsWith("/favicon.ico")) return;
    const i = consoleErrors.lastIndexOf(consoleErrorText(message));
    if (i >= 0) consoleErrors.splice(i, 1);
  });
}

export type Member = {
  dob: string;
  gender: "Male" | "Female" | "Other";
  relation?: "Spouse" | "Child" | "Parent";
};
export type Quote = {
  name: string;
  phone: string;
  email: string;
  adults?: number;
  kids?: number;
  pincode?: string;
  members?: Member[];
  pospNumber?: string;
};

export const wizard = (page: Page) => page.locator("#health-quote");
export const field = (scope: Page | Locator, name: string) => scope.locator(`[name="${name}"]`);

/** Fills the /health-insurance wizard (customer, or agent when pospNumber is set) up to the last step. */
export async function fillQuote(page: Page, q: Quote): Promise<void> {
  const w = wizard(page);
  if (q.pospNumber !== undefined) {
    await w.getByRole("tab", { name: /Agent/ }).click();
    await field(w, "pospNumber").fill(q.pospNumber);
    await w.getByRole("button", { name: "Continue" }).click();
  }
  await field(w, "name").fill(q.name);
  await field(w, "phone").fill(q.phone);
  await field(w, "email").fill(q.email);
  await w.getByRole("button", { name: "Continue" }).click();
  await field(w, "adults").fill(String(q.adults ?? 1));
  await field(w, "kids").fill(String(q.kids ?? 0));
  await field(w, "pincode").fill(q.pincode ?? "400072");
  await w.getByRole("button", { name: "Continue" }).click();
  const members = q.members ?? [{ dob: "31/01/1990", gender: "Female" }];
  for (const [i, m] of members.entries()) {
    await field(w, `insuredPersons.${i}.dob`).fill(m.dob);
    await field(w, `insuredPersons.${i}.gender`).selectOption(m.gender);
    if (i > 0 && m.relation)
      await field(w, `insuredPersons.${i}.relation`).selectOption(m.relation);
  }
}

/** Submits a quote from /health-insurance and returns the requestKey of the plans page. */
export async function startQuote(page: Page, q: Quote): Promise<string> {
  await page.goto("/health-insurance");
  await fillQuote(page, q);
  await wizard(page).getByRole("button", { name: "View plans" }).click();
  await page.waitForURL(/\/insurance-compare\/health\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Select Your Plan" })).toBeVisible();
  // The loading view (spinner) has the same heading: wait until the plans (or the apology) are in.
  await expect(page.getByText("Please wait while we find the best plans for you...")).toHaveCount(
    0,
  );
  return new URL(page.url()).pathname.split("/").pop() as string;
}

/** Chooses the plan whose card heading is `planName`. */
export async function choosePlan(page: Page, planName: string): Promise<void> {
  await page.getByRole("button", { name: new RegExp(`^Choose ${planName} for`) }).click();
  await page.waitForURL(/\/health\/[^/]+\/member$/);
}

export type MemberDetails = {
  firstName?: string;
  lastName?: string;
  maritalStatus?: string;
  profession?: string;
  height?: string;
  weight?: string;
  documentType?: string;
  documentId?: string;
  documentIssueDate?: string;
  annualIncome?: string;
};

const defaults: Required<Omit<MemberDetails, "firstName" | "lastName" | "annualIncome">> = {
  maritalStatus: "Married",
  profession: "Software Engineer",
  height: "165",
  weight: "60",
  documentType: "PAN",
  documentId: "ABCDE1234F",
  documentIssueDate: "15/06/2015",
};

/** Fills member `i` of the member form (names only when given: member 1's come from the quote). */
export async function fillMember(
  page: Page,
  i: number,
  details: MemberDetails = {},
): Promise<void> {
  const d = { ...defaults, ...details };
  const f = (name: string) => field(page, `members.${i}.${name}`);
  if (details.firstName) await f("firstName").fill(details.firstName);
  if (details.lastName) await f("lastName").fill(details.lastName);
  await f("maritalStatus").selectOption(d.maritalStatus);
  await f("profession").selectOption(d.profession);
  await f("height").fill(d.height);
  await f("weight").fill(d.weight);
  await f("documentType").selectOption(d.documentType);
  await f("documentId").fill(d.documentId);
  await f("documentIssueDate").fill(d.documentIssueDate);
  if (details.annualIncome) await f("annualIncome").fill(details.annualIncome);
}

/** The medical questions' flags, in screen order (the contract's names). */
export const medicalFlagNames = [
  "hasDisease",
  "hasThyroid",
  "hasDiabetes",
  "hasAsthma",
  "hasHypertension",
  "hasHyperlipidemia",
  "onMeds",
  "hasSymptoms",
  "hasGynae",
  "usesTobacco",
  "drinksAlcohol",
] as const;

/** The Yes or No radio of member `i` (0-based row) for a medical question. */
export const medicalAnswer = (page: Page, i: number, flag: string, value: "yes" | "no") =>
  page.locator(`input[type="radio"][name="members.${i}.${flag}"][value="${value}"]`);

/**
 * Answers the medical step (issue 23): No for every member and question, then Yes where `yes`
 * says, with its details (a radio's value is checked, other fields filled).
 */
export async function answerMedical(
  page: Page,
  yes: { member: number; flag: string; details?: Record<string, string> }[] = [],
): Promise<void> {
  // Wait for the step to render before counting its members.
  await medicalAnswer(page, 0, "hasDisease", "no").waitFor();
  const members = await page
    .locator('input[type="radio"][name$=".hasDisease"][value="no"]')
    .count();
  for (const flag of medicalFlagNames)
    for (let i = 0; i < members; i++) await medicalAnswer(page, i, flag, "no").check();
  for (const { member, flag, details } of yes) {
    await medicalAnswer(page, member, flag, "yes").check();
    const block = medicalDetailsName(flag);
    for (const [name, value] of Object.entries(details ?? {})) {
      const control = field(page, `members.${member}.${block}.${name}`);
      if ((await control.first().getAttribute("type")) === "radio")
        await control.and(page.locator(`[value="${value}"]`)).check();
      else await control.fill(value);
    }
  }
}

/** The detail object a medical flag reveals (`hasDisease` → `disease`). */
export function medicalDetailsName(flag: string): string {
  const names: Record<string, string> = {
    hasDisease: "disease",
    hasThyroid: "thyroid",
    hasDiabetes: "diabetes",
    hasAsthma: "asthma",
    hasHypertension: "hypertension",
    hasHyperlipidemia: "lipids",
    onMeds: "meds",
    hasSymptoms: "symptoms",
    hasGynae: "gynae",
    usesTobacco: "tobacco",
    drinksAlcohol: "alcohol",
  };
  return names[flag] ?? flag;
}

/** Member → medical → nominee → communication with simple answers; ends where communication sends the visitor. */
export async function completeProposal(
  page: Page,
  key: string,
  opts: { hdfc?: boolean; axe?: boolean } = {},
): Promise<void> {
  const axe = async () => {
    // Right after a step's client-side navigation axe at 360 px sometimes judges a footer link
    // mid-layout (target-size; gone a moment later, CSS in place): judge the settled step.
    if (opts.axe)
      await expect(async () => expect(await seriousAxeViolations(page)).toEqual([])).toPass({
        timeout: 10_000,
      });
  };
  await expect(page.getByRole("heading", { level: 1, name: "Member details" })).toBeVisible();
  await axe();
  await fillMember(page, 0, opts.hdfc ? { annualIncome: "1200000" } : {});
  if (opts.hdfc) {
    // Cover and policy type come with the plan (shown, not asked); the critical-illness plan and
    // amount appear once the cover is ticked (issue 23).
    await expect(field(page, "members.0.sumInsured")).toBeDisabled();
    await field(page, "members.0.criticalIllnessCover").check();
    await field(page, "members.0.criticalIllnessPlan").selectOption("12");
    await field(page, "members.0.criticalIllnessCoverValue").fill("200000");
  }
  await page.getByRole("button", { name: "Save and continue" }).click();
  await page.waitForURL(`**/health/${key}/medical`);
  await axe();

  await answerMedical(page, [{ member: 0, flag: "hasDisease", details: { name: "Migraine" } }]);
  await axe();
  await page.getByRole("button", { name: "Save and continue" }).click();
  await page.waitForURL(`**/health/${key}/nominee`);
  await axe();

  await field(page, "firstName").fill("Ravi");
  await field(page, "lastName").fill("Verma");
  await field(page, "dob").fill("02/03/1988");
  await field(page, "gender").selectOption("male");
  await field(page, "relation").selectOption("husband");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await page.waitForURL(`**/health/${key}/communication`);
  await expect(field(page, "mobile")).not.toHaveValue("");
  await axe();

  await field(page, "street").fill("12 MG Road");
  await field(page, "city").fill("Mumbai");
  await field(page, "pincode").fill("400072");
  await page.getByRole("button", { name: "Save and continue" }).click();
}

/** The proposer's declaration on the final quote (issue 22 item 4): Buy refuses without it. */
export const declaration = (page: Page) => page.getByRole("checkbox", { name: /^I declare/ });

/** The final quote's Buy button ("Buy Now: pay ₹14,713"). */
export const buyButton = (page: Page) => page.getByRole("button", { name: /^Buy Now/ });

/** Ticks the declaration and presses Buy (the purchase step of every journey spec). */
export async function declareAndBuy(page: Page): Promise<void> {
  await declaration(page).check();
  await buyButton(page).click();
}
