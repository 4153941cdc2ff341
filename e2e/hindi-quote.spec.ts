import { devices, type Locator, type Page } from "@playwright/test";
import hi from "@/messages/hi.json" with { type: "json" };
import { SANDBOX_URL, expect, seriousAxeViolations, test, uniqueEmail } from "./support/fixtures";
import { englishRuns } from "./support/english-runs";
import { tabTo } from "./support/keyboard";
import { startQuote } from "./health-helpers";

/**
 * The quote wizards on Hindi pages (issue 13), by keyboard: every step in Hindi (no English UI
 * words), Hindi messages for an empty step and a bad pincode or vehicle number, axe clean on each
 * step, the broker receiving the same contract codes as from the English page, and the visitor
 * landing on the Hindi plans (health) or thank-you (motor) page.
 */

test.describe.configure({ timeout: 120_000 });

/** The card's visible text has no English words left. */
async function expectNoEnglish(card: Locator): Promise<void> {
  const text = await card.innerText();
  expect(englishRuns(text), text).toEqual([]);
}

async function type(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}

const field = (scope: Locator, name: string) => scope.locator(`[name="${name}"]`);

/** A row of the sandbox's idempotency log: the body as the broker received it (JSON text). */
type Row = { route: string; requestBody: string | null };

/** The body the sandbox broker received on `route` for the quote sent with `email`. */
async function sentBody(route: string, email: string): Promise<Record<string, unknown>> {
  let body: Record<string, unknown> | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${SANDBOX_URL}/sandbox/idempotency.json`);
      const rows = ((await response.json()) as { data: Row[] }).data;
      body = rows
        .filter((r) => r.route.endsWith(route) && r.requestBody)
        .map((r) => JSON.parse(r.requestBody as string) as Record<string, unknown>)
        .find((b) => b.email === email);
      return body !== undefined;
    })
    .toBe(true);
  return body as Record<string, unknown>;
}

/** A body without what differs between two visitors (their contact details). */
const codesOf = (body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body).filter(([key]) => !["name", "email", "phone"].includes(key)),
  );

const HEALTH_ROUTE = "/health/api/form/one/submit";
const MOTOR_ROUTE = "/motor/api/form/one/submit";

function hindiQuoteTests() {
  test("health: the wizard in Hindi by keyboard, to the Hindi plans", async ({ page }) => {
    await page.goto("/hi/health-insurance");
    const w = page.locator("#health-quote");
    const next = w.getByRole("button", { name: hi.HealthQuote.continue });

    // Step 1 (the server-rendered shell), then an empty Continue.
    await expect(w.getByText("चरण 1 / 3")).toBeVisible();
    await expectNoEnglish(w);
    expect(await seriousAxeViolations(page, "#health-quote")).toEqual([]);
    await tabTo(page, field(w, "name"));
    await page.keyboard.press("Enter");
    await expect(
      w.getByRole("alert").filter({ hasText: hi.Messages.contactDetails }),
    ).toBeVisible();
    await expect(field(w, "name")).toHaveAttribute("aria-invalid", "true");
    await expectNoEnglish(w);
    expect(await seriousAxeViolations(page, "#health-quote")).toEqual([]);

    const email = uniqueEmail("hi-health");
    await type(page, field(w, "name"), "आशा वर्मा");
    await type(page, field(w, "phone"), "9876512345");
    await type(page, field(w, "email"), email);
    await page.keyboard.press("Enter");

    // Step 2: a bad pincode gets the Hindi message beside it.
    await expect(w.getByText("चरण 2 / 3")).toBeVisible();
    await expect(w.getByRole("heading", { name: hi.HealthQuote.coverLegend })).toBeVisible();
    await type(page, field(w, "pincode"), "12");
    await page.keyboard.press("Enter");
    await expect(w.getByText(hi.Messages.pincode)).toBeVisible();
    await expectNoEnglish(w);
    expect(await seriousAxeViolations(page, "#health-quote")).toEqual([]);
    await type(page, field(w, "pincode"), "560001");
    await page.keyboard.press("Enter");

    // Step 3: the member row; the gender chosen by arrow keys (its value stays the code).
    await expect(w.getByText("चरण 3 / 3")).toBeVisible();
    await expect(w.getByRole("group", { name: "सदस्य 1" })).toBeVisible();
    await type(page, field(w, "insuredPersons.0.dob"), "14081992");
    const gender = field(w, "insuredPersons.0.gender");
    await tabTo(page, gender);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(gender).toHaveValue("Female");
    await expect(gender.locator("option:checked")).toHaveText("महिला");
    await expect(next).toHaveCount(0);
    await expectNoEnglish(w);
    expect(await seriousAxeViolations(page, "#health-quote")).toEqual([]);
    await tabTo(page, w.getByRole("button", { name: hi.HealthQuote.viewPlans }));
    await page.keyboard.press("Enter");

    await page.waitForURL(/\/hi\/insurance-compare\/health\/[^/]+$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");

    // The broker got the contract's codes, the same as from the English wizard.
    const hindiBody = await sentBody(HEALTH_ROUTE, email);
    const englishEmail = uniqueEmail("en-health");
    await startQuote(page, {
      name: "Asha Verma",
      phone: "9876512345",
      email: englishEmail,
      pincode: "560001",
      members: [{ dob: "14/08/1992", gender: "Female" }],
    });
    expect(codesOf(hindiBody)).toEqual(codesOf(await sentBody(HEALTH_ROUTE, englishEmail)));
    expect(hindiBody.insuredPersons).toEqual([
      expect.objectContaining({ gender: "Female", relation: "Self" }),
    ]);
  });

  test("motor: the form in Hindi by keyboard, on to the vehicle in Hindi", async ({ page }) => {
    await page.goto("/hi/motor-insurance");
    const f = page.locator("#motor-quote");

    await expect(f.getByText("चरण 1 / 2")).toBeVisible();
    await expectNoEnglish(f);
    expect(await seriousAxeViolations(page, "#motor-quote")).toEqual([]);
    await tabTo(page, field(f, "rcNo"));
    await page.keyboard.press("Enter");
    await expect(f.getByText(hi.Messages.registrationRequired)).toBeVisible();
    await expect(f.getByText(hi.Validation.nameRequired)).toBeVisible();
    await expectNoEnglish(f);
    expect(await seriousAxeViolations(page, "#motor-quote")).toEqual([]);

    const email = uniqueEmail("hi-motor");
    await type(page, field(f, "rcNo"), "XX99");
    await type(page, field(f, "name"), "रवि कुमार");
    await type(page, field(f, "phone"), "9876543210");
    await type(page, field(f, "email"), email);
    await page.keyboard.press("Enter");
    await expect(f.getByText(hi.Messages.registrationInvalid)).toBeVisible();
    await type(page, field(f, "rcNo"), "mh 12 ab-1234");
    await page.keyboard.press("Enter");

    await expect(f.getByText("चरण 2 / 2")).toBeVisible();
    await expect(field(f, "rcNo")).toHaveValue("MH12AB1234");
    await expectNoEnglish(f);
    expect(await seriousAxeViolations(page, "#motor-quote")).toEqual([]);
    await tabTo(page, f.getByRole("button", { name: hi.MotorQuote.getQuotes }));
    await page.keyboard.press("Enter");

    // Straight on, in Hindi, to the vehicle and previous policy (issue 22).
    await page.waitForURL(/\/hi\/motor\/[^/]+\/additional-policy-details$/);
    await expect(page.getByRole("heading", { name: hi.MotorJourney.vehicleHeading })).toBeVisible();
    await expect(page.getByText(hi.MotorJourney.year, { exact: true })).toBeVisible();
    const hindiBody = await sentBody(MOTOR_ROUTE, email);

    // The same quote from the English page: the same body but for the contact details.
    const englishEmail = uniqueEmail("en-motor");
    await page.goto("/motor-insurance");
    const en = page.locator("#motor-quote");
    await field(en, "rcNo").fill("MH12AB1234");
    await field(en, "name").fill("Ravi Kumar");
    await field(en, "phone").fill("9876543210");
    await field(en, "email").fill(englishEmail);
    await en.getByRole("button", { name: "Continue" }).click();
    await en.getByRole("button", { name: "Get quotes" }).click();
    await page.waitForURL(/\/motor\/[^/]+\/additional-policy-details$/);
    expect(codesOf(hindiBody)).toEqual(codesOf(await sentBody(MOTOR_ROUTE, englishEmail)));
    expect(hindiBody.rcNo).toBe("MH12AB1234");
  });
}

test.describe("Hindi quote wizards (desktop)", hindiQuoteTests);

test.describe("Hindi quote wizards (phone)", () => {
  // The phone project runs only the phone specs (`PHONE_SPECS`): the same screen and touch here.
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices["Pixel 7"];
  test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
  hindiQuoteTests();
});
