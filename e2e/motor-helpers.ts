import type { Page } from "@playwright/test";
import { SANDBOX_URL, expect, seriousAxeViolations } from "./support/fixtures";
import { isoDaysFromToday } from "./support/previous-policy";

/** Shared steps of the motor journey specs (e2e/motor-*.spec.ts). */

export const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

export { isoDaysFromToday } from "./support/previous-policy";

/** dd/mm/yyyy `days` from today, as a person types it. */
export function displayDaysFromToday(days: number): string {
  const [y, m, d] = isoDaysFromToday(days).split("-");
  return `${d}/${m}/${y}`;
}

/** POSTs a motor call to the sandbox broker, as the broker's own systems would. */
export async function motorCall(
  path: string,
  body: unknown,
): Promise<{ status: number; requestKey?: string; data?: unknown }> {
  const response = await fetch(`${SANDBOX_URL}/product/motor/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { status: number; requestKey?: string };
}

/** The newest outbox message to `email` whose subject matches, as the sandbox lists it. */
export async function outboxLink(email: string, subject: RegExp): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const response = await fetch(`${SANDBOX_URL}/sandbox/outbox.json`);
      const rows = (
        (await response.json()) as {
          data: { recipient: string; subject: string; link: string | null }[];
        }
      ).data;
      link = rows.find((r) => r.recipient === email && subject.test(r.subject))?.link ?? "";
      return link;
    })
    .not.toBe("");
  return link;
}

/** Chooses the motor plan whose card heading is `planName` and waits for the owner step. */
export async function chooseMotorPlan(page: Page, key: string, planName: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: "Select Your Plan" })).toBeVisible();
  await expect(page.getByText("Please wait while we find the best plans for you...")).toHaveCount(
    0,
  );
  await page.getByRole("button", { name: new RegExp(`^Choose ${planName} for`) }).click();
  await page.waitForURL(`**/motor/${key}/member`);
}

/** Fills the vehicle owner step (the member) with one valid owner, Asha Rao. */
export async function fillMotorOwner(page: Page): Promise<void> {
  await field(page, "firstName").fill("Asha");
  await field(page, "lastName").fill("Rao");
  await field(page, "dob").fill("15/08/1988");
  await field(page, "gender").selectOption("Female");
  await field(page, "maritalStatus").selectOption("Widow");
  await field(page, "documentType").selectOption("PAN");
  await field(page, "documentId").fill("ABCDE1234F");
  await field(page, "documentIssueDate").fill("01/02/2015");
}

/** Owner → nominee → communication → add-ons, with axe on each screen when asked. Ends on the add-ons step. */
export async function completeMotorProposal(
  page: Page,
  key: string,
  opts: { axe?: boolean; email?: string } = {},
): Promise<void> {
  const axe = async () => {
    if (opts.axe) expect(await seriousAxeViolations(page)).toEqual([]);
  };
  await expect(
    page.getByRole("heading", { level: 1, name: "Vehicle owner details" }),
  ).toBeVisible();
  await axe();
  await fillMotorOwner(page);
  await page.getByRole("button", { name: "Save and continue" }).click();
  await page.waitForURL(`**/motor/${key}/nominee`);
  await axe();

  await field(page, "firstName").fill("Ravi");
  await field(page, "lastName").fill("Rao");
  await field(page, "relation").selectOption("son");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await page.waitForURL(`**/motor/${key}/communication`);
  await axe();

  await field(page, "street").fill("12 MG Road");
  await field(page, "city").fill("Pune");
  await field(page, "pincode").fill("411001");
  if (opts.email) await field(page, "email").fill(opts.email);
  await field(page, "mobile").fill("9876543210");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await page.waitForURL(`**/motor/${key}/add-ons`);
}

/**
 * The whole start of a motor journey in the browser: the /motor-insurance quote (customer tab) →
 * straight on to the vehicle and previous-insurance screen (issue 22: in the same tab; with
 * `viaEmail`, from a fresh page load of the continue link the broker e-mails instead) → the
 * plans. Returns the requestKey of the plans page.
 */
export async function quoteToPlans(
  page: Page,
  q: { rcNo: string; email: string; endDate: string; startDate: string; viaEmail?: boolean },
): Promise<string> {
  await page.goto("/motor-insurance");
  const form = page.locator("#motor-quote");
  await form.locator('[name="rcNo"]').fill(q.rcNo);
  await form.locator('[name="name"]').fill("Asha Rao");
  await form.locator('[name="phone"]').fill("98765 43210");
  await form.locator('[name="email"]').fill(q.email);
  await form.getByRole("button", { name: "Continue" }).click();
  await form.getByRole("button", { name: "Get quotes" }).click();
  await page.waitForURL(/\/motor\/[^/]+\/additional-policy-details$/);
  if (q.viaEmail) {
    const link = await outboxLink(q.email, /continue/i);
    expect(new URL(link).pathname).toBe(new URL(page.url()).pathname);
    await page.goto(link);
    await page.waitForURL(/\/motor\/[^/]+\/additional-policy-details$/);
  }
  await expect(page.getByTestId("vehicle-confirmation")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await field(page, "insurances.0.insuranceCompany").selectOption("ICICI");
  await field(page, "insurances.0.policyNumber").fill("3001/12345678");
  await field(page, "insurances.0.startDate").fill(q.startDate);
  await field(page, "insurances.0.endDate").fill(q.endDate);
  await field(page, "insurances.0.policyType").selectOption("comp");
  await field(page, "insurances.0.nbc").selectOption("25");
  await page
    .getByRole("group", { name: "Insurance 1" })
    .getByRole("radio", { name: "No", exact: true })
    .check();
  await page.getByRole("button", { name: "Save and see plans" }).click();
  await page.waitForURL(/\/insurance-compare\/motor\/[^/]+$/);
  return new URL(page.url()).pathname.split("/").pop() as string;
}
