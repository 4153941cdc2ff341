import { readFileSync } from "node:fs";
import path from "node:path";
import * as hb from "harfbuzzjs";

/**
 * Hindi text for the Open Graph cards, shaped by HarfBuzz (issue 13).
 *
 * next/og draws text with Satori, whose font engine (opentype.js) does no Indic shaping:
 * Devanagari conjuncts come out as a consonant + a visible virama (हेल्थ as हेल्‌थ) and the
 * i-matra stays after its consonant (प्रीमियम as प्रीमयिम); checked on a rendered card. So Hindi lines are shaped here with HarfBuzz (the
 * shaper browsers use), turned into SVG outlines and given to Satori as an image of the exact
 * size of the text. Latin runs inside Hindi text (SureShield, NCB, ₹400) use Noto Sans.
 *
 * Fonts: `fonts/og/` (Noto Sans Devanagari and Noto Sans, SIL OFL 1.1, see `fonts/og/README.md`),
 * read from the project folder when a card is drawn (the cards are built at build time).
 */

/** A block of shaped text as an image: an SVG data URL and its size in CSS pixels. */
export type ShapedText = { src: string; width: number; height: number };

/** How to draw a block of text. */
export type TextStyle = {
  /** Font size, px. */
  fontSize: number;
  /** 400 or 700. */
  weight: 400 | 700;
  /** Any SVG fill colour. */
  color: string;
  /** Lines are wrapped at spaces to fit this width, px. */
  maxWidth: number;
  /** Line height as a multiple of the font size. */
  lineHeight: number;
};

type FontFile = { font: hb.Font; upem: number; has: Set<number> };
type Weight = TextStyle["weight"];

const FONT_DIR = path.join(process.cwd(), "fonts", "og");
const FILES: Record<Weight, { deva: string; latin: string }> = {
  400: { deva: "noto-sans-devanagari-regular.ttf", latin: "noto-sans-latin-regular.ttf" },
  700: { deva: "noto-sans-devanagari-bold.ttf", latin: "noto-sans-latin-bold.ttf" },
};

const loaded = new Map<string, FontFile>();

function fontFile(name: string): FontFile {
  let file = loaded.get(name);
  if (!file) {
    const face = new hb.Face(new hb.Blob(readFileSync(path.join(FONT_DIR, name))));
    file = { font: new hb.Font(face), upem: face.upem, has: new Set(face.collectUnicodes()) };
    loaded.set(name, file);
  }
  return file;
}

/** One glyph, in px relative to the start of its word on the baseline. */
type Glyph = { d: string; x: number; y: number; scale: number };
type Word = { glyphs: Glyph[]; width: number };

/**
 * Splits a word into runs of one font: Devanagari (with the digits, punctuation and ₹ the
 * Devanagari font has) and Latin. Combining marks and joiners stay with the run before them.
 */
function runs(word: string, deva: FontFile): { text: string; deva: boolean }[] {
  const out: { text: string; deva: boolean }[] = [];
  for (const ch of word) {
    const cp = ch.codePointAt(0) ?? 0;
    const inDeva = deva.has.has(cp);
    const last = out.at(-1);
    const joins = /\p{M}|\u200C|\u200D/u.test(ch);
    if (last && (joins || last.deva === inDeva)) last.text += ch;
    else out.push({ text: ch, deva: inDeva });
  }
  return out;
}

function shapeWord(word: string, weight: Weight, fontSize: number): Word {
  const deva = fontFile(FILES[weight].deva);
  const latin = fontFile(FILES[weight].latin);
  const glyphs: Glyph[] = [];
  let x = 0;
  for (const run of runs(word, deva)) {
    const file = run.deva ? deva : latin;
    const scale = fontSize / file.upem;
    const buffer = new hb.Buffer();
    buffer.addText(run.text);
    buffer.guessSegmentProperties();
    hb.shape(file.font, buffer);
    const infos = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions();
    infos.forEach((info, i) => {
      const pos = positions[i];
      if (!pos) return;
      glyphs.push({
        d: file.font.glyphToPath(info.codepoint),
        x: x + pos.xOffset * scale,
        y: -pos.yOffset * scale,
        scale,
      });
      x += pos.xAdvance * scale;
    });
  }
  return { glyphs, width: x };
}

/**
 * Shapes `text` (any mix of Devanagari and Latin) and wraps it at spaces into lines of at most
 * `style.maxWidth` px (a single word wider than that gets a line of its own and overflows it).
 *
 * @returns an SVG image of the text (transparent background) and its size in px: the widest
 *   line's width, and `lines × fontSize × lineHeight` as the height
 */
export function shapedText(text: string, style: TextStyle): ShapedText {
  const { fontSize, weight, color, maxWidth, lineHeight } = style;
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => shapeWord(w, weight, fontSize));
  const space = shapeWord("\u0020", weight, fontSize).width || fontSize * 0.26;

  const lines: { words: Word[]; width: number }[] = [];
  for (const word of words) {
    const line = lines.at(-1);
    if (line && line.width + space + word.width <= maxWidth) {
      line.words.push(word);
      line.width += space + word.width;
    } else {
      lines.push({ words: [word], width: word.width });
    }
  }

  const box = fontSize * lineHeight;
  // Noto Sans Devanagari's ascender and descender (0.896 and 0.408 em) centred in the box.
  const baseline = (box - fontSize * (0.896 + 0.408)) / 2 + fontSize * 0.896;
  const paths: string[] = [];
  lines.forEach((line, row) => {
    let x = 0;
    for (const word of line.words) {
      for (const g of word.glyphs) {
        if (!g.d) continue;
        const tx = round(x + g.x);
        const ty = round(row * box + baseline + g.y);
        paths.push(
          `<path transform="translate(${tx} ${ty}) scale(${round(g.scale, 5)} ${round(-g.scale, 5)})" d="${g.d}"/>`,
        );
      }
      x += word.width + space;
    }
  });

  const width = Math.ceil(Math.max(1, ...lines.map((l) => l.width)));
  const height = Math.ceil(Math.max(1, lines.length) * box);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><g fill="${color}">${paths.join("")}</g></svg>`;
  return { src: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`, width, height };
}

function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
