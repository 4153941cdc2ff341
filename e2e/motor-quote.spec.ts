import type { Locator, Page } from "@playwright/test";
import { test, expect, seriousAxeViolations, uniqueEmail, SANDBOX_URL } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { displayDaysFromToday, quoteToPlans } from "./motor-helpers";

/**
 * The motor quote form in the /motor-insurance hero (spec 4 and 5 "Motor quote form", spec 8):
 * both tabs straight on to the visitor's vehicle and previous insurance (issue 22), the messages, registration numbers, the broker failure, the
 * draft after a reload, the keyboard and axe.
 */

test.describe.configure({ timeout: 90_000 });

const FAILURE = "Sorry we cannot help you at the moment. Please try again.";
const REQUIRED_RC = "Enter your vehicle number, like MH12AB1234";
const INVALID_RC = "Enter a valid vehicle number, like MH12AB1234 or 22BH1234AA";

const form = (page: Page) => page.locator("#motor-quote");
const field = (scope: Page | Locator, name: string) => scope.locator(`[name="${name}"]`);
/** The message shown beside a field (its aria-describedby names it). */
const errorOf = (scope: Locator, name: string) => scope.locator(`[id="${name}-error"]`);

type OutboxRow = {
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
};

/** The sandbox broker's outbox messages to `email`. */
async function outboxFor(email: string): Promise<OutboxRow[]> {
  const response = await fetch(`${SANDBOX_URL}/sandbox/outbox.json`);
  const body = (await response.json()) as { data: OutboxRow[] };
  return body.data.filter((row) => row.recipient === email);
}

async function fieldError(scope: Locator, name: string): Promise<Locator> {
  const id = await field(scope, name).getAttribute("id");
  return errorOf(scope, id ?? "missing");
}

async function fillContact(w: Locator, name: string, email: string): Promise<void> {
  await field(w, "name").fill(name);
  await field(w, "phone").fill("98765 43210");
  await field(w, "email").fill(email);
}

/** The vehicle the sandbox's lookup answers for the quote of the current page's requestKey. */
async function lookedUpVehicle(page: Page): Promise<Record<string, string | number>> {
  const key = new URL(page.url()).pathname.split("/").at(-2);
  const response = await fetch(`${SANDBOX_URL}/product/motor/api/get/base-policy-details`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ requestKey: key }),
  });
  return ((await response.json()) as { data: { vehicle: Record<string, string | number> } }).data
    .vehicle;
}

/** The vehicle confirmation shows the lookup's make, model, variant, fuel and year. */
async function expectVehicleShown(page: Page): Promise<void> {
  const box = page.getByTestId("vehicle-confirmation");
  await expect(box.getByRole("heading", { name: "Is this your vehicle?" })).toBeVisible();
  const vehicle = await lookedUpVehicle(page);
  for (const [label, value] of [
    ["Make", vehicle.make],
    ["Model", vehicle.model],
    ["Variant", vehicle.variant],
    ["Fuel", vehicle.fuelType],
    ["Registration year", vehicle.registrationYear],
  ] as const) {
    await expect(box.locator("div").filter({ hasText: label }).locator("dd")).toHaveText(
      String(value),
    );
  }
}

const VEHICLE_STEP = /\/motor\/[A-Za-z0-9_-]+\/additional-policy-details$/;

