import type { Locator, Page } from "@playwright/test";

/**
 * Presses Tab until `target` has focus (fails after `max` presses). The error lists where the
 * focus went press by press (tag, id or name, the first words of its text), so a failure says
 * whether the focus was trapped, left the page or skipped the target.
 *
 * A quote form's first focus swaps its light shell for the full wizard, which takes the focus
 * over onto its own copy of the field: a check that resolved the shell's field just before the
 * swap reads a detached element, so it is asked again rather than counted as "not focused".
 */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  await target.waitFor();
  const path: string[] = [];
  for (let i = 0; i < max; i++) {
    if (await hasFocus(target)) return;
    path.push(await page.evaluate(describeFocus));
    await page.keyboard.press("Tab");
  }
  throw new Error(
    `Tab never reached ${target.toString()}; focus went: ${path.join(" → ")}; the target: ${await target.evaluate(
      (el) => `${el.outerHTML.slice(0, 200)} (connected ${String(el.isConnected)})`,
    )}`,
  );
}

/** Whether `target` has the focus, asked again while the element it resolved to is detached. */
async function hasFocus(target: Locator): Promise<boolean> {
  for (let i = 0; i < 20; i++) {
    const focused = await target.evaluate((el) =>
      el.isConnected ? el === document.activeElement : null,
    );
    if (focused !== null) return focused;
  }
  return false;
}

/** The focused element in a few words (runs in the page). */
function describeFocus(): string {
  const el = document.activeElement;
  if (!el || el === document.body) return document.hasFocus() ? "body" : "body (page unfocused)";
  const key = el.id
    ? `#${el.id}`
    : el.getAttribute("name")
      ? `[name=${el.getAttribute("name")}]`
      : "";
  const text = (el.textContent ?? "").trim().slice(0, 20);
  return `${el.tagName.toLowerCase()}${key}${text ? ` "${text}"` : ""}`;
}
