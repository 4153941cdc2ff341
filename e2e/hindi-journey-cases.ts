import type { Page } from "@playwright/test";
import en from "@/messages/en.json" with { type: "json" };
import hi from "@/messages/hi.json" with { type: "json" };
import { previousInsurers } from "@/lib/journeys/motor/insurers";
import { insurerName } from "@/lib/journeys/shared/format";
import { expect, seriousAxeViolations, test, SANDBOX_URL, uniqueEmail } from "./support/fixtures";
import { englishRuns } from "./support/english-runs";

/**
 * The cases of e2e/hindi-journey.spec.ts (desktop) and e2e/hindi-journey-phone.spec.ts (the
 * phone project). Hindi journey screens (issue 13): a health quote made on the sandbox broker's API, then its
 * plans, the first proposal step and the next one on /hi/…; and the first motor screen. Each
 * screen is a Hindi document, never indexed, with no English UI words (plan, insurer and vehicle
 * names from the broker, numbers, codes and brand names allowed), no serious or critical axe
 * finding, and links and steps that stay under /hi.
 */

type Json = Record<string, unknown>;

async function call(api: "health" | "motor", path: string, body: unknown): Promise<Json> {
  const res = await fetch(`${SANDBOX_URL}/product/${api}/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "Idempotency-Key": crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Json;
  expect(res.status, `${path}: ${JSON.stringify(json)}`).toBe(200);
  return json;
}

/** The main content's visible text and every option of its selects. */
async function mainText(page: Page): Promise<string> {
  const main = page.locator("main");
  const options = await main.locator("option").allTextContents();
  return `${await main.innerText()}\n${options.join("\n")}`;
}

async function expectHindiDocument(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/);
}

type PlanCard = {
  pName: string;
  pCode: string;
  companyName: string;
  features?: { label: string; value: string }[];
};

/** A one-adult health quote; its requestKey and the plans the broker offers for it. */
async function healthQuote(tag: string): Promise<{ key: string; plans: PlanCard[] }> {
  const quote = await call("health", "/form/one/submit", {
    adults: 1,
    kids: 0,
    pincode: "400072",
    name: "Asha Verma",
    phone: "9876543210",
    email: uniqueEmail(tag),
    insuredPersons: [{ memberNo: 1, dob: "1990-01-31", gender: "Female", relation: "Self" }],
  });
  const key = quote.key as string;
  const plans = (await call("health", "/get/quick-quotes", { requestKey: key })).data as PlanCard[];
  return { key, plans };
}

/** Registers the Hindi journey tests in the calling spec file (its Playwright project). */
export function hindiJourneyTests(): void {
  test.describe.configure({ timeout: 120_000 });

  test("the English detector finds English on the English plans page", async ({ page }) => {
    // The check below can fail: on the English screen it sees the English words.
    const { key, plans } = await healthQuote("hi-journey-en");
    await page.goto(`/insurance-compare/health/${key}`);
    await expect(
      page.getByRole("heading", { level: 1, name: en.Journey.selectPlan }),
    ).toBeVisible();
    const names = [...plans.map((p) => p.pName), ...plans.map((p) => insurerName(p.companyName))];
    expect(englishRuns(await mainText(page), names)).toContain(en.Journey.selectPlan);
  });

  test("health in Hindi: plans, a plan chosen by keyboard, the member step's Hindi messages, then medical", async ({
    page,
  }) => {
    const { key, plans } = await healthQuote("hi-journey");
    // Broker text stays as sent (issue 22): plan and insurer names and the plans' own facts.
    const names = [
      ...plans.map((p) => p.pName),
      ...plans.map((p) => insurerName(p.companyName)),
      ...plans.flatMap((p) => (p.features ?? []).flatMap((f) => [f.label, f.value])),
    ];

    const response = await page.goto(`/hi/insurance-compare/health/${key}`);
    expect(response?.headers()["x-robots-tag"]).toContain("noindex");
    await expectHindiDocument(page);
    await expect(
      page.getByRole("heading", { level: 1, name: hi.Journey.selectPlan }),
    ).toBeVisible();
    await expect(page.getByText(hi.Plans.finding)).toHaveCount(0);
    // On a phone the sort and filters fold behind one button (its Hindi name, count 0).
    if ((page.viewportSize()?.width ?? 1280) < 640)
      await page.getByRole("button", { name: "क्रम और फ़िल्टर" }).click();
    await expect(page.getByLabel(hi.Plans.sortPlans)).toBeVisible();
    expect(englishRuns(await mainText(page), names)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A future-genrali plan (no extra hdfc-ergo fields): its Choose button, pressed with Enter.
    const plan = plans.find((p) => p.companyName === "future-genrali") ?? plans[0];
    if (!plan) throw new Error("the sandbox offered no plan");
    const choose = page.getByRole("button", { name: new RegExp(plan.pName) }).first();
    await choose.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`**/hi/health/${key}/member`);

    await expectHindiDocument(page);
    await expect(page.getByRole("heading", { level: 1, name: hi.Titles.member })).toBeVisible();
    await expect(page.getByRole("navigation", { name: hi.Journey.proposalProgress })).toBeVisible();
    expect(englishRuns(await mainText(page), names)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Submitted empty: the messages beside the fields are the Hindi catalogue's.
    const member = (name: string) => page.locator(`[name="members.0.${name}"]`);
    await member("firstName").fill("");
    await page.getByRole("button", { name: hi.Journey.saveAndContinue }).click();
    await expect(member("firstName")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("main")).toContainText(hi.Validation.firstName);
    await expect(page.locator("main")).toContainText(hi.Validation.maritalStatus);
    const messages = await page.locator("main .field-error").allInnerTexts();
    expect(messages.length).toBeGreaterThan(1);
    expect(messages.flatMap((m) => englishRuns(m, []))).toEqual([]);
    await expect(page).toHaveURL(new RegExp(`/hi/health/${key}/member$`));

    // Filled in: on to the medical step, still in Hindi.
    await member("firstName").fill("Asha");
    await member("lastName").fill("Verma");
    await member("maritalStatus").selectOption("Married");
    await member("profession").selectOption("Software Engineer");
    await member("height").fill("165");
    await member("weight").fill("60");
    await member("documentType").selectOption("PAN");
    await member("documentId").fill("ABCDE1234F");
    await member("documentIssueDate").fill("15/06/2015");
    await page.getByRole("button", { name: hi.Journey.saveAndContinue }).click();
    await page.waitForURL(`**/hi/health/${key}/medical`);
    await expectHindiDocument(page);
    await expect(page.getByRole("heading", { level: 1, name: hi.Titles.medical })).toBeVisible();
    await expect(page.getByRole("group", { name: hi.Medical.flagDiabetes })).toBeVisible();
    await expect(page.getByRole("radio", { name: hi.Common.yes }).first()).toBeVisible();
    // Each question names the member as typed (issue 23): the visitor's own name stays as typed.
    expect(englishRuns(await mainText(page), [...names, "Asha Verma"])).toEqual([]);
  });

  test("motor in Hindi: the previous-insurance screen, its Hindi messages, no English", async ({
    page,
  }) => {
    const quote = await call("motor", "/form/one/submit", {
      rcNo: "MH12AB1234",
      name: "Asha Rao",
      phone: "9876543210",
      email: uniqueEmail("hi-journey-motor"),
    });
    const key = quote.requestKey as string;
    const base = await call("motor", "/get/base-policy-details", { requestKey: key });
    const vehicle = ((base.meta as Json | undefined)?.vehicle ?? {}) as Record<string, unknown>;
    const allowed = [
      ...previousInsurers.map((i) => i.name),
      ...["make", "model", "variant", "fuel"].flatMap((k) =>
        typeof vehicle[k] === "string" ? [vehicle[k]] : [],
      ),
    ];

    await page.goto(`/hi/motor/${key}/additional-policy-details`);
    await expectHindiDocument(page);
    await expect(
      page.getByRole("heading", { level: 1, name: hi.MotorJourney.vehicleTitle }),
    ).toBeVisible();
    expect(englishRuns(await mainText(page), allowed)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Insurance 1 emptied and saved: Hindi messages beside its fields, still on /hi.
    const company = page.locator('[name="insurances.0.insuranceCompany"]');
    await company.selectOption("");
    await page.locator('[name="insurances.0.policyNumber"]').fill("");
    await page.getByRole("button", { name: hi.PreviousInsurance.submit }).click();
    await expect(company).toHaveAttribute("aria-invalid", "true");
    const messages = await page.locator("main .field-error").allInnerTexts();
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.flatMap((m) => englishRuns(m, []))).toEqual([]);
    await expect(page).toHaveURL(new RegExp(`/hi/motor/${key}/additional-policy-details$`));
  });
}