test("a customer goes straight on to the vehicle; the broker e-mails the link to continue, once", async ({
  page,
}) => {
  const email = uniqueEmail("motor-customer");
  await page.goto("/motor-insurance");
  const w = form(page);
  await expect(w.getByRole("tab", { name: "Customer" })).toHaveAttribute("aria-selected", "true");
  await expect(w.getByText("Step 1 of 2")).toBeVisible();
  await expect(w.getByRole("link", { name: "Notice of Consent" })).toHaveAttribute(
    "href",
    "/platform/policies/privacy-notice",
  );
  await expect(field(w, "phone")).toHaveAttribute("type", "tel");
  await expect(field(w, "phone")).toHaveAttribute("inputmode", "numeric");
  await expect(field(w, "phone")).toHaveAttribute("autocomplete", "tel-national");
  for (const [name, label] of [
    ["rcNo", "Vehicle number"],
    ["name", "Full name"],
    ["phone", "Mobile number"],
    ["email", "E-mail"],
  ] as const) {
    await expect(w.getByLabel(label, { exact: true })).toHaveAttribute("name", name);
  }

  await field(w, "rcNo").fill("MH12AB1234");
  await fillContact(w, "Ravi Kumar", email);
  await w.getByRole("button", { name: "Continue" }).click();
  await expect(w.getByText("Step 2 of 2")).toBeVisible();
  await expect(w.getByRole("heading", { name: "Confirm your vehicle number" })).toBeFocused();
  await expect(field(w, "rcNo")).toHaveValue("MH12AB1234");
  await expect(field(w, "name")).toHaveCount(0);

  // A double click must not send the quote twice.
  await w.getByRole("button", { name: "Get quotes" }).dblclick();
  await page.waitForURL(VEHICLE_STEP);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Your vehicle and previous policy",
  );
  await expect(page.getByText("Step 2 of 3")).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: "Vehicle and previous policy" }),
  ).toHaveAttribute("aria-current", "step");
  await expectVehicleShown(page);
  // The previous policy comes prefilled from the broker's defaults.
  await expect(page.locator('[name="insurances.0.policyNumber"]')).not.toHaveValue("");
  expect(await seriousAxeViolations(page)).toEqual([]);

  await expect.poll(async () => (await outboxFor(email)).length).toBe(1);
  const [message] = await outboxFor(email);
  expect(message?.subject).toBe("Continue your motor quote");
  expect(message?.body).toContain("MH12AB1234");
  // The e-mailed link is a way back to this very screen.
  expect(new URL(message?.link ?? "").pathname).toBe(new URL(page.url()).pathname);
  // Opened later (a fresh page load), the e-mailed link shows the same vehicle and policy.
  await page.goto(message?.link ?? "");
  await expectVehicleShown(page);
  await expect(page.locator('[name="insurances.0.policyNumber"]')).not.toHaveValue("");

  // The draft is gone after success: the form starts empty again.
  await page.goto("/motor-insurance");
  await expect(form(page).getByText("Step 1 of 2")).toBeVisible();
  await expect(field(form(page), "rcNo")).toHaveValue("");
});

test("an agent gives the POSP number, the customer's contact details and the vehicle number", async ({
  page,
}) => {
  const email = uniqueEmail("motor-agent");
  await page.goto("/motor-insurance");
  const w = form(page);
  await w.getByRole("tab", { name: /Agent/ }).click();
  await expect(w.getByRole("tab", { name: /Agent/ })).toHaveAttribute("aria-selected", "true");
  await expect(w.getByText("Step 1 of 3")).toBeVisible();
  await field(w, "pospNumber").fill("POSP-2024-17");
  await w.getByRole("button", { name: "Continue" }).click();

  await expect(w.getByText("Step 2 of 3")).toBeVisible();
  // The tab is chosen at step 1 only.
  await expect(w.getByRole("tab", { name: "Customer" })).toHaveAttribute("aria-disabled", "true");
  await w.getByRole("tab", { name: "Customer" }).click({ force: true });
  await expect(w.getByText("Step 2 of 3")).toBeVisible();
  await expect(w.getByRole("tab", { name: /Agent/ })).toHaveAttribute("aria-selected", "true");
  await fillContact(w, "Meera Iyer", email);
  await w.getByRole("button", { name: "Continue" }).click();

  await expect(w.getByText("Step 3 of 3")).toBeVisible();
  await field(w, "vehicleNumber").fill("22 bh 1234 aa");
  await w.getByRole("button", { name: "Get quotes" }).click();
  await page.waitForURL(VEHICLE_STEP);
  await expectVehicleShown(page);
  // A Bharat-series number carries its year.
  await expect(
    page
      .getByTestId("vehicle-confirmation")
      .locator("div")
      .filter({ hasText: "Registration year" })
      .locator("dd"),
  ).toHaveText("2022");

  await expect.poll(async () => (await outboxFor(email)).length).toBe(1);
  const [message] = await outboxFor(email);
  expect(message?.subject).toBe("Continue your motor quote");
  expect(message?.body).toContain("22BH1234AA");
  expect(message?.link).toMatch(/\/motor\/[A-Za-z0-9_-]+\/additional-policy-details$/);
});

