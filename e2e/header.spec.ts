import { expect, test } from "./support/fixtures";

/**
 * The header fits on one line at every width from 320 to 1920 px (issue 12): no header control
 * ends past the viewport's right edge and no button or link wraps onto a second line.
 */
const widths = [320, 360, 390, 640, 768, 1024, 1280, 1366, 1440, 1920];

for (const width of widths) {
  test(`the header fits on one line at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/about");
    const banner = page.getByRole("banner");
    await expect(banner).toBeVisible();
    const report = await banner.evaluate((header) => {
      const controls = [...header.querySelectorAll<HTMLElement>("a, button")].filter((el) => {
        if (el.closest("[hidden]")) return false;
        const style = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        return (
          style.display !== "none" &&
          style.visibility !== "hidden" &&
          rect.width > 0 &&
          rect.height > 0
        );
      });
      const lineHeight = (el: HTMLElement) => parseFloat(getComputedStyle(el).lineHeight) || 20;
      return {
        innerWidth: window.innerWidth,
        headerHeight: header.getBoundingClientRect().height,
        scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
        controls: controls.map((el) => {
          const rect = el.getBoundingClientRect();
          // Text lines inside the control: one line means its text box is under two line heights.
          const range = document.createRange();
          range.selectNodeContents(el);
          const text = range.getBoundingClientRect();
          return {
            name: (el.textContent ?? "").trim() || el.getAttribute("aria-label"),
            right: Math.round(rect.right),
            lines: text.height / lineHeight(el),
          };
        }),
      };
    });
    expect(report.controls.length).toBeGreaterThan(1);
    for (const control of report.controls) {
      expect(control.right, `"${control.name}" ends inside the viewport`).toBeLessThanOrEqual(
        report.innerWidth,
      );
      expect(control.lines, `"${control.name}" stays on one line`).toBeLessThan(1.9);
    }
    expect(report.headerHeight).toBeLessThanOrEqual(65);
    expect(report.scrollWidth).toBeLessThanOrEqual(report.innerWidth);
    if (width >= 640) {
      await expect(banner.getByRole("link", { name: "WhatsApp Us" })).toBeVisible();
      await expect(banner.getByRole("button", { name: "Free consultation" })).toBeVisible();
    }
  });
}

test("the dropdowns work from the keyboard and close after choosing a link", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const trigger = nav.getByRole("button", { name: "Insurance" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  // Tab moves into the open panel: its first link.
  await expect(nav.getByRole("link", { name: / Insurance$/ }).first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await expect(trigger).toBeFocused();

  // Opening one menu closes the other.
  const terms = nav.getByRole("button", { name: "Terms Of Use" });
  await trigger.click();
  await terms.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await expect(terms).toHaveAttribute("aria-expanded", "true");

  await trigger.click();
  await nav.getByRole("link", { name: "Motor Insurance" }).click();
  await expect(page).toHaveURL(/\/motor-insurance$/);
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByRole("link", { name: "Motor Insurance" })).toBeHidden();
});
