import { choosePlan, completeProposal, startQuote } from "./health-helpers";
import { test, uniqueEmail } from "./support/fixtures";

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });

test("screenshots at 390", async ({ page }) => {
  for (const [name, path] of [["home", "/"], ["health", "/health-insurance"], ["claims", "/claims"]] as const) {
    await page.goto(path);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/pt/shot-${name}-top.png` });
    await page.screenshot({ path: `/tmp/pt/shot-${name}-full.png`, fullPage: true });
  }
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  await page.screenshot({ path: `/tmp/pt/shot-menu.png` });
  const key = await startQuote(page, { name: "Asha Kumari Verma", phone: "9876543210", email: uniqueEmail("shots") });
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/pt/shot-plans-top.png` });
  await page.screenshot({ path: `/tmp/pt/shot-plans-full.png`, fullPage: true });
  const boxes = page.getByRole("checkbox", { name: /^Compare / });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await boxes.nth(2).check();
  await page.getByRole("button", { name: "Compare plans" }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/pt/shot-compare.png` });
  await page.keyboard.press("Escape");
  await choosePlan(page, "Digit Health Care Plus");
  await page.screenshot({ path: `/tmp/pt/shot-member.png`, fullPage: true });
  await completeProposal(page, key);
  await page.waitForURL(`**/health/${key}/final-quote`);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/pt/shot-final-full.png`, fullPage: true });
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: `/tmp/pt/shot-final-print.png`, fullPage: true });
});