test("every required message shows beside its field, with no serious axe finding", async ({
  page,
}) => {
  await page.goto("/motor-insurance");
  const w = form(page);
  await expect(w.getByText("Step 1 of 2")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Customer step 1.
  await w.getByRole("button", { name: "Continue" }).click();
  for (const [name, message] of [
    ["rcNo", REQUIRED_RC],
    ["name", "Enter your name"],
    ["phone", "Enter your mobile number"],
    ["email", "Enter your e-mail address"],
  ] as const) {
    await expect(await fieldError(w, name)).toHaveText(message);
    await expect(field(w, name)).toHaveAttribute("aria-invalid", "true");
    await expect(field(w, name)).toHaveAttribute(
      "aria-describedby",
      new RegExp(`${await field(w, name).getAttribute("id")}-error`),
    );
  }
  await expect(field(w, "rcNo")).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Customer step 2: the number is required there too.
  await field(w, "rcNo").fill("MH12AB1234");
  await fillContact(w, "Ravi Kumar", uniqueEmail("motor-required"));
  await w.getByRole("button", { name: "Continue" }).click();
  await expect(w.getByText("Step 2 of 2")).toBeVisible();
  await field(w, "rcNo").fill("");
  await w.getByRole("button", { name: "Get quotes" }).click();
  await expect(await fieldError(w, "rcNo")).toHaveText(REQUIRED_RC);
  await expect(page).toHaveURL(/\/motor-insurance$/);

  // Agent: one message per step.
  await w.getByRole("button", { name: "Back" }).click();
  await w.getByRole("tab", { name: /Agent/ }).click();
  await w.getByRole("button", { name: "Continue" }).click();
  await expect(await fieldError(w, "pospNumber")).toHaveText("Enter your POSP number");
  await field(w, "pospNumber").fill("P-1");
  await w.getByRole("button", { name: "Continue" }).click();
  await expect(w.getByText("Step 2 of 3")).toBeVisible();
  for (const name of ["name", "phone", "email"]) await field(w, name).fill("");
  await w.getByRole("button", { name: "Continue" }).click();
  await expect(await fieldError(w, "name")).toHaveText("Enter your name");
  await expect(await fieldError(w, "phone")).toHaveText("Enter your mobile number");
  await expect(await fieldError(w, "email")).toHaveText("Enter your e-mail address");
  await fillContact(w, "Meera Iyer", "meera@example.com");
  await field(w, "phone").fill("12345");
  await w.getByRole("button", { name: "Continue" }).click();
  await expect(await fieldError(w, "phone")).toHaveText(
    "Enter a 10-digit mobile number starting with 6, 7, 8 or 9",
  );
  await field(w, "phone").fill("9876543210");
  await w.getByRole("button", { name: "Continue" }).click();
  await expect(w.getByText("Step 3 of 3")).toBeVisible();
  await w.getByRole("button", { name: "Get quotes" }).click();
  await expect(await fieldError(w, "vehicleNumber")).toHaveText(REQUIRED_RC);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("an invalid vehicle number is refused; a spaced lower-case one is normalised", async ({
  page,
}) => {
  await page.goto("/motor-insurance");
  const w = form(page);
  await fillContact(w, "Ravi Kumar", uniqueEmail("motor-rc"));
  for (const bad of ["MH12AB123", "XX12AB1234", "20BH1234AA"]) {
    await field(w, "rcNo").fill(bad);
    await w.getByRole("button", { name: "Continue" }).click();
    await expect(await fieldError(w, "rcNo")).toHaveText(INVALID_RC);
    await expect(w.getByText("Step 1 of 2")).toBeVisible();
  }
  await field(w, "rcNo").fill("mh 12 ab-1234");
  await w.getByRole("button", { name: "Continue" }).click();
  await expect(w.getByText("Step 2 of 2")).toBeVisible();
  await expect(field(w, "rcNo")).toHaveValue("MH12AB1234");
  // Editable at step 2, checked again there.
  await field(w, "rcNo").fill("22bh12aa");
  await w.getByRole("button", { name: "Get quotes" }).click();
  await expect(await fieldError(w, "rcNo")).toHaveText(INVALID_RC);
});

test("a broker failure shows spec 8's message and keeps every value; the button is busy meanwhile", async ({
  page,
}) => {
  const email = uniqueEmail("motor-fail");
  await page.goto("/motor-insurance");
  const w = form(page);
  await field(w, "rcNo").fill("KA05MN0007");
  await fillContact(w, "Sandbox Fail", email);
  await w.getByRole("button", { name: "Continue" }).click();

  // Hold the server action's request a moment to see the busy button.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/motor-insurance", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await w.getByRole("button", { name: "Get quotes" }).click();
  const busy = w.getByRole("button", { name: "Submitting..." });
  await expect(busy).toBeDisabled();
  await expect(w.getByRole("button", { name: "Back" })).toBeDisabled();
  release();

  await expect(w.getByRole("alert")).toHaveText(FAILURE);
  await expect(w.getByRole("button", { name: "Get quotes" })).toBeEnabled();
  await expect(page).toHaveURL(/\/motor-insurance$/);
  await expect(field(w, "rcNo")).toHaveValue("KA05MN0007");
  await w.getByRole("button", { name: "Back" }).click();
  await expect(field(w, "name")).toHaveValue("Sandbox Fail");
  await expect(field(w, "phone")).toHaveValue("98765 43210");
  await expect(field(w, "email")).toHaveValue(email);
  expect(await outboxFor(email)).toEqual([]);
});

test("the draft and the step survive a reload", async ({ page }) => {
  const email = uniqueEmail("motor-draft");
  await page.goto("/motor-insurance");
  const w = form(page);
  await field(w, "rcNo").fill("dl 3c ab 1234");
  await fillContact(w, "Ravi Kumar", email);
  await w.getByRole("button", { name: "Continue" }).click();
  await expect(w.getByText("Step 2 of 2")).toBeVisible();

  await page.reload();
  await expect(w.getByText("Step 2 of 2")).toBeVisible();
  await expect(field(w, "rcNo")).toHaveValue("DL3CAB1234");
  await w.getByRole("button", { name: "Back" }).click();
  await expect(field(w, "name")).toHaveValue("Ravi Kumar");
  await expect(field(w, "email")).toHaveValue(email);

  // An agent's draft comes back on the agent tab.
  await w.getByRole("tab", { name: /Agent/ }).click();
  await field(w, "pospNumber").fill("POSP-9");
  await page.reload();
  await expect(w.getByRole("tab", { name: /Agent/ })).toHaveAttribute("aria-selected", "true");
  await expect(field(w, "pospNumber")).toHaveValue("POSP-9");
});

test("the keyboard alone completes the form: Tab, arrow keys and Enter", async ({ page }) => {
  const email = uniqueEmail("motor-keys");
  await page.goto("/motor-insurance");
  const w = form(page);

  await tabTo(page, w.getByRole("tab", { name: "Customer" }));
  await page.keyboard.press("ArrowRight");
  await expect(w.getByRole("tab", { name: /Agent/ })).toBeFocused();
  await expect(w.getByText("Step 1 of 3")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(w.getByRole("tab", { name: "Customer" })).toBeFocused();
  await expect(w.getByText("Step 1 of 2")).toBeVisible();

  // Enter on an empty step shows the messages and focuses the first field.
  await tabTo(page, field(w, "rcNo"));
  await page.keyboard.press("Enter");
  await expect(field(w, "rcNo")).toBeFocused();
  await page.keyboard.type("mh 12 ab 1234");
  for (const [name, text] of [
    ["name", "Kavya Nair"],
    ["phone", "9876512345"],
    ["email", email],
  ] as const) {
    await tabTo(page, field(w, name));
    await page.keyboard.type(text);
  }
  await page.keyboard.press("Enter");
  await expect(w.getByText("Step 2 of 2")).toBeVisible();
  await expect(w.getByRole("heading", { name: "Confirm your vehicle number" })).toBeFocused();
  await tabTo(page, field(w, "rcNo"));
  await expect(field(w, "rcNo")).toHaveValue("MH12AB1234");
  await tabTo(page, w.getByRole("button", { name: "Get quotes" }));
  await page.keyboard.press("Enter");

  // Straight on to the visitor's vehicle, then the prices, by keyboard alone.
  await page.waitForURL(VEHICLE_STEP);
  await expectVehicleShown(page);
  await tabTo(page, page.locator('[name="insurances.0.startDate"]'));
  const startDate = new Date(Date.now() - 340 * 86_400_000);
  const dd = (n: number) => String(n).padStart(2, "0");
  await page.keyboard.type(
    `${dd(startDate.getUTCDate())}/${dd(startDate.getUTCMonth() + 1)}/${startDate.getUTCFullYear()}`,
  );
  await tabTo(page, page.locator('[name="insurances.0.policyType"]'));
  await page.keyboard.press("ArrowDown"); // a closed select moves to its first choice
  await expect(page.locator('[name="insurances.0.policyType"]')).not.toHaveValue("");
  await tabTo(page, page.locator('[name="insurances.0.nbc"]'));
  await page.keyboard.press("ArrowDown");
  await expect(page.locator('[name="insurances.0.nbc"]')).not.toHaveValue("");
  // Tab enters the unanswered radio group on "Yes"; the arrow key moves the choice to "No".
  await tabTo(page, page.locator('[name="insurances.0.lastYearClaim"][value="true"]'));
  await page.keyboard.press("ArrowRight");
  await expect(page.locator('[name="insurances.0.lastYearClaim"][value="false"]')).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Save and see plans" }));
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/insurance-compare\/motor\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Select Your Plan" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Choose .+ for/ }).first()).toBeVisible();
  await expect.poll(async () => (await outboxFor(email)).length).toBe(1);
});

test("'Not my vehicle?' reopens the quote form with what was sent, to change the number", async ({
  page,
}) => {
  const email = uniqueEmail("motor-not-mine");
  await page.goto("/motor-insurance");
  const w = form(page);
  await field(w, "rcNo").fill("MH12AB1234");
  await fillContact(w, "Ravi Kumar", email);
  await w.getByRole("button", { name: "Continue" }).click();
  await w.getByRole("button", { name: "Get quotes" }).click();
  await page.waitForURL(VEHICLE_STEP);
  const first = page.url();

  await page.getByRole("link", { name: "Not my vehicle? Change the registration number" }).click();
  await page.waitForURL((url) => url.pathname === "/motor-insurance");
  await expect(field(form(page), "rcNo")).toHaveValue("MH12AB1234");
  await expect(field(form(page), "email")).toHaveValue(email);
  await field(form(page), "rcNo").fill("KA01MN4321");
  await form(page).getByRole("button", { name: "Continue" }).click();
  await form(page).getByRole("button", { name: "Get quotes" }).click();
  await page.waitForURL(VEHICLE_STEP);
  expect(page.url()).not.toBe(first);
  await expectVehicleShown(page);
});

test("the previous policy comes back filled after Back, and saving it again keeps it", async ({
  page,
}) => {
  const startDate = displayDaysFromToday(-340);
  const endDate = displayDaysFromToday(25);
  await quoteToPlans(page, {
    rcNo: "KA01MN4321",
    email: uniqueEmail("motor-prev-back"),
    startDate,
    endDate,
  });
  await page.goBack();
  await page.waitForURL(VEHICLE_STEP);
  const insurance = (name: string) => page.locator(`[name="insurances.0.${name}"]`);
  await expect(insurance("startDate")).toHaveValue(startDate);
  await expect(insurance("endDate")).toHaveValue(endDate);
  await expect(insurance("policyType")).toHaveValue("comp");
  await expect(insurance("nbc")).toHaveValue("25");
  await expect(page.locator('[name="insurances.0.lastYearClaim"][value="false"]')).toBeChecked();
  await page.getByRole("button", { name: "Save and see plans" }).click();
  await page.waitForURL(/\/insurance-compare\/motor\/[^/]+$/);
  // A reload of the step (a fresh page load) shows the same.
  await page.goBack();
  await page.waitForURL(VEHICLE_STEP);
  await page.reload();
  await expect(insurance("startDate")).toHaveValue(startDate);
  await expect(insurance("nbc")).toHaveValue("25");
});
