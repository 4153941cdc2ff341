import { field, isoDaysFromToday, motorCall } from "./motor-helpers";
import { expect, test, uniqueEmail } from "./support/fixtures";

test("debug draft", async ({ page }) => {
  const q = await motorCall("/form/one/submit", { rcNo: "MH12AB1234", name: "Asha Rao", phone: "9876543210", email: uniqueEmail("dbg") });
  const key = q.requestKey as string;
  await motorCall("/set/base-policy-details", { requestKey: key, data: { insurances: [{ srNo: 1, insuranceCompany: "HDFC", policyNumber: "OLD-1", startDate: isoDaysFromToday(-380), endDate: isoDaysFromToday(20), policyType: "comp", nbc: 20, lastYearClaim: "false" }] } });
  const plans = (await motorCall("/get/quick-quotes", { requestKey: key })).data as { pName: string; pCode: string; companyName: string }[];
  const d = plans.find((p) => p.companyName === "digit")!;
  await motorCall("/select/plan", { requestKey: key, data: { pName: d.pName, pCode: d.pCode, companyName: d.companyName } });
  page.on("console", (m) => console.log("console:", m.text()));
  await page.goto(`/motor/${key}/add-ons`);
  await field(page, "roadsideAssistance").check();
  await page.waitForTimeout(500);
  console.log("before", await page.evaluate(() => JSON.stringify(sessionStorage)));
  await page.reload();
  await page.waitForTimeout(3000);
  console.log("after", await page.evaluate(() => JSON.stringify(sessionStorage)));
  await expect(field(page, "roadsideAssistance")).toBeChecked();
});
