import { existsSync, readdirSync, readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "@/components/icon";
import { spriteUrl } from "@/components/icons/sprite-url";
import { brandPaths, contentIcons, glyphs } from "@/components/icons/sprite-symbols";
import { BrandIcon } from "@/components/layout/brand-icons";
import { Glyph, type GlyphName } from "@/components/ui/glyph";
import type { IconName } from "@/content/types";
import { buildSprite, spriteDir, spriteUrlSource, spriteUrlModule } from "@/scripts/icon-sprite";

/**
 * Icons (issue 11) are `<use>` references into one static, content-hashed sprite instead of inline
 * path data repeated in every page's HTML and RSC payload. The committed sprite must be the one
 * the drawings produce, and every name a component can render must exist in it.
 */

const { svg, hash, url } = buildSprite();
const symbols = (text: string) =>
  new Map([...text.matchAll(/<symbol id="([^"]+)"[^>]*>/g)].map((m) => [m[1], m[0]]));
const hrefOf = (html: string) => /<use href="([^"]+)"/.exec(html)?.[1];

describe("icon sprite", () => {
  it("is committed as public/icons/<hash>.svg, alone, and the components name that URL", () => {
    expect(readdirSync(spriteDir)).toEqual([`${hash}.svg`]);
    expect(readFileSync(`${spriteDir}/${hash}.svg`, "utf8")).toBe(svg);
    expect(spriteUrl).toBe(url);
    expect(readFileSync(spriteUrlModule, "utf8")).toBe(spriteUrlSource(url));
    expect(existsSync(`public${spriteUrl}`)).toBe(true);
  });

  it("has a symbol for every content icon, glyph and brand mark the components reference", () => {
    const ids = symbols(svg);
    const referenced = [
      ...Object.keys(contentIcons).map((n) => renderToStaticMarkup(<Icon name={n as IconName} />)),
      ...Object.keys(glyphs).map((n) => renderToStaticMarkup(<Glyph name={n as GlyphName} />)),
      ...Object.keys(brandPaths).map((n) => renderToStaticMarkup(<BrandIcon name={n} />)),
    ].map(hrefOf);
    expect(referenced).toHaveLength(Object.keys(contentIcons).length + 7 + 5 + 1);
    for (const href of referenced) {
      expect(href?.startsWith(`${spriteUrl}#`), href).toBe(true);
      expect(ids.has(href?.split("#")[1]), href).toBe(true);
    }
  });

  it("keeps each drawing's paint: Lucide strokes, filled or stroked glyphs, the 20-unit chevron", () => {
    const ids = symbols(svg);
    expect(ids.get("heart-pulse")).toBe(
      '<symbol id="heart-pulse" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">',
    );
    expect(ids.get("g-close")).toBe(
      '<symbol id="g-close" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2">',
    );
    expect(ids.get("g-play")).toBe('<symbol id="g-play" viewBox="0 0 24 24" fill="currentColor">');
    expect(ids.get("g-chevron-down")).toContain('viewBox="0 0 20 20" fill="currentColor"');
    expect(svg).toContain(
      '<symbol id="b-whatsapp" viewBox="0 0 24 24" fill="currentColor"><path d="M17.472',
    );
    expect(svg).toContain('fill-rule="evenodd"');
  });
});

describe("Icon and BrandIcon", () => {
  it("render a hidden, unfocusable reference with the caller's size and no path data", () => {
    expect(renderToStaticMarkup(<Icon name="car" />)).toBe(
      `<svg aria-hidden="true" focusable="false" class="size-6"><use href="${spriteUrl}#car"></use></svg>`,
    );
    expect(renderToStaticMarkup(<BrandIcon name="WhatsApp" className="size-4" />)).toBe(
      `<svg aria-hidden="true" focusable="false" class="size-4"><use href="${spriteUrl}#b-whatsapp"></use></svg>`,
    );
  });

  it("renders nothing for a brand the sprite does not have", () => {
    expect(renderToStaticMarkup(<BrandIcon name="Myspace" />)).toBe("");
  });
});
