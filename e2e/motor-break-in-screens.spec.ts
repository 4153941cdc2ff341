import type { Locator, Page } from "@playwright/test";
import { test, expect, uniqueEmail, seriousAxeViolations, SANDBOX_URL } from "./support/fixtures";

/**
 * The motor previous-insurance screen (spec 3, 4, 5), the break-in screens and the policy search
 * (spec 2.4, 4 "Break-in", 8). Requests are made directly on the sandbox broker's API.
 */

test.describe.configure({ timeout: 90_000 });

const API = `${SANDBOX_URL}/product/motor/api`;
const NOT_FOUND =
  "We could not find a policy with that number. Check the number and try again, or contact us.";
const INSPECTION_NOT_COMPLETE = "Sorry, your inspection is not complete yet...";

type Json = Record<string, unknown>;

async function call(path: string, body: unknown): Promise<Json> {
  const res = await fetch(`${API}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Json;
  expect(res.status, `${path}: ${JSON.stringify(json)}`).toBe(200);
  return json;
}

/** yyyy-mm-dd `days` from today in India (the broker's calendar). */
const isoFromToday = (days: number) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
/** The same date as a person types it. */
const typed = (iso: string) => iso.split("-").reverse().join("/");

async function motorQuote(tag: string, rcNo = "MH12AB1234"): Promise<string> {
  const body = await call("/form/one/submit", {
    rcNo,
    name: "Asha Rao",
    phone: "9876543210",
    email: uniqueEmail(tag),
  });
  return body.requestKey as string;
}

/** A digit purchase whose previous policy lapsed 30 days ago: the break-in path. */
async function lapsedDigitPolicy(tag: string): Promise<{ key: string; policyNumber: string }> {
  const key = await motorQuote(tag, "KA05MN0007");
  const previous = {
    srNo: 1,
    insuranceCompany: "ICICI",
    policyNumber: "3001/12345678",
    startDate: isoFromToday(-395),
    endDate: isoFromToday(-30),
    policyType: "comp",
    nbc: 25,
    lastYearClaim: "false",
  };
  await call("/set/base-policy-details", { requestKey: key, data: { insurances: [previous] } });
  const plans = (await call("/get/quick-quotes", { requestKey: key })).data as {
    pName: string;
    pCode: string;
    companyName: string;
  }[];
  const digit = plans.find((p) => p.companyName === "digit");
  expect(digit).toBeDefined();
  await call("/select/plan", {
    requestKey: key,
    data: { pName: digit!.pName, pCode: digit!.pCode, companyName: "digit" },
  });
  await call("/update/member", {
    requestKey: key,
    data: {
      firstName: "Asha",
      lastName: "Rao",
      dob: "1990-08-15",
      gender: "Female",
      maritalStatus: "Married",
      documentType: "PAN",
      documentId: "ABCDE1234F",
      documentIssueDate: "2012-01-01",
    },
  });
  await call("/update/nominee", { requestKey: key, data: {} });
  await call("/update/communication", { requestKey: key, data: { email: uniqueEmail(tag) } });
  // KYC before payment (broker-api.md "Journey order"): approve it on the insurer's hosted page.
  const kyc = await fetch(`${SANDBOX_URL}/hosted/kyc/digit?requestKey=${key}&type=motor`, {
    method: "POST",
    body: new URLSearchParams({ decision: "approve" }),
    redirect: "manual",
  });
  expect(kyc.status).toBe(303);
  const purchase = await call("/trigger/purchase", { requestKey: key });
  const data = purchase.data as { paymentUrl: string; policyNumber: string };
  expect(data.paymentUrl).toBe(`/motor/${key}/break-in-info`);
  return { key, policyNumber: data.policyNumber };
}

/** The hosted inspection's result, as the insurer's agent would record it. */
async function inspect(key: string, result: "pass" | "fail"): Promise<void> {
  const res = await fetch(`${SANDBOX_URL}/hosted/inspection?requestKey=${key}`, {
    method: "POST",
    body: new URLSearchParams({ result }),
    redirect: "manual",
  });
  expect(res.status).toBe(303);
}

const field = (page: Page, name: string): Locator => page.locator(`[name="${name}"]`);
/** The message shown beside a control: in its field frame, or for the radios in their fieldset. */
const messageOf = (page: Page, name: string): Locator =>
  field(page, name)
    .first()
    .locator(
      name.endsWith("lastYearClaim") ? "xpath=ancestor::fieldset[1]" : "xpath=ancestor::div[1]",
    )
    .locator(".field-error");

async function blur(locator: Locator): Promise<void> {
  await locator.focus();
  await locator.blur();
}

test("previous insurance: defaults, every spec-5 message on blur and submit, a valid save goes to the plans", async ({
  page,
}) => {
  const key = await motorQuote("prev-ins");
  const defaults = (await call("/get/base-policy-details", { requestKey: key })).data as {
    insuranceCompany: string;
    policyNumber: string;
    endDate: string;
  };

  await page.goto(`/motor/${key}/additional-policy-details`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Your vehicle and previous policy" }),
  ).toBeVisible();
  await expect(page.getByText("Step 2 of 3")).toBeVisible();
  // The vehicle to confirm, from the registration lookup (issue 22).
  const vehicle = (
    (await call("/get/base-policy-details", { requestKey: key })).data as {
      vehicle: { make: string; model: string };
    }
  ).vehicle;
  const confirmation = page.getByTestId("vehicle-confirmation");
  await expect(confirmation.getByText(vehicle.make, { exact: true })).toBeVisible();
  await expect(confirmation.getByText(vehicle.model, { exact: true })).toBeVisible();
  await expect(page.getByRole("form", { name: "Previous insurance details" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Insurance 1" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Insurance 2 (optional)" })).toBeVisible();

  // Insurance 1 starts with the broker's defaults; the end date is shown dd/mm/yyyy.
  await expect(field(page, "insurances.0.insuranceCompany")).toHaveValue(defaults.insuranceCompany);
  await expect(field(page, "insurances.0.policyNumber")).toHaveValue(defaults.policyNumber);
  await expect(field(page, "insurances.0.endDate")).toHaveValue(typed(defaults.endDate));
  await expect(field(page, "insurances.0.startDate")).toHaveValue("");
  await expect(field(page, "insurances.0.insuranceCompany").locator("option")).toHaveCount(27);
  await expect(field(page, "insurances.0.nbc").locator("option")).toHaveText([
    "Select",
    "0%",
    "20%",
    "25%",
    "30%",
    "35%",
    "40%",
    "45%",
    "50%",
    "55%",
    "60%",
    "65%",
  ]);
  await expect(field(page, "insurances.0.lastYearClaim")).toHaveCount(2);
  await expect(page.getByLabel("No claim bonus (NCB)").first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Messages beside the fields on blur, verbatim.
  await field(page, "insurances.0.insuranceCompany").selectOption("");
  await blur(field(page, "insurances.0.insuranceCompany"));
  await expect(messageOf(page, "insurances.0.insuranceCompany")).toHaveText("Company is required");
  await field(page, "insurances.0.policyNumber").fill("");
  await blur(field(page, "insurances.0.policyNumber"));
  await expect(messageOf(page, "insurances.0.policyNumber")).toHaveText(
    "Policy number is required",
  );
  await blur(field(page, "insurances.0.startDate"));
  await expect(messageOf(page, "insurances.0.startDate")).toHaveText("Start date is required");
  await field(page, "insurances.0.endDate").fill("");
  await blur(field(page, "insurances.0.endDate"));
  await expect(messageOf(page, "insurances.0.endDate")).toHaveText("End date is required");
  await blur(field(page, "insurances.0.policyType"));
  await expect(messageOf(page, "insurances.0.policyType")).toHaveText("Policy type is required");
  await blur(field(page, "insurances.0.nbc"));
  await expect(messageOf(page, "insurances.0.nbc")).toHaveText("NBC is required");
  await blur(field(page, "insurances.0.lastYearClaim").first());
  await expect(messageOf(page, "insurances.0.lastYearClaim")).toHaveText(
    "Last year claim is required",
  );
  await expect(field(page, "insurances.0.policyNumber")).toHaveAttribute("aria-invalid", "true");
  expect(await seriousAxeViolations(page)).toEqual([]);

  // An unparseable date.
  await field(page, "insurances.0.startDate").fill("31/02/2024");
  await blur(field(page, "insurances.0.startDate"));
  await expect(messageOf(page, "insurances.0.startDate")).toHaveText("Invalid date");

  // Start after end: a message on both fields.
  await field(page, "insurances.0.endDate").fill("14/03/2025");
  await blur(field(page, "insurances.0.endDate"));
  await field(page, "insurances.0.startDate").fill("15/03/2025");
  await blur(field(page, "insurances.0.startDate"));
  await expect(messageOf(page, "insurances.0.startDate")).toHaveText(
    "Start must be on or before end",
  );
  await expect(messageOf(page, "insurances.0.endDate")).toHaveText("End must be on or after start");

  // Submit with everything wrong stays on the screen with every message.
  const save = page.getByRole("button", { name: "Save and see plans" });
  await save.click();
  await expect(page).toHaveURL(new RegExp(`/motor/${key}/additional-policy-details$`));
  for (const [name, message] of [
    ["insuranceCompany", "Company is required"],
    ["policyNumber", "Policy number is required"],
    ["startDate", "Start must be on or before end"],
    ["endDate", "End must be on or after start"],
    ["policyType", "Policy type is required"],
    ["nbc", "NBC is required"],
    ["lastYearClaim", "Last year claim is required"],
  ] as const) {
    await expect(messageOf(page, `insurances.0.${name}`)).toHaveText(message);
  }
  // Insurance 2 untouched: no message there.
  await expect(
    page.getByRole("group", { name: "Insurance 2 (optional)" }).locator(".field-error"),
  ).toHaveCount(0);

  // Fix insurance 1; a partly filled insurance 2 is validated.
  await field(page, "insurances.0.insuranceCompany").selectOption("ICICI");
  await field(page, "insurances.0.policyNumber").fill("3001/12345678");
  await field(page, "insurances.0.startDate").fill(typed(isoFromToday(-340)));
  await field(page, "insurances.0.endDate").fill(typed(isoFromToday(25)));
  await field(page, "insurances.0.policyType").selectOption("comp");
  await field(page, "insurances.0.nbc").selectOption("25");
  // After a submit the messages follow each change (reValidateMode onChange); wait for the
  // layout to settle so the click lands on the radio.
  for (const name of [
    "insuranceCompany",
    "policyNumber",
    "startDate",
    "endDate",
    "policyType",
    "nbc",
  ]) {
    await expect(messageOf(page, `insurances.0.${name}`)).toHaveCount(0);
  }
  await page
    .getByRole("group", { name: "Insurance 1" })
    .getByRole("radio", { name: "No", exact: true })
    .check();
  await expect(messageOf(page, "insurances.0.lastYearClaim")).toHaveCount(0);
  await field(page, "insurances.1.policyNumber").fill("OLD-1");
  await save.click();
  await expect(messageOf(page, "insurances.1.insuranceCompany")).toHaveText("Company is required");
  await expect(messageOf(page, "insurances.1.startDate")).toHaveText("Start date is required");
  await expect(messageOf(page, "insurances.0.startDate")).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/motor/${key}/additional-policy-details$`));

  // Emptied again, insurance 2 is dropped and the save goes through.
  await field(page, "insurances.1.policyNumber").fill("");
  await expect(
    page.getByRole("group", { name: "Insurance 2 (optional)" }).locator(".field-error"),
  ).toHaveCount(0);
  await save.click();
  await expect(page).toHaveURL(new RegExp(`/insurance-compare/motor/${key}$`), { timeout: 20_000 });
  const saved = (await call("/get/base-policy-details", { requestKey: key })).data as Json;
  expect(saved).toMatchObject({
    insuranceCompany: "ICICI",
    policyNumber: "3001/12345678",
    endDate: isoFromToday(25),
  });
  // Only insurance 1 was kept (insurance 2 was emptied).
  expect((saved.insurances as Json[]).map((p) => p.srNo)).toEqual([1]);
});

