import { describe, expect, it } from "vitest";
import { pagerItems, type PagerItem } from "@/lib/content/pager";

/** Pager numbering from meta.count (spec 2.3: "a numbered pager"). */

/** Compact form: page numbers, `*n` for the current page, `…` for a gap. */
function render(items: PagerItem[]): string {
  return items
    .map((i) => (i.kind === "gap" ? "…" : i.current ? `*${i.page}` : String(i.page)))
    .join(" ");
}

describe("pagerItems", () => {
  it.each([
    [1, 0, ""],
    [1, 1, "*1"],
    [1, 2, "*1 2"],
    [2, 4, "1 *2 3 4"],
    [3, 5, "1 2 *3 4 5"],
    [1, 10, "*1 2 … 10"],
    [4, 10, "1 2 3 *4 5 … 10"],
    [5, 10, "1 … 4 *5 6 … 10"],
    [7, 10, "1 … 6 *7 8 9 10"],
    [10, 10, "1 … 9 *10"],
  ])("page %i of %i → %s", (current, total, expected) => {
    expect(render(pagerItems(current, total))).toBe(expected);
  });

  it("shows a single hidden page as its number, not a gap", () => {
    expect(render(pagerItems(4, 7))).toBe("1 2 3 *4 5 6 7");
  });

  it("marks nothing current for a page past the end, and places the window at the end", () => {
    expect(render(pagerItems(12, 10))).toBe("1 … 9 10");
  });

  it("treats a bad current page as page 1 for the window", () => {
    expect(render(pagerItems(Number.NaN, 3))).toBe("1 2 3");
  });

  it("widens the window with more siblings", () => {
    expect(render(pagerItems(6, 12, 2))).toBe("1 … 4 5 *6 7 8 … 12");
  });

  it("gives gaps unique keys", () => {
    const keys = pagerItems(5, 10).flatMap((i) => (i.kind === "gap" ? [i.key] : []));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(2);
  });
});
