import { expect, storedLeads, test, uniqueEmail } from "./support/fixtures";
import type { Page } from "@playwright/test";

async function fillLead(
  page: Page,
  scope: ReturnType<Page["locator"]>,
  values: Record<string, string>,
) {
  for (const [name, value] of Object.entries(values))
    await scope.locator(`[name="${name}"]`).fill(value);
}

const form = (page: Page) => page.locator("#lead-form form");

test("a POSP lead submitted in the browser is stored by the broker with keyId posp, once per press", async ({
  page,
}) => {
  const email = uniqueEmail("posp");
  await page.goto("/posp");
  await fillLead(page, form(page), {
    firstName: "Asha",
    lastName: "Verma",
    phone: "+91 98765 43210",
    email,
    town: "Pune",
    remarks: "Interested in POSP",
  });

  // Hold the request to the site's own server so the in-flight state can be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/posp", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  const submit = form(page).getByRole("button", { name: /call back/i });
  await submit.click();
  const busy = form(page).getByRole("button", { name: "Submitting..." });
  await expect(busy).toBeDisabled();
  await form(page).locator('[name="email"]').press("Enter"); // a second submit while in flight
  release();

  await page.waitForURL(/\/thank-you\?ref=[\w-]+$/);
  const mine = (await storedLeads()).filter((l) => l.email === email);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({
    keyId: "posp",
    businessType: "posp",
    clientType: "Business New",
    firstName: "Asha",
    phone: "9876543210",
  });
  expect(mine[0]?.idempotencyKey).toBeTruthy();
});

test("invalid input shows a message beside each field and sends nothing", async ({ page }) => {
  await page.goto("/travel-insurance");
  let posted = 0;
  page.on("request", (r) => r.method() === "POST" && posted++);
  await form(page)
    .getByRole("button", { name: /call back/i })
    .click();
  await expect(form(page).getByText("Enter your first name")).toBeVisible();
  await expect(form(page).getByText("Enter your last name")).toBeVisible();
  await expect(form(page).getByText("Enter your mobile number")).toBeVisible();
  await expect(form(page).getByText("Enter your e-mail address")).toBeVisible();
  await fillLead(page, form(page), { phone: "12345", email: "not-an-email" });
  await form(page)
    .getByRole("button", { name: /call back/i })
    .click();
  await expect(
    form(page).getByText("Enter a 10-digit mobile number starting with 6, 7, 8 or 9"),
  ).toBeVisible();
  await expect(
    form(page).getByText("Enter a valid e-mail address, like name@example.com"),
  ).toBeVisible();
  await expect(form(page).locator('[name="phone"]')).toHaveAttribute("aria-invalid", "true");
  expect(posted).toBe(0);
});

test("a broker failure: the visitor is told the request is received, and the lead waits in the outbox", async ({
  page,
}) => {
  const email = uniqueEmail("fail");
  await page.goto("/home-insurance");
  // `sandbox:fail` makes the sandbox broker answer 500 without storing (a broker outage).
  await fillLead(page, form(page), {
    firstName: "Ravi",
    lastName: "Iyer",
    phone: "9123456780",
    email,
    town: "Chennai",
    remarks: "sandbox:fail please",
  });
  await form(page)
    .getByRole("button", { name: /call back/i })
    .click();
  await page.waitForURL(/\/thank-you\?ref=[\w-]+$/);
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await expect(page.getByText("Our team has your request.")).toBeVisible();
  // A queued lead's reference is made by the site (the broker has not given one yet).
  await expect(page.getByText(/Your reference: SS-[0-9A-F]{8}/)).toBeVisible();
  // Not with the broker yet: the site's outbox keeps redelivering it with the same key.
  expect((await storedLeads()).filter((l) => l.email === email)).toHaveLength(0);
});

test("a second submit 30 ms after the ok answer on /contact sends nothing: one lead, one key", async ({
  page,
}) => {
  for (let round = 0; round < 3; round++) {
    const email = uniqueEmail(`double${round}`);
    await page.goto("/contact");
    await fillLead(page, form(page), {
      firstName: "Meera",
      lastName: "Shah",
      email,
      phone: "9988776655",
    });
    const answered = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/contact",
    );
    await form(page).getByRole("button", { name: "Send enquiry" }).click();
    await answered;
    await page.waitForTimeout(30);
    // The form is locked (or already replaced by the thank-you note): a second submit goes nowhere.
    await page.evaluate(() =>
      document.querySelector<HTMLFormElement>("#lead-form form")?.requestSubmit(),
    );
    await page.waitForURL(/\/thank-you\?ref=[\w-]+$/);
    await page.waitForTimeout(300);
    expect((await storedLeads()).filter((l) => l.email === email)).toHaveLength(1);
  }
});