test("previous insurance: saved with the keyboard only", async ({ page }) => {
  const key = await motorQuote("prev-ins-kb");
  await page.goto(`/motor/${key}/additional-policy-details`);
  // The company, policy number and end date come from the broker; start on the company field.
  await field(page, "insurances.0.insuranceCompany").focus();
  await page.keyboard.press("Tab"); // policy number
  await page.keyboard.press("Tab"); // start date
  await expect(field(page, "insurances.0.startDate")).toBeFocused();
  await page.keyboard.type(typed(isoFromToday(-300)).replaceAll("/", ""));
  await page.keyboard.press("Tab"); // end date (default)
  await page.keyboard.press("Tab"); // policy type
  await expect(field(page, "insurances.0.policyType")).toBeFocused();
  await page.keyboard.type("Comp");
  await page.keyboard.press("Tab"); // NBC
  await page.keyboard.type("20");
  await page.keyboard.press("Tab"); // last year claim
  await expect(field(page, "insurances.0.lastYearClaim").first()).toBeFocused();
  await page.keyboard.press("Space");
  await expect(field(page, "insurances.0.policyType")).toHaveValue("comp");
  await expect(field(page, "insurances.0.nbc")).toHaveValue("20");
  await expect(field(page, "insurances.0.lastYearClaim").first()).toBeChecked();

  const save = page.getByRole("button", { name: "Save and see plans" });
  for (let i = 0; i < 20 && !(await save.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(save).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/insurance-compare/motor/${key}$`), { timeout: 20_000 });
});

test("previous insurance: an unknown request shows the error state", async ({ page }) => {
  await page.goto("/motor/mot-unknown-request/additional-policy-details");
  await expect(page.locator("section").getByRole("alert")).toContainText(
    "could not load your motor quote",
  );
  await expect(page.getByRole("link", { name: "Start a new quote" })).toHaveAttribute(
    "href",
    "/motor-insurance",
  );
});

test("policy search: header link, required, unknown number, failed and passed inspection; break-in info", async ({
  page,
}) => {
  const { key, policyNumber } = await lapsedDigitPolicy("break-in");

  // Break-in info greets the owner and shows the policy number.
  await page.goto(`/motor/${key}/break-in-info`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Hello Asha Rao,")).toBeVisible();
  await expect(page.getByText(policyNumber)).toBeVisible();
  await expect(page.getByText(/inspection by e-mail/)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The header's "Motor Break-In" reaches the search.
  await page.getByRole("banner").getByRole("link", { name: "Motor Break-In" }).first().click();
  await expect(page).toHaveURL(/\/motor\/search-policy-post-break-in$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const input = page.getByLabel("Policy number");
  await expect(input).toHaveAttribute("name", "policyNo");
  expect(await seriousAxeViolations(page)).toEqual([]);

  const find = page.getByRole("button", { name: "Find my policy" });
  await find.click();
  await expect(page.getByText("Policy number is required")).toBeVisible();
  await expect(input).toHaveAttribute("aria-invalid", "true");

  await input.fill("DIG-MOT-1999-000000");
  await find.click();
  await expect(page.locator("section").getByRole("alert")).toHaveText(NOT_FOUND);
  await expect(input).toHaveValue("DIG-MOT-1999-000000");
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A failed inspection: the inspection-fail page.
  await inspect(key, "fail");
  await input.fill(policyNumber.toLowerCase());
  await find.click();
  await expect(page).toHaveURL(new RegExp(`/motor/${key}/inspection-fail$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(INSPECTION_NOT_COMPLETE);
  await expect(page.locator("section").getByRole("link", { name: "Contact us" })).toHaveAttribute(
    "href",
    "/contact",
  );
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Passed: on to the digit policy-and-payment page.
  await inspect(key, "pass");
  await page.getByRole("link", { name: "Search again" }).click();
  await expect(page).toHaveURL(/\/motor\/search-policy-post-break-in$/);
  await page.getByLabel("Policy number").fill(policyNumber);
  await page.getByRole("button", { name: "Find my policy" }).click();
  await expect(page).toHaveURL(new RegExp(`/insurance/motor/${key}/digit/digit-product-motor$`));
  await expect(page.getByTestId("policy-number")).toHaveText(policyNumber);
});
