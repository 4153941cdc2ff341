import { readFileSync } from "node:fs";
import * as hb from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { categories } from "@/content/categories";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { pageMetadata } from "@/lib/seo/metadata";
import { articleOgText, categoryOgText } from "@/lib/seo/og-image";
import { shapedText } from "@/lib/seo/og-shaped-text";

/**
 * Hindi Open Graph cards (issue 13): a Hindi page names its own Hindi card as og:image, the card
 * says the page's words in Hindi, and the Devanagari is shaped (no broken conjuncts).
 */

const svgOf = (src: string) =>
  Buffer.from(src.replace("data:image/svg+xml;base64,", ""), "base64").toString("utf8");

/** The outline of a code point drawn on its own (unshaped) in the Devanagari bold face. */
function nominalPath(codePoint: number): string {
  const face = new hb.Face(new hb.Blob(readFileSync("fonts/og/noto-sans-devanagari-bold.ttf")));
  const font = new hb.Font(face);
  return font.glyphToPath(font.nominalGlyph(codePoint) ?? 0);
}

describe("Open Graph metadata of Hindi pages", () => {
  it("names the Hindi card of a category page as og:image and twitter:image", () => {
    const meta = pageMetadata({
      path: "/health-insurance",
      title: "हेल्थ इंश्योरेंस",
      description: "…",
      ownImage: true,
      locale: "hi",
    });
    const images = meta.openGraph?.images as { url: string; type: string }[];
    expect(images[0]?.url).toBe("/hi/health-insurance/opengraph-image");
    expect(images[0]?.type).toBe("image/png");
    expect(meta.twitter?.images).toEqual(["/hi/health-insurance/opengraph-image"]);
    expect(meta.openGraph).toMatchObject({ locale: "hi_IN" });
  });

  it("keeps the unprefixed card on English pages", () => {
    const meta = pageMetadata({ path: "/blog/x-1", title: "T", description: "D", ownImage: true });
    const images = meta.openGraph?.images as { url: string }[];
    expect(images[0]?.url).toBe("/blog/x-1/opengraph-image");
  });
});

describe("Hindi card words", () => {
  it.each(categories.map((c) => c.id))("%s: Hindi eyebrow, title and blurb", (id) => {
    const text = categoryOgText(id, "hi");
    expect(text.eyebrow).toBe(hi.Metadata.ogEyebrow);
    expect(text.title).toMatch(/इंश्योरेंस$/);
    for (const line of Object.values(text)) {
      // Devanagari, and no run of two English words (NCB, MTO and ₹ amounts are allowed).
      expect(line).toMatch(/[\u0900-\u097F]/);
      expect(line).not.toMatch(/[A-Za-z]{2,}\s+[A-Za-z]{2,}/);
    }
  });

  it("keeps the English card's words in English", () => {
    expect(categoryOgText("health", "en")).toMatchObject({
      eyebrow: en.Metadata.ogEyebrow,
      title: "Health Insurance",
    });
  });

  it("labels a blog post's categories in Hindi, its title as the broker sent it", () => {
    const text = articleOgText("How claims work", ["Health Insurance"], "hi");
    expect(text.title).toBe("How claims work");
    expect(text.eyebrow).toBe("हेल्थ इंश्योरेंस");
    expect(text.subtitle).toBe(hi.Metadata.ogKnowledgeSubtitle.replace("{siteName}", "SureShield"));
    expect(articleOgText("T", [], "hi").eyebrow).toBe(hi.Metadata.ogKnowledgeCentre);
  });
});

describe("shapedText (HarfBuzz shaping for the cards)", () => {
  const style = {
    fontSize: 84,
    weight: 700,
    color: "#fff",
    maxWidth: 1056,
    lineHeight: 1.35,
  } as const;

  it("joins a conjunct instead of drawing a visible virama (हेल्थ, not हेल्‌थ)", () => {
    const virama = nominalPath(0x094d);
    expect(virama).not.toBe("");
    const svg = svgOf(shapedText("हेल्थ इंश्योरेंस", style).src);
    expect(svg).not.toContain(`d="${virama}"`);
  });

  it("draws the i-matra before its consonant (कि)", () => {
    const svg = svgOf(shapedText("कि", style).src);
    const xs = [...svg.matchAll(/translate\(([-\d.]+) /g)].map((m) => Number(m[1]));
    const paths = [...svg.matchAll(/ d="([^"]*)"/g)].map((m) => m[1]);
    // The font may pick a wider or narrower i-matra for this consonant: find क, and check that
    // it is not first and that the glyph before it is drawn to its left.
    const ka = paths.indexOf(nominalPath(0x0915));
    expect(paths).toHaveLength(2);
    expect(ka).toBe(1);
    expect(xs[0]).toBeLessThan(xs[1] ?? 0);
  });

  it("wraps at spaces within the width and sizes the image to the text", () => {
    const one = shapedText("हेल्थ", style);
    const two = shapedText("कैशलेस क्लेम कैसे काम करता है: स्टेप बाय स्टेप गाइड", style);
    expect(one.width).toBeLessThan(400);
    expect(two.width).toBeLessThanOrEqual(1056);
    expect(Math.round(one.height / (84 * 1.35))).toBe(1);
    expect(Math.round(two.height / (84 * 1.35))).toBe(2);
  });
});
