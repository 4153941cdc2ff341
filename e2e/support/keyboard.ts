import type { Locator, Page } from "@playwright/test";

/** Presses Tab until `target` has focus (fails after `max` presses). */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}
