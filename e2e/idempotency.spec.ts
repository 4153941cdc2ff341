import type { Page } from "@playwright/test";
import { SANDBOX_URL, expect, test, uniqueEmail } from "./support/fixtures";
import {
  choosePlan,
  completeProposal,
  declareAndBuy,
  startQuote,
  tolerateHostedFavicon,
} from "./health-helpers";

/**
 * One visitor action creates one thing at the broker (broker-api.md "Idempotency"), counted in
 * the sandbox broker: a quote whose answer was lost and is sent again (a retry, a reload of the
 * draft) makes one requestKey and one e-mail; a reload of the digit product page triggers no
 * second purchase.
 */

test.describe.configure({ timeout: 120_000 });
test.beforeEach(({ page, consoleErrors }) => tolerateHostedFavicon(page, consoleErrors));

const FAILURE = "Sorry we cannot help you at the moment. Please try again.";

async function sandboxJson<T>(path: string): Promise<T[]> {
  const response = await fetch(`${SANDBOX_URL}${path}`);
  return ((await response.json()) as { data: T[] }).data;
}

const requestsFor = (email: string) =>
  sandboxJson<{ requestKey: string; kind: string }>(
    `/sandbox/requests.json?email=${encodeURIComponent(email)}`,
  );
const outboxFor = async (email: string) =>
  (await sandboxJson<{ recipient: string; subject: string }>("/sandbox/outbox.json")).filter(
    (m) => m.recipient === email,
  );

/**
 * Lets the next `count` server-action calls of the page reach the server, then drops their answers
 * on the way back, as a dropped connection or a proxy timeout would.
 */
async function loseAnswers(page: Page, count: number): Promise<void> {
  let left = count;
  await page.route("**/motor-insurance", async (route) => {
    const request = route.request();
    if (left <= 0 || request.method() !== "POST" || !request.headers()["next-action"])
      return route.continue();
    left -= 1;
    await route.fetch();
    await route.abort("connectionreset");
  });
}

test("a motor quote whose answer was lost, sent again by a click and after a reload, is one quote and one e-mail", async ({
  page,
  consoleErrors,
}) => {
  const email = uniqueEmail("idem-motor");
  await page.goto("/motor-insurance");
  const form = page.locator("#motor-quote");
  await form.locator('[name="rcNo"]').fill("MH12AB1234");
  await form.locator('[name="name"]').fill("Ravi Kumar");
  await form.locator('[name="phone"]').fill("98765 43210");
  await form.locator('[name="email"]').fill(email);
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(form.getByText("Step 2 of 2")).toBeVisible();

  await loseAnswers(page, 2);
  await form.getByRole("button", { name: "Get quotes" }).dblclick();
  await expect(form.getByRole("alert").filter({ hasText: FAILURE })).toBeVisible();
  // The broker did make the quote: the visitor was not told.
  await expect.poll(async () => (await requestsFor(email)).length).toBe(1);

  // The visitor tries again: the same submission, the same key.
  await form.getByRole("button", { name: "Get quotes" }).click();
  await expect(form.getByRole("alert").filter({ hasText: FAILURE })).toBeVisible();

  // Then reloads: the draft comes back with its key, and this time the answer arrives.
  await page.reload();
  await expect(form.getByText("Step 2 of 2")).toBeVisible();
  await expect(form.locator('[name="rcNo"]')).toHaveValue("MH12AB1234");
  await form.getByRole("button", { name: "Get quotes" }).click();
  await page.waitForURL(/\/motor\/[^/]+\/additional-policy-details$/);

  expect(await requestsFor(email)).toHaveLength(1);
  expect(
    (await outboxFor(email)).filter((m) => m.subject === "Continue your motor quote"),
  ).toHaveLength(1);
  // The two dropped answers are the test's doing (one console line each, naming the page its
  // server action posted to); nothing else may fail.
  const dropped = `Failed to load resource: net::ERR_CONNECTION_RESET (${new URL("/motor-insurance", page.url()).href})`;
  expect(consoleErrors.filter((e) => e === dropped)).toHaveLength(2);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => e !== dropped));
});

test("reloading the digit product page triggers no second purchase", async ({ page }) => {
  const key = await startQuote(page, {
    name: "Meena Iyer",
    phone: "9876501234",
    email: uniqueEmail("idem-digit"),
  });
  await choosePlan(page, "Digit Health Care Plus");
  await completeProposal(page, key);
  await page.waitForURL(`**/health/${key}/final-quote`);
  // KYC before payment: Buy Now's check says "to do", digit's KYC page, then the product page.
  await declareAndBuy(page);
  await page.getByRole("button", { name: "Approve KYC" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/insurance/health/${key}/digit/digit-product\\?from=kyc$`),
    { timeout: 30_000 },
  );
  const policyNumber = await page.getByTestId("policy-number").textContent();
  expect(policyNumber).toBeTruthy();

  type Row = { idempotencyKey: string; replays: number };
  const purchases = () =>
    sandboxJson<Row>(
      `/sandbox/idempotency.json?route=${encodeURIComponent("/product/health/api/trigger/purchase")}&requestKey=${encodeURIComponent(key)}`,
    );
  // One purchase call ran: the product page's (derived). Buy Now's press stopped at the KYC.
  const before = await purchases();
  expect(before.map((r) => r.idempotencyKey.split(":").slice(0, 2).join(":")).sort()).toEqual([
    "srv:purchase",
  ]);
  expect(before.every((r) => r.replays === 0)).toBe(true);

  await page.reload();
  await expect(page.getByTestId("policy-number")).toHaveText(policyNumber ?? "");
  await page.goto(`/insurance/health/${key}/digit/digit-product?from=kyc`);
  await expect(page.getByTestId("policy-number")).toHaveText(policyNumber ?? "");

  const after = await purchases();
  expect(after).toHaveLength(1);
  expect(after.find((r) => r.idempotencyKey.startsWith("srv:"))?.replays).toBe(2);
});
