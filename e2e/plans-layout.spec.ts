import { SANDBOX_URL, expect, test } from "./support/fixtures";

/**
 * The plans screen must not jump when the list arrives (issue 11: Lighthouse measured CLS 0.406,
 * the footer pushed down by the plans). Layout shifts are summed the way CLS counts them
 * (ignoring shifts right after input) on a phone-sized viewport.
 */
test("the plans page does not shift when the plans arrive", async ({ browser }) => {
  const api = `${SANDBOX_URL}/product/health/api`;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${api}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect(res.ok).toBe(true);
    return (await res.json()) as { key: string };
  };
  const { key } = await post("/form/one/submit", {
    adults: 1,
    kids: 0,
    pincode: "400001",
    name: "Asha Rao",
    phone: "9876543210",
    email: "asha@example.com",
    insuredPersons: [{ memberNo: 1, dob: "1985-03-10", gender: "Female", relation: "Self" }],
  });

  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(`/insurance-compare/health/${key}`);
  await expect(page.getByRole("button", { name: /^Choose / }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  expect(shift).toBeLessThanOrEqual(0.02);
  await context.close();
});
