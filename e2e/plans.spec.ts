import type { Page } from "@playwright/test";
import hi from "@/messages/hi.json" with { type: "json" };
import { field, startQuote, wizard } from "./health-helpers";
import { isoDaysFromToday, motorCall } from "./motor-helpers";
import { expect, seriousAxeViolations, storedLeads, test, uniqueEmail } from "./support/fixtures";
import { previousPolicy } from "./support/previous-policy";
import { tabTo } from "./support/keyboard";

/**
 * The plans screen of issue 22 against the sandbox broker: each plan's own facts, prices with and
 * without GST, compare fact by fact, assisted plans filing one call-back lead, filters and sort
 * in the URL, keyboard-only choosing, and the Hindi card labels.
 */

test.describe.configure({ timeout: 90_000 });

const card = (page: Page, plan: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: plan, exact: true }) });

test("health cards show each plan's own facts and an honest price; compare lines facts up", async ({
  page,
}) => {
  await startQuote(page, { name: "Meera Nair", phone: "9000011111", email: uniqueEmail("facts") });

  // Different plans, different facts: never one fixed text on every card.
  const digit = card(page, "Digit Health Care Plus");
  const optima = card(page, "Optima Secure");
  await expect(digit).toContainText("Up to 1% of sum insured a day");
  await expect(optima).toContainText("Secure benefit: cover doubled from day one");
  await expect(optima).not.toContainText("Up to 1% of sum insured a day");
  // The price says GST is in, and a month's share, in Indian grouping.
  await expect(digit).toContainText("Total premium");
  await expect(digit).toContainText("incl. GST");
  await expect(digit).toContainText(/₹[\d,]+ a month/);
  await expect(page.getByText(/recommended|\bbest\b/i)).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Compare three plans: one row per fact, "—" where a plan does not state it.
  await page.getByRole("checkbox", { name: "Compare Digit Health Care Plus" }).check();
  const compare = page.getByRole("button", { name: "Compare plans" });
  await expect(compare).toBeDisabled();
  await page.getByRole("checkbox", { name: "Compare Optima Secure" }).check();
  await page.getByRole("checkbox", { name: "Compare Care Advantage" }).check();
  await expect(page).toHaveURL(/compare=/);
  await compare.click();
  const dialog = page.getByRole("dialog", { name: "Compare plans" });
  await expect(dialog.getByRole("columnheader")).toHaveCount(4);
  const roomRent = dialog.getByRole("row").filter({
    has: page.getByRole("rowheader", { name: "Room rent", exact: true }),
  });
  await expect(roomRent).toHaveCount(1);
  await expect(roomRent.getByRole("cell")).toHaveText([
    "Up to 1% of sum insured a day",
    "No limit",
    "No limit",
  ]);
  // Consumables only Optima Secure states; Global cover only Care Advantage.
  const consumables = dialog.getByRole("row").filter({
    has: page.getByRole("rowheader", { name: "Consumables" }),
  });
  await expect(consumables.getByRole("cell")).toHaveText(["—Not stated", "Covered", "—Not stated"]);
  await expect(dialog.getByRole("rowheader", { name: "Global cover" })).toHaveCount(1);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(compare).toBeFocused();
});

