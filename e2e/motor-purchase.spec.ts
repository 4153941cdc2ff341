import {
  chooseMotorPlan,
  completeMotorProposal,
  displayDaysFromToday,
  field,
  isoDaysFromToday,
  motorCall,
  quoteToPlans,
} from "./motor-helpers";
import { declareAndBuy, tolerateHostedFavicon } from "./health-helpers";
import { expect, seriousAxeViolations, test, uniqueEmail } from "./support/fixtures";
import { previousPolicy } from "./support/previous-policy";

/** Whole motor purchases in the browser against the sandbox broker (spec 2.4, 4 "Motor flow"). */

test.describe.configure({ timeout: 150_000 });
test.beforeEach(({ page, consoleErrors }) => tolerateHostedFavicon(page, consoleErrors));

/** A quote with its previous policy saved, by API (the screens before the plans have their own specs). */
async function requestWithPreviousPolicy(
  rcNo: string,
  email: string,
  endDate: string,
): Promise<string> {
  const quote = await motorCall("/form/one/submit", {
    rcNo,
    name: "Asha Rao",
    phone: "9876543210",
    email,
  });
  expect(quote.status).toBe(200);
  const key = quote.requestKey as string;
  const saved = await motorCall("/set/base-policy-details", {
    requestKey: key,
    data: { insurances: [previousPolicy({ startDate: isoDaysFromToday(-364 - 40), endDate })] },
  });
  expect(saved.status).toBe(200);
  return key;
}

