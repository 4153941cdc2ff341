/**
 * `npx tsx scripts/icon-sprite.ts`: writes the icon sprite (issue 11) from
 * `components/icons/sprite-symbols.ts`.
 *
 * - `public/icons/<hash>.svg`: one `<symbol>` per icon, glyph and brand mark. The name is the
 *   first 10 hex digits of the content's SHA-256, so browsers and nginx may keep it for a year
 *   (`next.config.ts` sends `immutable` for `/icons/*`) and a changed drawing gets a new URL.
 *   Older sprites in that folder are deleted.
 * - `components/icons/sprite-url.ts`: that URL, for `Icon`, `Glyph` and `BrandIcon`.
 *
 * Run it after changing a drawing or adding an icon; `tests/unit/icon-sprite.test.ts` fails
 * while the committed sprite differs from what this script would write.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { spriteSymbols, type SpriteSymbol } from "../components/icons/sprite-symbols";

/** Where the sprite and its URL module live, relative to the repository root. */
export const spriteDir = "public/icons";
export const spriteUrlModule = "components/icons/sprite-url.ts";

function escapeAttr(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

function attrs(record: Record<string, string | number | undefined>): string {
  return Object.entries(record)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeAttr(String(v))}"`)
    .join("");
}

function symbolMarkup(s: SpriteSymbol): string {
  const children = s.children.map(([tag, a]) => `<${tag}${attrs(a)}/>`).join("");
  return `<symbol id="${s.id}" viewBox="${s.viewBox}"${attrs(s.paint)}>${children}</symbol>`;
}

/** The sprite's SVG text, its content hash and the URL pages reference it by. */
export function buildSprite(): { svg: string; hash: string; url: string } {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">\n${spriteSymbols().map(symbolMarkup).join("\n")}\n</svg>\n`;
  const hash = createHash("sha256").update(svg).digest("hex").slice(0, 10);
  return { svg, hash, url: `/icons/${hash}.svg` };
}

/** The source of `components/icons/sprite-url.ts` for a sprite URL. */
export function spriteUrlSource(url: string): string {
  return `// Written by scripts/icon-sprite.ts: do not edit by hand.\n\n/** URL of the icon sprite (public/icons), content-hashed: cached for a year. */\nexport const spriteUrl = "${url}";\n`;
}

function main(): void {
  const { svg, hash, url } = buildSprite();
  mkdirSync(spriteDir, { recursive: true });
  for (const file of readdirSync(spriteDir))
    if (file !== `${hash}.svg`) rmSync(`${spriteDir}/${file}`);
  writeFileSync(`${spriteDir}/${hash}.svg`, svg);
  writeFileSync(spriteUrlModule, spriteUrlSource(url));
  console.log(`${url}: ${svg.length} bytes`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
