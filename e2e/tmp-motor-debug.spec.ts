import { field, isoDaysFromToday, motorCall } from "./motor-helpers";
import { expect, test, uniqueEmail } from "./support/fixtures";

test("debug back", async ({ page }) => {
  const q = await motorCall("/form/one/submit", { rcNo: "MH12AB1234", name: "Asha Rao", phone: "9876543210", email: uniqueEmail("dbg") });
  const key = q.requestKey as string;
  await motorCall("/set/base-policy-details", { requestKey: key, data: { insurances: [{ srNo: 1, insuranceCompany: "HDFC", policyNumber: "OLD-1", startDate: isoDaysFromToday(-380), endDate: isoDaysFromToday(20), policyType: "comp", nbc: 20, lastYearClaim: "false" }] } });
  const plans = (await motorCall("/get/quick-quotes", { requestKey: key })).data as { pName: string; pCode: string; companyName: string }[];
  const d = plans.find((p) => p.companyName === "digit")!;
  await motorCall("/select/plan", { requestKey: key, data: { pName: d.pName, pCode: d.pCode, companyName: d.companyName } });
  page.on("console", (m) => console.log("console:", m.text()));
  page.on("request", (r) => { if (r.url().includes("add-ons")) console.log("req", r.method(), r.url(), r.headers()["rsc"] ?? ""); });
  await page.goto(`/motor/${key}/add-ons`);
  await field(page, "roadsideAssistance").check();
  console.log("s1", await page.evaluate(() => JSON.stringify(sessionStorage)));
  await page.getByRole("button", { name: "Save and see final quote" }).click();
  await page.waitForURL(`**/motor/${key}/final-quote`);
  console.log("s2", await page.evaluate(() => JSON.stringify(sessionStorage)));
  const ad = await motorCall("/get/add-ons", { requestKey: key });
  console.log("server", JSON.stringify(ad.data).match(/"roadsideAssistance"[^}]*}/)?.[0]);
  await page.goBack();
  await page.waitForURL(`**/motor/${key}/add-ons`);
  await page.waitForTimeout(3000);
  console.log("s3", await page.evaluate(() => JSON.stringify(sessionStorage)));
  await expect(field(page, "roadsideAssistance")).toBeChecked();
});
