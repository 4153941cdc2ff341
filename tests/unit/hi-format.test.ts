import { describe, expect, it } from "vitest";
import { formatDate } from "@/lib/format/date";
import { formatRupees } from "@/lib/format/rupees";
import { graphemesOf, truncateGraphemes } from "@/lib/format/truncate-graphemes";

/** Formats a Hindi reader sees (issue 13): cuts by grapheme, dd/mm/yyyy, ₹ with Indian grouping. */

describe("truncateGraphemes", () => {
  it("counts what a reader sees as one character", () => {
    expect(graphemesOf("नमस्ते").length).toBeLessThan(Array.from("नमस्ते").length);
    expect(graphemesOf("पॉलिसी")).toEqual(["पॉ", "लि", "सी"]);
  });

  it("cuts Hindi at a space and never leaves a virama or vowel sign alone", () => {
    const title = "कैशलेस क्लेम कैसे होता है, पूरी जानकारी";
    const cut = truncateGraphemes(title, 16);
    expect(cut).toBe("कैशलेस क्लेम कैसे होता…");
    expect(graphemesOf(cut).length).toBeLessThanOrEqual(16);
    expect(title.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it("cuts a word longer than the limit between clusters, not inside one", () => {
    const word = "स्वास्थ्यबीमापॉलिसीदस्तावेज़";
    const cut = truncateGraphemes(word, 6);
    const kept = cut.slice(0, -1);
    expect(graphemesOf(cut)).toHaveLength(6);
    // Every kept cluster is a whole cluster of the original; code points would give "स्वास्थ…"-style halves.
    expect(graphemesOf(word).slice(0, 5).join("")).toBe(kept);
    expect(kept.endsWith("्")).toBe(false);
  });

  it("drops a danda or comma dangling before the ellipsis", () => {
    expect(truncateGraphemes("क्लेम, कवर और बाकी सब कुछ", 5)).toBe("क्लेम…");
    expect(truncateGraphemes("पॉलिसी। नॉमिनी बदलें", 6)).toBe("पॉलिसी…");
  });

  it("keeps text that fits, and emoji whole", () => {
    expect(truncateGraphemes("  हेल्थ   बीमा  ", 30)).toBe("हेल्थ बीमा");
    expect(truncateGraphemes("👨‍👩‍👧 परिवार के लिए प्लान", 9)).toBe("👨‍👩‍👧 परिवार के…");
    expect(truncateGraphemes("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", 3)).toBe("👨‍👩‍👧👨‍👩‍👧…");
  });

  it("cuts English like the card cutter does", () => {
    expect(truncateGraphemes("Motor insurance add-ons explained", 16)).toBe("Motor insurance…");
  });
});

describe("formatDate", () => {
  it("shows a calendar day as dd/mm/yyyy without shifting it", () => {
    expect(formatDate("2026-01-31")).toBe("31/01/2026");
  });

  it("shows an instant as the day it was in India, in Latin digits", () => {
    expect(formatDate("2026-01-31T20:00:00Z")).toBe("01/02/2026");
    expect(formatDate(new Date("2026-03-05T00:00:00+05:30"))).toBe("05/03/2026");
    expect(formatDate("2026-03-05T10:00:00Z")).toMatch(/^[0-9/]+$/);
  });

  it("shows nothing for a value that is not a date", () => {
    expect(formatDate("not a date")).toBe("");
  });
});

describe("formatRupees (reused for Hindi)", () => {
  it("groups the Indian way with Latin digits", () => {
    expect(formatRupees(500000)).toBe("₹5,00,000");
  });
});