test("a filled honeypot answers ok and stores nothing", async ({ page }) => {
  const email = uniqueEmail("bot");
  await page.goto("/travel-insurance");
  await fillLead(page, form(page), {
    firstName: "Bot",
    lastName: "Spam",
    phone: "9000000001",
    email,
  });
  const honeypot = form(page).locator('[name="website"]');
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
  await honeypot.evaluate((el: HTMLInputElement) => (el.value = "https://spam.example"));
  await form(page)
    .getByRole("button", { name: /call back/i })
    .click();
  await page.waitForURL(/\/thank-you\?ref=[\w-]+$/);
  expect((await storedLeads()).filter((l) => l.email === email)).toHaveLength(0);
});

test("the contact, claims and jobs forms send their own fields and lead types", async ({
  page,
}) => {
  const contactEmail = uniqueEmail("contact");
  await page.goto("/contact");
  await fillLead(page, form(page), {
    firstName: "Meera",
    lastName: "Shah",
    email: contactEmail,
    phone: "9988776655",
    city: "Mumbai",
    remarks: "Renewal question",
  });
  await form(page).getByRole("button", { name: "Send enquiry" }).click();
  await page.waitForURL(/\/thank-you\?ref=[\w-]+$/);

  const claimsEmail = uniqueEmail("claims");
  await page.goto("/claims");
  await fillLead(page, form(page), {
    firstName: "Arjun",
    lastName: "Nair",
    phone: "8877665544",
    email: claimsEmail,
    city: "Kochi",
    comment: "Car claim stuck",
  });
  await form(page)
    .getByRole("button", { name: /call back/i })
    .click();
  await page.waitForURL(/\/thank-you\?ref=[\w-]+$/);

  const jobsEmail = uniqueEmail("jobs");
  await page.goto("/jobs");
  await fillLead(page, form(page), {
    firstName: "Kiran",
    lastName: "Rao",
    phone: "7766554433",
    email: jobsEmail,
  });
  await form(page)
    .getByRole("button", { name: /call back/i })
    .click();
  await page.waitForURL(/\/thank-you\?ref=[\w-]+$/);

  const leads = await storedLeads();
  expect(leads.find((l) => l.email === contactEmail)).toMatchObject({
    keyId: "client",
    businessType: "General",
    city: "Mumbai",
    remarks: "Renewal question",
  });
  expect(leads.find((l) => l.email === claimsEmail)).toMatchObject({
    keyId: "client",
    businessType: "General",
    city: "Kochi",
    comment: "Car claim stuck",
  });
  expect(leads.find((l) => l.email === jobsEmail)).toMatchObject({
    keyId: "client",
    businessType: "Health",
  });
});

test("a company lead on /marine-insurance carries companyName", async ({ page }) => {
  const email = uniqueEmail("marine");
  await page.goto("/marine-insurance");
  await fillLead(page, form(page), {
    firstName: "Farah",
    lastName: "Khan",
    companyName: "Khan Logistics",
    phone: "9012345678",
    email,
  });
  await form(page)
    .getByRole("button", { name: /call back/i })
    .click();
  await page.waitForURL(/\/thank-you\?ref=[\w-]+$/);
  expect((await storedLeads()).find((l) => l.email === email)).toMatchObject({
    businessType: "Marine",
    companyName: "Khan Logistics",
  });
});

test("a half-typed lead survives a reload", async ({ page }) => {
  await page.goto("/life-insurance");
  await fillLead(page, form(page), { firstName: "Sunita", phone: "98765" });
  await page.waitForTimeout(200);
  await page.reload();
  await expect(form(page).locator('[name="firstName"]')).toHaveValue("Sunita");
  await expect(form(page).locator('[name="phone"]')).toHaveValue("98765");
});

test("the consultation modal sends a lead typed for the page it was opened on", async ({
  page,
}) => {
  const email = uniqueEmail("modal");
  await page.goto("/cyber-insurance");
  await page.getByRole("banner").getByRole("button", { name: "Free consultation" }).click();
  const dialog = page.getByRole("dialog");
  await fillLead(page, dialog, { firstName: "Dev", lastName: "Mehta", phone: "9345678901", email });
  await dialog.getByRole("button", { name: "Request my consultation" }).click();
  await page.waitForURL(/\/thank-you\?ref=[\w-]+$/);
  expect((await storedLeads()).find((l) => l.email === email)).toMatchObject({
    businessType: "Cyber",
    keyId: "client",
  });
});