test("an assisted plan says so before anything is filled and files exactly one call-back lead", async ({
  page,
}) => {
  const email = uniqueEmail("assisted");
  const key = await startQuote(page, { name: "Kavya Menon", phone: "9000022222", email });
  const care = card(page, "Care Supreme");
  await expect(care).toContainText("Bought with an advisor");
  await expect(care.getByRole("button", { name: /^Choose/ })).toHaveCount(0);
  const callBack = care.getByRole("button", { name: "Request a call-back for Care Supreme" });
  await callBack.click();

  const confirmation = care.getByRole("status");
  await expect(confirmation).toContainText(
    /an advisor will call you (within the hour|about Care Supreme on .+\(India time\))/i,
  );
  // The proposal did not open; no second button to press.
  await expect(page).toHaveURL(new RegExp(`/insurance-compare/health/${key}`));
  await expect(callBack).toHaveCount(0);

  const mine = async () =>
    (await storedLeads()).filter(
      (l) => l.email === email && (l.remarks ?? "").includes("Call back to buy"),
    );
  await expect.poll(async () => (await mine()).length).toBe(1);
  const [lead] = await mine();
  expect(lead).toMatchObject({
    keyId: "client",
    businessType: "Health",
    firstName: "Kavya",
    lastName: "Menon",
    phone: "9000022222",
  });
  expect(lead?.remarks).toContain("Care Supreme");
  expect(lead?.remarks).toContain("Care Health");
  expect(lead?.remarks).toContain(key);

  // A reload and a second press file nothing new (the same derived Idempotency-Key).
  await page.reload();
  await card(page, "Care Supreme")
    .getByRole("button", { name: "Request a call-back for Care Supreme" })
    .click();
  await expect(card(page, "Care Supreme").getByRole("status")).toBeVisible();
  expect(await mine()).toHaveLength(1);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("filters and sort live in the URL, a shared link shows the same view, Edit leads to the quote form", async ({
  page,
}) => {
  const key = await startQuote(page, {
    name: "Rohan Das",
    phone: "9000033333",
    email: uniqueEmail("filters"),
  });
  await expect(page.getByText("10 plans from 5 insurers")).toBeVisible();
  await page.getByLabel("Cover", { exact: true }).selectOption("5l-10l");
  await expect(page).toHaveURL(/cover=5l-10l/);
  await expect(page.getByText("Showing 3 of 10 plans.")).toBeVisible();
  await page.getByLabel("Insurer", { exact: true }).selectOption("digit");
  await page.getByLabel("Sort plans").selectOption("premium-desc");
  await expect(page).toHaveURL(/sort=premium-desc/);
  await expect(page).toHaveURL(/insurer=digit/);
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article")).toContainText("Digit Double Wallet");

  // The same link in a new visit: the server's HTML already shows the filtered view.
  const url = page.url();
  const response = await page.request.get(url);
  const html = await response.text();
  expect(html.match(/<article/g)).toHaveLength(1);
  expect(html).toMatch(/<h2[^>]*>Digit Double Wallet<\/h2>/);
  await page.goto(`/insurance-compare/health/${key}?cover=bogus&insurer=nobody&sort=best`);
  await expect(page.getByText("Showing 10 of 10 plans.")).toBeVisible();

  // Premium low to high.
  await page.getByLabel("Sort plans").selectOption("premium-asc");
  await expect(page.getByRole("article")).toHaveCount(10);
  const totals = (
    await page
      .getByRole("article")
      .locator("p", { hasText: /a month/ })
      .allTextContents()
  ).map((t) => Number(t.replace(/\D/g, "")));
  expect(totals).toEqual([...totals].sort((a, b) => a - b));

  await page.getByRole("link", { name: "Edit your quote details" }).click();
  await page.waitForURL("**/health-insurance**");
});

test("summary line: who is insured and where, only where the quote was sent; Edit brings the quote back", async ({
  page,
}) => {
  const email = uniqueEmail("summary");
  const key = await startQuote(page, {
    name: "Farah Khan",
    phone: "9000077777",
    email,
    adults: 2,
    kids: 1,
    pincode: "560001",
    members: [
      { dob: "10/04/1988", gender: "Female" },
      { dob: "02/09/1986", gender: "Male", relation: "Spouse" },
      { dob: "20/12/2018", gender: "Male", relation: "Child" },
    ],
  });
  const summary = page.getByText("10 plans from 5 insurers");
  await expect(summary).toContainText(
    /^2 adults, 1 child \(Self \d+ yrs, Spouse \d+ yrs, Child \d+ yrs\) · Pincode 560001 · 10 plans from 5 insurers · Cover ₹[\d,]+ to ₹[\d,]+ · Edit/,
  );
  // Nothing personal in the page beyond what the visitor typed for the summary.
  await expect(summary).not.toContainText("Farah");
  await expect(summary).not.toContainText("1988");
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The cookie is httpOnly, scoped to this request's plans pages.
  const cookies = (await page.context().cookies()).filter((c) =>
    c.name.startsWith("quote_summary"),
  );
  expect(cookies.map((c) => [c.name, c.path, c.httpOnly, c.sameSite]).sort()).toEqual([
    ["quote_summary_en", `/insurance-compare/health/${key}`, true, "Lax"],
    ["quote_summary_hi", `/hi/insurance-compare/health/${key}`, true, "Lax"],
  ]);
  await page.goto(`/hi/insurance-compare/health/${key}`);
  await expect(page.getByText(/पिनकोड 560001/)).toBeVisible();

  // Another device (no cookie): only what the plans say, never a guess.
  const other = await page.context().browser()!.newPage();
  await other.goto(new URL(`/insurance-compare/health/${key}`, page.url()).href);
  const bare = other.getByText("10 plans from 5 insurers");
  await expect(bare).toContainText(/^10 plans from 5 insurers · Cover /);
  await expect(bare).not.toContainText("Pincode");
  await other.close();

  // Edit: the quote form with the quote's values, ready to send again.
  await page.goto(`/insurance-compare/health/${key}`);
  await page.getByRole("link", { name: "Edit your quote details" }).click();
  await page.waitForURL((url) => url.pathname === "/health-insurance" && !url.search);
  const w = wizard(page);
  await expect(field(w, "insuredPersons.2.dob")).toHaveValue("20/12/2018");
  await expect(field(w, "insuredPersons.1.relation")).toHaveValue("Spouse");
  await w.getByRole("button", { name: "Back" }).click();
  await expect(field(w, "pincode")).toHaveValue("560001");
  await expect(field(w, "adults")).toHaveValue("2");
  await w.getByRole("button", { name: "Back" }).click();
  await expect(field(w, "email")).toHaveValue(email);

  // An edited quote is a new submission: a new requestKey, its own summary.
  await w.getByRole("button", { name: "Continue" }).click();
  await field(w, "pincode").fill("400001");
  await w.getByRole("button", { name: "Continue" }).click();
  await w.getByRole("button", { name: "View plans" }).click();
  await page.waitForURL(
    (url) =>
      /^\/insurance-compare\/health\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith(key),
  );
  await expect(page.getByText("10 plans from 5 insurers")).toContainText("Pincode 400001");
});

test("keyboard only: a plan is chosen with Tab and Enter", async ({ page }) => {
  const key = await startQuote(page, {
    name: "Ishaan Kapoor",
    phone: "9000044444",
    email: uniqueEmail("plans-keys"),
  });
  const choose = page.getByRole("button", { name: /^Choose FG Health Absolute for ₹/ });
  await page.getByRole("heading", { level: 1 }).click();
  await tabTo(page, choose, 120);
  await page.keyboard.press("Enter");
  await page.waitForURL(`**/health/${key}/member`);
});

test("motor cards: IDV, the plan's facts or 'Ask us for the policy wording', an assisted insurer", async ({
  page,
}) => {
  const email = uniqueEmail("motor-plans");
  const quote = await motorCall("/form/one/submit", {
    rcNo: "KA01AB1234",
    name: "Vikram Shetty",
    phone: "9000055555",
    email,
  });
  const key = quote.requestKey as string;
  await motorCall("/set/base-policy-details", {
    requestKey: key,
    data: {
      insurances: [
        previousPolicy({
          policyNumber: "OLD-9",
          startDate: isoDaysFromToday(-350),
          endDate: isoDaysFromToday(15),
        }),
      ],
    },
  });
  await page.goto(`/insurance-compare/motor/${key}`);
  // The summary names the vehicle the broker looked up, and the IDV range.
  const { vehicle } = (await motorCall("/get/base-policy-details", { requestKey: key })).data as {
    vehicle: {
      make: string;
      model: string;
      variant: string;
      fuelType: string;
      registrationYear: number;
    };
  };
  await expect(page.getByText(/plans from \d+ insurers/)).toContainText(
    `${vehicle.make} ${vehicle.model} ${vehicle.variant}, ${vehicle.fuelType}, ${vehicle.registrationYear} · `,
  );
  await expect(page.getByText(/plans from \d+ insurers/)).toContainText(/ · IDV ₹[\d,]+/);
  await expect(page.getByRole("link", { name: "Edit your quote details" })).toHaveAttribute(
    "href",
    "/motor-insurance",
  );
  await expect(card(page, "Digit Private Car Comprehensive")).toContainText("Cashless garages");
  await expect(card(page, "Tata AIG AutoSecure Private Car")).toContainText(
    "Ask us for the policy wording",
  );
  await expect(card(page, "Digit Private Car Comprehensive")).toContainText("incl. GST");
  const icici = card(page, "ICICI Lombard Car Protect");
  await expect(icici).toContainText("Bought with an advisor");
  await icici.getByRole("button", { name: /Request a call-back/ }).click();
  await expect(icici.getByRole("status")).toContainText(
    /an advisor will call you (within the hour|about ICICI Lombard Car Protect on .+\(India time\))/i,
  );
  await expect
    .poll(
      async () =>
        (await storedLeads()).filter(
          (l) => l.email === email && l.businessType === "General" && l.keyId === "client",
        ).length,
    )
    .toBe(1);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("Hindi: the card labels are the Hindi catalogue's, broker text stays as sent", async ({
  page,
}) => {
  const key = await startQuote(page, {
    name: "Sunita Yadav",
    phone: "9000066666",
    email: uniqueEmail("plans-hi"),
  });
  await page.goto(`/hi/insurance-compare/health/${key}`);
  const care = card(page, "Care Supreme");
  await expect(care).toContainText(hi.Plans.assistedBadge);
  await expect(care.getByRole("button", { name: /कॉल-बैक माँगें/ })).toBeVisible();
  const digit = card(page, "Digit Health Care Plus");
  await expect(digit).toContainText(hi.Plans.totalPremium);
  await expect(digit).toContainText(hi.Plans.inclGst);
  await expect(digit).toContainText("प्रति माह");
  await expect(page.getByLabel(hi.Plans.insurer, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /बदलें/ })).toHaveAttribute(
    "href",
    "/hi/health-insurance?edit=1",
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
});
