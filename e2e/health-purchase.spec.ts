import { storedLeads, test, expect, uniqueEmail, seriousAxeViolations } from "./support/fixtures";
import { newTabUrl } from "./support/new-tab";
import {
  buyButton,
  choosePlan,
  completeProposal,
  declaration,
  declareAndBuy,
  field,
  startQuote,
  tolerateHostedFavicon,
} from "./health-helpers";

/** Whole health purchases in the browser against the sandbox broker (spec 2.4, 4). */

test.describe.configure({ timeout: 120_000 });
test.beforeEach(({ page, consoleErrors }) => tolerateHostedFavicon(page, consoleErrors));

test("digit: quote → plan → proposal → review → Buy Now → KYC → payment, one tab → policy PDF", async ({
  page,
  context,
}) => {
  const email = uniqueEmail("digit");
  const key = await startQuote(page, { name: "Asha Kumari Verma", phone: "9876543210", email });
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The follow-up client lead: Individual, Health, name split into first and last name.
  await expect
    .poll(async () => (await storedLeads()).find((l) => l.email === email))
    .toMatchObject({
      keyId: "client",
      clientType: "Individual",
      businessType: "Health",
      firstName: "Asha",
      lastName: "Verma",
      phone: "9876543210",
    });

  await choosePlan(page, "Digit Health Care Plus");
  // Prefilled from the quote.
  await expect(field(page, "members.0.firstName")).toHaveValue("Asha");
  await expect(field(page, "members.0.dob")).toHaveValue("31/01/1990");
  await completeProposal(page, key, { axe: true });

  await page.waitForURL(`**/health/${key}/final-quote`);
  await expect(page.getByRole("heading", { level: 1, name: "Your final quote" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Insured members" }).getByRole("row")).toHaveCount(
    2,
  );
  await expect(page.getByRole("table", { name: "Insured members" })).toContainText("Self");
  await expect(page.getByTestId("gross-premium")).toHaveText(/^₹[\d,]+$/);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The price card: the policy period, every rupee, the total in the Buy button (issue 22).
  await expect(page.getByTestId("policy-period")).toHaveText(
    /^Policy period: \d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}$/,
  );
  const total = (await page.getByTestId("gross-premium").textContent()) as string;
  await expect(buyButton(page)).toHaveText(`Buy Now: pay ${total}`);
  // The review: every step's answers, each with Edit back to its step.
  await expect(page.getByTestId("review-nominee")).toContainText("Ravi Verma");
  await expect(page.getByTestId("review-communication")).toContainText("12 MG Road");
  await expect(page.getByRole("link", { name: "Edit Nominee" })).toHaveAttribute(
    "href",
    `/health/${key}/nominee?from=review`,
  );
  // Every step was saved: the progress marks the four steps done.
  await expect(page.getByTestId("step-done")).toHaveCount(4);

  // KYC before payment, all in this tab: Buy → the insurer's KYC page → back → payment.
  await declareAndBuy(page);
  await page.waitForURL(/\/hosted\/kyc\/digit/);
  await page.getByRole("button", { name: "Approve KYC" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/insurance/health/${key}/digit/digit-product\\?from=kyc$`),
    {
      timeout: 30_000,
    },
  );
  // Before payment the insurer's number is a proposal number.
  await expect(page.getByText(/your proposal is ready\. Proposal number:/)).toBeVisible();
  await expect(page.getByText(/policy has been generated/)).toHaveCount(0);
  await expect(page.getByTestId("policy-number")).not.toBeEmpty();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: `Pay ${total}` }).click();
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(new RegExp(`/health/${key}/generate-policy$`), {
    timeout: 30_000,
  });
  expect(context.pages()).toHaveLength(1);
  const payment = page;
  await expect(
    payment.getByRole("heading", { level: 1, name: /^Congratulations Asha (Kumari )?Verma!$/ }),
  ).toBeVisible();
  await expect(payment.getByTestId("policy-number")).not.toBeEmpty();
  expect(await seriousAxeViolations(payment)).toEqual([]);

  const proposal = payment.getByRole("link", { name: /^Policy Proposal/ });
  await expect(proposal).toHaveAttribute("target", "_blank");
  const href = (await proposal.getAttribute("href")) as string;
  const pdf = await payment.request.get(href);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  // Opening it: the link opens the PDF in a new tab, and this tab stays on the documents.
  const opened = await newTabUrl(
    payment,
    (u) => u.endsWith(".pdf"),
    () => proposal.click(),
  );
  expect(opened).toBe(href);
  expect(new URL(payment.url()).pathname).toMatch(/\/generate-policy$/);

  // The same documents on the digit documents route, and after a reload.
  await page.goto(`/product/health/form/digit/payment/success/${key}`);
  await expect(page.getByRole("heading", { level: 1, name: /^Congratulations / })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Policy Schedule/ })).toBeVisible();
});

test("digit: the declaration left unticked refuses Buy; a failed payment shows the apology and refund note", async ({
  page,
}) => {
  const key = await startQuote(page, {
    name: "Rohit Das",
    phone: "9876512340",
    email: uniqueEmail("digitfail"),
  });
  await choosePlan(page, "Digit Double Wallet");
  await completeProposal(page, key);
  await page.waitForURL(`**/health/${key}/final-quote`);
  // Buy without the declaration: nothing is sent, the message stands beside the box.
  await buyButton(page).click();
  await expect(page.getByText("Please tick the declaration to continue.")).toHaveRole("alert");
  await expect(declaration(page)).toBeFocused();
  await expect(declaration(page)).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(new RegExp(`/health/${key}/final-quote$`));
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Ticked, the message goes and Buy goes on.
  await declaration(page).check();
  await expect(page.getByText("Please tick the declaration to continue.")).toHaveCount(0);
  await buyButton(page).click();
  await page.getByRole("button", { name: "Approve KYC" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/insurance/health/${key}/digit/digit-product\\?from=kyc$`),
    {
      timeout: 30_000,
    },
  );
  await page.getByRole("link", { name: /^Pay ₹/ }).click();
  await page.getByRole("button", { name: "Simulate failure" }).click();
  await page.waitForURL(`**/product/health/form/digit/payment/failed/${key}`);
  await expect(
    page.getByText(/^Your policy documents could not be generated at this time\./),
  ).toBeVisible();
  await expect(page.getByText(/refund/)).toBeVisible();
  await expect(page.getByRole("link", { name: /^Policy / })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("documents of an unknown request: 'Something went wrong'", async ({ page, consoleErrors }) => {
  await page.goto("/health/no-such-request/generate-policy");
  await expect(page.getByRole("alert").filter({ hasText: "Something went wrong" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.goto("/health/no-such-request/member");
  await expect(
    page.getByText(/Something went wrong: we could not load your proposal/),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

// Needs the steps engineer's change (a step opened with ?from=review returns to the final quote
// after saving); on this branch the nominee step still goes on to communication.
test.fixme("the review's Edit opens the step and saving returns to the review", async ({
  page,
}) => {
  const key = await startQuote(page, {
    name: "Neha Joshi",
    phone: "9876512399",
    email: uniqueEmail("review"),
  });
  await choosePlan(page, "Digit Health Care Plus");
  await completeProposal(page, key);
  await page.waitForURL(`**/health/${key}/final-quote`);
  await page.getByRole("link", { name: "Edit Nominee" }).click();
  await page.waitForURL(`**/health/${key}/nominee?from=review`);
  await field(page, "firstName").fill("Kiran");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await page.waitForURL(`**/health/${key}/final-quote`);
  await expect(page.getByTestId("review-nominee")).toContainText("Kiran Verma");
});