test("digit without inspection: quote → previous policy → plans → proposal → add-ons → final quote → KYC → payment, one tab → policy PDF", async ({
  page,
  context,
}) => {
  const email = uniqueEmail("motor-digit");
  const key = await quoteToPlans(page, {
    rcNo: "mh 12 ab 1234",
    email,
    startDate: displayDaysFromToday(-340),
    endDate: displayDaysFromToday(25),
  });
  await expect(page.getByText("IDV", { exact: true }).first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await chooseMotorPlan(page, key, "Digit Private Car Comprehensive");
  await completeMotorProposal(page, key, { axe: true, email });

  // Add-ons: five sections, the compulsory PA cover fixed, evShield hidden, a running total.
  await expect(page.getByRole("heading", { level: 1, name: "Choose your add-ons" })).toBeVisible();
  for (const title of [
    "Personal Accident Cover",
    "Unnamed Passenger Cover",
    "Add-on Covers",
    "Accessories",
    "Legal Liability",
  ]) {
    await expect(page.getByRole("group", { name: title })).toBeVisible();
  }
  await expect(page.getByText(/EV Shield/)).toHaveCount(0);
  const pa = field(page, "paOwnerDriver");
  await expect(pa).toBeChecked();
  await pa.click({ force: true });
  await expect(pa).toBeChecked();
  const total = page.getByTestId("add-ons-total");
  await expect(total).toHaveText("₹375");
  await field(page, "roadsideAssistance").check();
  await expect(total).toHaveText("₹574");
  await field(page, "unnamedPassengerPA").check();
  await field(page, "unnamedPassengerPA__amount").selectOption("100000");
  await expect(total).not.toHaveText("₹574");
  const withPassengers = await total.textContent();
  expect(await seriousAxeViolations(page)).toEqual([]);
  // The choices survive a reload.
  await page.reload();
  await expect(field(page, "roadsideAssistance")).toBeChecked();
  await expect(total).toHaveText(withPassengers as string);
  await page.getByRole("button", { name: "Save and see final quote" }).click();
  await page.waitForURL(`**/motor/${key}/final-quote`);

  await expect(page.getByRole("heading", { level: 1, name: "Your final quote" })).toBeVisible();
  await expect(page.getByText("Insured declared value (IDV)")).toBeVisible();
  await expect(page.getByTestId("gross-premium")).toHaveText(/^₹\d{1,2}(,\d\d)*,\d{3}$/);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Every rupee: own damage, third party, NCB discount, add-ons, GST; the policy period; the
  // add-ons chosen in the review; "Total premium" (one word for the total, issue 22).
  for (const row of ["Own damage", "Third party", "Add-ons", "Net premium", "Tax (GST)"])
    await expect(page.getByText(row, { exact: true })).toBeVisible();
  await expect(page.getByText("No-claim bonus (NCB) discount")).toBeVisible();
  await expect(page.getByText("Total premium", { exact: true })).toBeVisible();
  await expect(page.getByText("Gross premium")).toHaveCount(0);
  await expect(page.getByTestId("policy-period")).toHaveText(/^Policy period: /);
  await expect(page.getByTestId("review-add-ons")).toContainText("24×7 roadside assistance");
  await expect(page.getByTestId("review-previous-policy")).toContainText("3001/12345678");
  await expect(page.getByRole("link", { name: "Edit Add-ons chosen" })).toHaveAttribute(
    "href",
    `/motor/${key}/add-ons?from=review`,
  );
  // Add-ons beyond the compulsory cover: the line under the total says so.
  await expect(page.getByTestId("price-note")).toContainText(
    "Why: the add-ons you chose are included.",
  );
  const premium = (await page.getByTestId("gross-premium").textContent()) as string;
  expect(await seriousAxeViolations(page)).toEqual([]);

  // KYC before payment, in this one tab: Buy → digit's KYC page → back → payment → policy.
  await declareAndBuy(page);
  await page.waitForURL(/\/hosted\/kyc\/digit/);
  tolerateHostedFavicon(page, []);
  await page.getByRole("button", { name: "Approve KYC" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/insurance/motor/${key}/digit/digit-product-motor\\?from=kyc$`),
    {
      timeout: 30_000,
    },
  );
  await expect(page.getByTestId("policy-number")).toHaveText(/^DIG/);
  await expect(page.getByText(/Proposal number/)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: `Pay ${premium}` }).click();
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(new RegExp(`/motor/${key}/generate-policy$`), {
    timeout: 30_000,
  });
  expect(context.pages()).toHaveLength(1);
  const payment = page;
  await expect(
    payment.getByRole("heading", { level: 1, name: "Congratulations Asha Rao!" }),
  ).toBeVisible();
  await expect(payment.getByTestId("policy-number")).toHaveText(/^DIG/);
  expect(await seriousAxeViolations(payment)).toEqual([]);
  const schedule = payment.getByRole("link", { name: /^Policy Schedule/ });
  const pdf = await payment.request.get((await schedule.getAttribute("href")) as string);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

/** A quote with its previous policy saved and the digit plan chosen, by API: ready for the add-ons step. */
async function requestAtAddOns(rcNo: string, email: string): Promise<string> {
  const key = await requestWithPreviousPolicy(rcNo, email, isoDaysFromToday(20));
  const plans = (await motorCall("/get/quick-quotes", { requestKey: key })).data as {
    pName: string;
    pCode: string;
    companyName: string;
  }[];
  const digit = plans.find((p) => p.companyName === "digit");
  expect(digit).toBeTruthy();
  const chosen = await motorCall("/select/plan", {
    requestKey: key,
    data: { pName: digit?.pName, pCode: digit?.pCode, companyName: digit?.companyName },
  });
  expect(chosen.status).toBe(200);
  return key;
}

test("add-ons saved come back ticked after Back, a second save and a reload (issue 23)", async ({
  page,
  browser,
}) => {
  const key = await requestAtAddOns("DL3CAB0001", uniqueEmail("motor-addons-back"));
  await page.goto(`/motor/${key}/add-ons`);
  const roadside = field(page, "roadsideAssistance");
  const keyCover = field(page, "keyReplacement");
  const passengers = field(page, "unnamedPassengerPA");
  await expect(roadside).not.toBeChecked();
  await roadside.check();
  await passengers.check();
  await field(page, "unnamedPassengerPA__amount").selectOption("100000");
  const total = await page.getByTestId("add-ons-total").textContent();
  await page.getByRole("button", { name: "Save and see final quote" }).click();
  await page.waitForURL(`**/motor/${key}/final-quote`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Back: the router's copy of the step predates the save; the step shows what the broker holds.
  await page.goBack();
  await page.waitForURL(`**/motor/${key}/add-ons`);
  await expect(roadside).toBeChecked();
  await expect(passengers).toBeChecked();
  await expect(field(page, "unnamedPassengerPA__amount")).toHaveValue("100000");
  await expect(page.getByTestId("add-ons-total")).toHaveText(total as string);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Saving again after Back keeps what was chosen, with one change.
  await keyCover.check();
  await page.getByRole("button", { name: "Save and see final quote" }).click();
  await page.waitForURL(`**/motor/${key}/final-quote`);
  await page.goBack();
  await page.waitForURL(`**/motor/${key}/add-ons`);
  await page.reload();
  await expect(roadside).toBeChecked();
  await expect(keyCover).toBeChecked();
  await expect(passengers).toBeChecked();

  // Another browser (no draft of this tab): the broker's copy, the same choice.
  const other = await browser.newPage();
  await other.goto(`/motor/${key}/add-ons`);
  await expect(field(other, "roadsideAssistance")).toBeChecked();
  await expect(field(other, "keyReplacement")).toBeChecked();
  await expect(field(other, "unnamedPassengerPA__amount")).toHaveValue("100000");
  await expect(field(other, "zeroDepreciation")).not.toBeChecked();
  await other.close();
});

test("future-genrali: KYC first (form post, same tab), then Buy Now goes to /motor/thank-you", async ({
  page,
}) => {
  const key = await requestWithPreviousPolicy(
    "KA01MJ2024",
    uniqueEmail("motor-fg"),
    isoDaysFromToday(15),
  );
  await page.goto(`/insurance-compare/motor/${key}`);
  await chooseMotorPlan(page, key, "FG Private Car Package Policy");
  await completeMotorProposal(page, key);
  await page.getByRole("button", { name: "Save and see final quote" }).click();
  await page.waitForURL(`**/motor/${key}/final-quote`);
  await declareAndBuy(page);
  await page.getByRole("button", { name: "Approve KYC" }).click();
  await page.waitForURL(`**/insurance/motor/${key}/future-genrali/kyc-verify`);
  await page.waitForURL(`**/motor/${key}/final-quote`);
  await declareAndBuy(page);
  await page.waitForURL("**/motor/thank-you");
  await expect(
    page.getByRole("heading", { level: 1, name: "We will finish your motor quote with you" }),
  ).toBeVisible();
  await expect(
    page.getByText("We could not finish your motor quote online.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByText(/technical issues/)).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("member step: every required message of spec 5 beside its field, values kept", async ({
  page,
}) => {
  const key = await requestWithPreviousPolicy(
    "DL3CAB0001",
    uniqueEmail("motor-member"),
    isoDaysFromToday(10),
  );
  await page.goto(`/insurance-compare/motor/${key}`);
  await chooseMotorPlan(page, key, "Digit Private Car Comprehensive");
  // Prefilled from the quote's name.
  await expect(field(page, "firstName")).toHaveValue("Asha");
  await expect(field(page, "lastName")).toHaveValue("Rao");
  await field(page, "firstName").fill("");
  await field(page, "lastName").fill("");
  await field(page, "profession").selectOption("Retired");
  await page.getByRole("button", { name: "Save and continue" }).click();
  for (const message of [
    "First name is required",
    "Last name is required",
    "Date of birth is required",
    "Gender is required",
    "Marital status is required",
    "Document type is required",
    "Document number is required",
    "Issue date is required",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole("alert").filter({ hasText: "Please correct the highlighted fields." }),
  ).toBeVisible();
  await expect(field(page, "profession")).toHaveValue("Retired");
  await expect(field(page, "firstName")).toBeFocused();
  await expect(field(page, "maritalStatus").locator("option", { hasText: "Widow" })).toHaveCount(1);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expect(page).toHaveURL(new RegExp(`/motor/${key}/member$`));
});

test("an unknown request shows the error state on every motor step", async ({ page }) => {
  for (const step of ["member", "nominee", "communication", "add-ons", "final-quote"]) {
    await page.goto(`/motor/no-such-request/${step}`);
    await expect(
      page.getByRole("alert").filter({ hasText: "we could not load your proposal" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Start a new quote" })).toHaveAttribute(
      "href",
      "/motor-insurance",
    );
  }
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("verify-payment: the wait message and refund note, then /motor/thank-you", async ({
  page,
}) => {
  await page.goto("/motor/any-request/verify-payment");
  await expect(
    page.getByRole("heading", { level: 1, name: "Please Wait While We Verify Payment." }),
  ).toBeVisible();
  await expect(page.getByText(/full amount will be refunded/)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.waitForURL("**/motor/thank-you", { timeout: 10_000 });
});

test("keyboard only: add-ons chosen with Tab and Space, saved with Enter, Buy Now with Enter", async ({
  page,
}) => {
  const key = await requestWithPreviousPolicy(
    "GJ01KL5555",
    uniqueEmail("motor-keys"),
    isoDaysFromToday(25),
  );
  await page.goto(`/insurance-compare/motor/${key}`);
  await chooseMotorPlan(page, key, "Digit Private Car Comprehensive");
  await completeMotorProposal(page, key);

  /** Presses Tab until the control named `name` (or the button reading `name`) has focus (at most 80 presses). */
  const tabTo = async (name: string) => {
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press("Tab");
      const reached = await page.evaluate((n) => {
        const el = document.activeElement as HTMLInputElement | null;
        return el?.name === n || (el?.tagName === "BUTTON" && el.textContent?.trim() === n);
      }, name);
      if (reached) return;
    }
    throw new Error(`Tab never reached ${name}`);
  };
  const total = page.getByTestId("add-ons-total");
  await expect(total).toHaveText("₹375");
  await tabTo("paOwnerDriver");
  await page.keyboard.press("Space");
  await expect(field(page, "paOwnerDriver")).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(field(page, "paPaidDriver")).toBeFocused();
  await page.keyboard.press("Space");
  await expect(total).toHaveText("₹475");
  await tabTo("keyReplacement");
  await page.keyboard.press("Space");
  await expect(total).toHaveText("₹774");
  await page.keyboard.press("Space");
  await expect(total).toHaveText("₹475");
  await tabTo("Save and see final quote");
  await page.keyboard.press("Enter");
  await page.waitForURL(`**/motor/${key}/final-quote`);
  // The declaration with Space, then Buy with Enter.
  await tabTo("declaration");
  await page.keyboard.press("Space");
  await expect(field(page, "declaration")).toBeChecked();
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Tab");
    if (
      (await page.evaluate(() => document.activeElement?.textContent ?? "")).startsWith("Buy Now")
    )
      break;
  }
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/hosted\/kyc\/digit/);
});
