import type { Page } from "@playwright/test";
import hi from "@/messages/hi.json" with { type: "json" };
import { contentRoutes } from "@/lib/seo/content-routes";
import { expect, test } from "./support/fixtures";
import { hydrated } from "./support/hydrated";

/**
 * Hindi at 360 px (issue 13: "no layout breaks from longer Hindi labels at 360 px"). Hindi
 * labels are often longer than the English ones and Devanagari needs more height: on a 360 × 740
 * phone screen, every Hindi content route, the open header menu and the footer must not scroll
 * sideways, cut a label off, or wrap header entries into each other.
 */

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

/** Every Hindi content route (lib/seo/content-routes.ts, under /hi). */
const hindiRoutes = contentRoutes.map((path) => (path === "/" ? "/hi" : `/hi${path}`));

/**
 * What is wrong with the layout inside `scope` (a CSS selector; the whole page by default), as
 * readable lines (empty when nothing is):
 * - the page is wider than the screen (`scrollWidth > clientWidth + 1`), naming the elements
 *   that stick out (outside any scroll container such as the testimonial track);
 * - a visible control, label or heading whose text is wider than its box: cut off (overflow
 *   hidden or clipped, or an ellipsis) or spilling over its border (`white-space: nowrap`).
 */
async function layoutProblems(page: Page, scope = "body"): Promise<string[]> {
  return page.evaluate((scopeSelector) => {
    const problems: string[] = [];
    const root = document.querySelector(scopeSelector);
    if (!root) return [`no ${scopeSelector}`];
    const describe = (el: Element) => {
      const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      const cls = (el.getAttribute("class") ?? "").split(" ").slice(0, 4).join(".");
      return `<${el.tagName.toLowerCase()}${cls ? "." + cls : ""}> "${text}"`;
    };
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      return style.visibility !== "hidden" && style.display !== "none" && rect.width > 0;
    };
    /** Inside a box that scrolls or clips sideways on purpose (carousel tracks, tables). */
    const insideScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const x = getComputedStyle(p).overflowX;
        if (x === "auto" || x === "scroll" || x === "hidden" || x === "clip") return true;
      }
      return false;
    };
    /** Fixed bars (the phone help bar) stretch with the page: they show the overflow, not cause it. */
    const insideFixed = (el: Element) => {
      for (let p: Element | null = el; p; p = p.parentElement) {
        if (getComputedStyle(p).position === "fixed") return true;
      }
      return false;
    };
    const all = Array.from(root.querySelectorAll("*")).filter(visible);

    const se = document.scrollingElement ?? document.documentElement;
    if (scopeSelector === "body" && se.scrollWidth > se.clientWidth + 1) {
      const wide = all
        .filter((el) => el.getBoundingClientRect().right > se.clientWidth + 1)
        .filter((el) => !insideScroller(el) && !insideFixed(el))
        .slice(0, 3)
        .map(describe);
      problems.push(`page ${se.scrollWidth}px wide in ${se.clientWidth}px: ${wide.join(", ")}`);
    } else {
      for (const el of all) {
        if (insideScroller(el) || el.closest("[aria-hidden=true]")) continue;
        if (el.getBoundingClientRect().right > se.clientWidth + 1) {
          problems.push(`sticks out of the screen: ${describe(el)}`);
        }
      }
    }

    const labels = "a, button, summary, label, th, h1, h2, h3, [role=tab]";
    for (const el of Array.from(root.querySelectorAll(labels)).filter(visible)) {
      if (!(el.textContent ?? "").trim() || el.closest("[aria-hidden=true], .sr-only")) continue;
      const style = getComputedStyle(el);
      // Inline boxes have no client width to compare with; their line box wraps anyway.
      if (style.display === "inline") continue;
      if (el.scrollWidth <= el.clientWidth + 1) continue;
      const clips =
        ["hidden", "clip"].includes(style.overflowX) || style.textOverflow === "ellipsis";
      problems.push(
        `${clips ? "text cut off" : "text spills out of its box"} (${el.scrollWidth} > ${el.clientWidth}px): ${describe(el)}`,
      );
    }
    return problems;
  }, scope);
}

/**
 * Problems of the header row: each visible entry (brand, language switch, menu button, …) must
 * sit on one line inside the row, without overlapping its neighbours.
 */
