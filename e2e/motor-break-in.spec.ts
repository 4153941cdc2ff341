import {
  chooseMotorPlan,
  completeMotorProposal,
  field,
  isoDaysFromToday,
  motorCall,
  outboxLink,
} from "./motor-helpers";
import { declareAndBuy, tolerateHostedFavicon } from "./health-helpers";
import { expect, seriousAxeViolations, test, uniqueEmail } from "./support/fixtures";
import { previousPolicy } from "./support/previous-policy";

/** A lapsed previous policy: Buy Now → break-in info → hosted inspection → policy search (spec 2.4, 4 "Break-in"). */

test.describe.configure({ timeout: 150_000 });
test.beforeEach(({ page, consoleErrors }) => tolerateHostedFavicon(page, consoleErrors));

/** Quote and a previous policy that ended 30 days ago, then the digit plan through to Buy Now in the browser. */
async function lapsedDigitBuyNow(
  page: import("@playwright/test").Page,
  email: string,
  rcNo: string,
): Promise<{ key: string; policyNumber: string }> {
  const quote = await motorCall("/form/one/submit", {
    rcNo,
    name: "Asha Rao",
    phone: "9876543210",
    email,
  });
  const key = quote.requestKey as string;
  await motorCall("/set/base-policy-details", {
    requestKey: key,
    data: {
      insurances: [
        previousPolicy({
          insuranceCompany: "ICICI",
          policyNumber: "OLD-9",
          startDate: isoDaysFromToday(-395),
          endDate: isoDaysFromToday(-30),
          nbc: 0,
          lastYearClaim: "true",
        }),
      ],
    },
  });
  await page.goto(`/insurance-compare/motor/${key}`);
  await chooseMotorPlan(page, key, "Digit Private Car Comprehensive");
  await completeMotorProposal(page, key, { email });
  await page.getByRole("button", { name: "Save and see final quote" }).click();
  await page.waitForURL(`**/motor/${key}/final-quote`);
  // KYC before payment (issue 23 item 6): digit's KYC page in this tab, then back.
  await declareAndBuy(page);
  await page.getByRole("button", { name: "Approve KYC" }).click();
  // Inspection needed and not done: the purchase follows the paymentUrl, the break-in page.
  // (A polling URL check: waitForURL throws on a navigation aborted on the way.)
  await expect(page).toHaveURL(new RegExp(`/motor/${key}/break-in-info$`), { timeout: 30_000 });
  await expect(page.getByText(/Asha Rao/).first()).toBeVisible();
  const policyNumber =
    (
      (await page
        .getByText(/DIG[A-Z0-9/-]+/)
        .first()
        .textContent()) ?? ""
    ).match(/DIG[A-Z0-9/-]+/)?.[0] ?? "";
  expect(policyNumber).toMatch(/^DIG/);
  await expect(page.getByRole("link", { name: /search/i }).first()).toHaveAttribute(
    "href",
    "/motor/search-policy-post-break-in",
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
  return { key, policyNumber };
}

async function inspect(
  page: import("@playwright/test").Page,
  email: string,
  result: "Pass inspection" | "Fail inspection",
): Promise<void> {
  const link = await outboxLink(email, /inspection/i);
  await page.goto(link);
  await page.getByRole("button", { name: result }).click();
  await page.waitForURL("**/motor/search-policy-post-break-in");
}

async function search(page: import("@playwright/test").Page, policyNumber: string): Promise<void> {
  await field(page, "policyNo").fill(policyNumber);
  await page.getByRole("button", { name: "Find my policy" }).click();
}

test("lapsed policy: break-in info → inspection passed → policy search → payment → policy documents", async ({
  page,
  context,
}) => {
  const email = uniqueEmail("motor-lapsed");
  const { key, policyNumber } = await lapsedDigitBuyNow(page, email, "MH14CD4321");

  // Searching before the inspection says it is not complete yet.
  await page.goto("/motor/search-policy-post-break-in");
  await search(page, policyNumber);
  await page.waitForURL(`**/motor/${key}/inspection-fail`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Sorry, your inspection is not complete yet..." }),
  ).toBeVisible();

  await inspect(page, email, "Pass inspection");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await search(page, policyNumber);
  await page.waitForURL(`**/insurance/motor/${key}/digit/digit-product-motor`);
  await expect(page.getByTestId("policy-number")).toHaveText(policyNumber);

  // KYC was done before: payment in the same tab, then the policy.
  await page.getByRole("link", { name: /^Pay ₹/ }).click();
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await page.waitForURL(`**/motor/${key}/generate-policy`);
  expect(context.pages()).toHaveLength(1);
  const payment = page;
  await expect(payment.getByTestId("policy-number")).toHaveText(policyNumber);
  await expect(payment.getByRole("link", { name: /^Policy Schedule/ })).toBeVisible();
});

test("lapsed policy: a failed inspection leads to the inspection-fail page, with the search and contact offered", async ({
  page,
}) => {
  const email = uniqueEmail("motor-fail");
  const { key, policyNumber } = await lapsedDigitBuyNow(page, email, "TN09XY7777");
  await inspect(page, email, "Fail inspection");
  await search(page, policyNumber);
  await page.waitForURL(`**/motor/${key}/inspection-fail`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Sorry, your inspection is not complete yet..." }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("main")
      .getByRole("link", { name: /contact/i })
      .first(),
  ).toHaveAttribute("href", "/contact");
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Buy Now again does not open a payment while the inspection has not passed.
  await page.goto(`/insurance/motor/${key}/digit/digit-product-motor`);
  await page.waitForURL(`**/motor/${key}/break-in-info`);
});
