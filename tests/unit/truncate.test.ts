import { describe, expect, it } from "vitest";
import { textLimits, truncateAtWord } from "@/lib/content/truncate";

/** The card text cutter (spec 2.3 and 9: 30/60 characters on cards, 16/30 in the sidebar). */

const title = "How a cashless hospitalisation claim works, step by step";
const description =
  "From checking the network hospital to the final discharge approval: what happens in a cashless health claim.";

describe("truncateAtWord", () => {
  it("has the limits of the spec", () => {
    expect(textLimits).toEqual({
      cardTitle: 30,
      cardDescription: 60,
      sidebarTitle: 16,
      sidebarDescription: 30,
    });
  });

  it.each([
    [title, 30, "How a cashless…"],
    [title, 16, "How a cashless…"],
    [description, 60, "From checking the network hospital to the final discharge…"],
    [description, 30, "From checking the network…"],
    ["Motor insurance add-ons explained", 16, "Motor insurance…"],
  ])("cuts %j at %i characters on a word boundary", (text, limit, expected) => {
    const cut = truncateAtWord(text, limit);
    expect(cut).toBe(expected);
    expect(Array.from(cut).length).toBeLessThanOrEqual(limit);
    expect(cut.endsWith("…")).toBe(true);
    // The visible words are whole words of the original.
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(text.charAt(cut.length - 1)).toMatch(/[\s,]/);
  });

  it.each([
    ["Short title", 30],
    ["Exactly thirty characters long", 30],
    ["Sixteen chars ok", 16],
    ["", 30],
  ])("leaves %j untouched at %i", (text, limit) => {
    expect(truncateAtWord(text, limit)).toBe(text);
  });

  it("keeps a last word that ends exactly at the room for the ellipsis", () => {
    // 29 characters of words, then more: "…" makes 30.
    expect(truncateAtWord("A phrase of twenty-nine chars and more", 30)).toBe(
      "A phrase of twenty-nine chars…",
    );
  });

  it("drops punctuation dangling before the ellipsis", () => {
    expect(truncateAtWord("Claims, cover, costs and everything else", 16)).toBe("Claims, cover…");
  });

  it("cuts inside a word longer than the limit (no boundary to use)", () => {
    expect(truncateAtWord("Supercalifragilisticexpialidocious", 16)).toBe("Supercalifragil…");
  });

  it("collapses whitespace and counts code points, not UTF-16 units", () => {
    expect(truncateAtWord("  Health   insurance  ", 30)).toBe("Health insurance");
    expect(truncateAtWord("₹400 a month 🙂 plans for everyone", 16)).toBe("₹400 a month 🙂…");
  });
});