async function headerRowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector("body > header, header");
    if (!header) return ["no header"];
    const row = header.getBoundingClientRect();
    const entries = Array.from(header.querySelectorAll("a, button")).filter((el) => {
      const rect = el.getBoundingClientRect();
      // Entries of the row itself, not of a menu panel that opens below it.
      return (
        rect.width > 0 && rect.top < row.bottom && getComputedStyle(el).visibility !== "hidden"
      );
    });
    const problems: string[] = [];
    const name = (el: Element) => (el.textContent ?? "").replace(/\s+/g, " ").trim() || el.tagName;
    const rects = entries.map((el) => ({ el, r: el.getBoundingClientRect() }));
    for (const { el, r } of rects) {
      if (r.top < row.top - 1 || r.bottom > row.bottom + 1) {
        problems.push(`"${name(el)}" does not fit the header row (${r.top}–${r.bottom})`);
      }
      // Wrapped text: line boxes of its text that sit one below the other.
      const boxes: DOMRect[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        boxes.push(...Array.from(range.getClientRects()).filter((b) => b.width > 0));
      }
      boxes.sort((p, q) => p.top - q.top);
      let lines = 0;
      let lastBottom = -Infinity;
      for (const b of boxes) {
        if (b.top >= lastBottom - 1) lines++;
        lastBottom = b.top >= lastBottom - 1 ? b.bottom : Math.max(lastBottom, b.bottom);
      }
      if (lines > 1) problems.push(`"${name(el)}" wraps onto ${lines} lines`);
    }
    for (let i = 0; i < rects.length; i++) {
      for (let j = i + 1; j < rects.length; j++) {
        const a = rects[i]!;
        const b = rects[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const overlapX = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const overlapY = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (overlapX > 1 && overlapY > 1) {
          problems.push(`"${name(a.el)}" overlaps "${name(b.el)}"`);
        }
      }
    }
    return problems;
  });
}

/** Controls of one box (the open menu) that overlap each other. */
async function overlappingControls(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return [`no ${selector}`];
    const items = Array.from(root.querySelectorAll("a, button, summary"))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0);
    const problems: string[] = [];
    for (let i = 0; i < items.length; i++) {
      for (let j = i + 1; j < items.length; j++) {
        const a = items[i]!;
        const b = items[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (x > 1 && y > 1) {
          problems.push(`"${a.el.textContent?.trim()}" overlaps "${b.el.textContent?.trim()}"`);
        }
      }
    }
    return problems;
  }, scope);
}

test.describe("Hindi layout at 360 px", () => {
  test("the checks catch a page wider than the screen, a cut-off label and a wrapped header entry", async ({
    page,
  }) => {
    // Without this, a check that can never fail would pass every route below.
    await page.goto("/hi/about");
    expect(await layoutProblems(page)).toEqual([]);
    // Changes made before hydration would be undone by React's re-render (error 418).
    await expect.poll(() => hydrated(page)).toBe(true);
    await page.evaluate(() => {
      const wide = document.createElement("div");
      wide.style.width = "480px";
      wide.textContent = "बहुत चौड़ा";
      document.querySelector("main")?.append(wide);
    });
    expect((await layoutProblems(page)).join()).toMatch(/^page \d+px wide in 360px: .*बहुत चौड़ा/);

    await page.goto("/hi/about");
    await expect.poll(() => hydrated(page)).toBe(true);
    await page.evaluate(() => {
      const button = document.createElement("button");
      button.setAttribute("style", "width: 80px; overflow: hidden; white-space: nowrap");
      button.textContent = "बहुत लंबा हिंदी लेबल";
      document.querySelector("main")?.append(button);
      const spill = document.createElement("a");
      spill.setAttribute("style", "display: block; width: 60px; white-space: nowrap");
      spill.textContent = "बाहर निकलता लेबल";
      document.querySelector("main")?.append(spill);
      const menu = document.querySelector("[aria-controls=menu-mobile]");
      if (menu instanceof HTMLElement) {
        // A longer label that may wrap: the way a Hindi label breaks a row.
        menu.style.whiteSpace = "normal";
        menu.style.width = "64px";
        menu.textContent = "बहुत ही ज़्यादा लंबा मेन्यू का नाम";
      }
    });
    const problems = (await layoutProblems(page)).join("\n");
    expect(problems).toContain("text cut off");
    expect(problems).toContain("बहुत लंबा हिंदी लेबल");
    expect(problems).toContain("text spills out of its box");
    expect((await headerRowProblems(page)).join("\n")).toMatch(/wraps onto|does not fit|overlaps/);
  });

  for (const path of hindiRoutes) {
    test(`${path}: no sideways scroll, no cut-off label, header on one row`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
      expect(await layoutProblems(page)).toEqual([]);
      expect(await headerRowProblems(page)).toEqual([]);
    });
  }

  test("the open header menu fits the screen", async ({ page }) => {
    await page.goto("/hi/health-insurance");
    const menu = page.getByRole("button", { name: hi.Header.menu });
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator("#menu-mobile");
    await expect(panel).toBeVisible();
    // Open every group of the menu so all its entries are laid out.
    for (const group of await panel.locator("button[aria-expanded=false]").all()) {
      if (await group.isVisible()) await group.click();
    }
    expect(await layoutProblems(page)).toEqual([]);
    expect(await layoutProblems(page, "#menu-mobile")).toEqual([]);
    expect(await overlappingControls(page, "#menu-mobile")).toEqual([]);
    expect(await headerRowProblems(page)).toEqual([]);
  });

  test("the footer fits the screen", async ({ page }) => {
    await page.goto("/hi/about");
    const footer = page.locator("footer").last();
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toBeVisible();
    expect(await layoutProblems(page, "footer")).toEqual([]);
    expect(await overlappingControls(page, "footer")).toEqual([]);
  });
});
