import type { SandboxArticle } from "../content/types";
import { escapeHtml } from "../http/html";

/** A cover motif (the articles' `cover.motif`). */
export type CoverMotif = SandboxArticle["cover"]["motif"];

/** What a cover is drawn from. */
export type CoverSpec = {
  /** Hue of the background, 0–359. */
  hue: number;
  motif: CoverMotif;
  /** Drawn on the cover; empty for a picture without text. */
  title: string;
  /** A small label above the title (a category). */
  label?: string;
};

/**
 * Motif drawings on a 200×200 canvas centred on (0,0), white strokes. Simple line art is enough
 * to tell covers apart; the images only stand in for a real broker's photographs.
 */
const motifs: Record<CoverMotif, string> = {
  shield: `<path d="M0 -80 L68 -52 L68 6 C68 52 34 80 0 96 C-34 80 -68 52 -68 6 L-68 -52 Z"/><path d="M-28 6 L-6 28 L34 -18"/>`,
  heart: `<path d="M0 70 C-90 10 -80 -70 -28 -70 C-10 -70 0 -55 0 -45 C0 -55 10 -70 28 -70 C80 -70 90 10 0 70 Z"/><path d="M-40 -5 L-15 -5 L-5 -25 L10 20 L20 -5 L40 -5"/>`,
  car: `<path d="M-90 30 L-90 0 L-60 -10 L-35 -45 L35 -45 L60 -10 L90 0 L90 30 Z"/><circle cx="-50" cy="32" r="18"/><circle cx="50" cy="32" r="18"/><path d="M-28 -38 L-45 -10 L45 -10 L28 -38 Z"/>`,
  ship: `<path d="M-90 20 L90 20 L65 60 L-65 60 Z"/><path d="M-50 20 L-50 -20 L40 -20 L40 20"/><path d="M-10 -20 L-10 -60 L20 -60 L20 -20"/><path d="M-100 80 C-70 70 -50 90 -20 80 C10 70 30 90 60 80 C80 73 95 80 100 80"/>`,
  truck: `<path d="M-95 35 L-95 -45 L25 -45 L25 35 Z"/><path d="M25 -20 L65 -20 L95 10 L95 35 L25 35"/><circle cx="-55" cy="42" r="17"/><circle cx="60" cy="42" r="17"/>`,
  plane: `<path d="M-90 10 L90 -30 C100 -32 102 -18 92 -14 L-60 40 Z"/><path d="M-20 -4 L-45 -60 L-25 -64 L25 -16"/><path d="M10 22 L30 70 L48 66 L42 4"/>`,
  home: `<path d="M-80 0 L0 -70 L80 0"/><path d="M-60 -15 L-60 70 L60 70 L60 -15"/><path d="M-18 70 L-18 25 L18 25 L18 70"/>`,
  calendar: `<rect x="-75" y="-60" width="150" height="135" rx="12"/><path d="M-75 -20 L75 -20"/><path d="M-40 -80 L-40 -45 M40 -80 L40 -45"/><path d="M-45 15 L-25 15 M-5 15 L15 15 M35 15 L55 15 M-45 45 L-25 45 M-5 45 L15 45"/>`,
  document: `<path d="M-55 -85 L25 -85 L65 -45 L65 85 L-55 85 Z"/><path d="M25 -85 L25 -45 L65 -45"/><path d="M-30 -10 L40 -10 M-30 20 L40 20 M-30 50 L20 50"/>`,
  rupee: `<circle cx="0" cy="0" r="88"/><path d="M-35 -45 L40 -45 M-35 -20 L40 -20 M-35 -45 C20 -45 20 5 -35 5 L25 55"/>`,
};

/**
 * An SVG cover picture: a background in the article's hue, its motif, and the title wrapped
 * over up to three lines. Every text value is escaped.
 *
 * @param width pixels (covers are 1200×630, thumbnails 600×315, video thumbnails 640×360)
 * @param height pixels
 */
export function coverSvg(spec: CoverSpec, width: number, height: number): string {
  const hue = ((Math.round(spec.hue) % 360) + 360) % 360;
  const scale = width / 1200;
  const hasText = spec.title.trim() !== "";
  const lines = hasText ? wrap(spec.title, 22, 3) : [];
  const motifX = hasText ? width * 0.84 : width / 2;
  const motifY = height / 2;
  const motifScale = (hasText ? 1.2 : 1.3) * (height / 630);
  const fontSize = Math.round(56 * scale);
  const labelSize = Math.round(26 * scale);
  const textX = Math.round(70 * scale);
  const firstLineY = height / 2 - ((lines.length - 1) * fontSize * 1.2) / 2 + fontSize * 0.35;

  const text = lines
    .map(
      (line, i) =>
        `<text x="${textX}" y="${Math.round(firstLineY + i * fontSize * 1.2)}" font-size="${fontSize}" font-weight="bold" fill="#ffffff">${escapeHtml(line)}</text>`,
    )
    .join("");
  const label =
    spec.label && hasText
      ? `<text x="${textX}" y="${Math.round(firstLineY - fontSize * 1.3)}" font-size="${labelSize}" fill="hsl(${hue},80%,90%)" letter-spacing="2">${escapeHtml(spec.label.toUpperCase())}</text>`
      : "";

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},62%,38%)"/><stop offset="1" stop-color="hsl(${(hue + 25) % 360},70%,20%)"/>
</linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="${width * 0.9}" cy="${height * 0.1}" r="${height * 0.45}" fill="#ffffff" opacity="0.06"/>
<circle cx="${width * 0.05}" cy="${height}" r="${height * 0.35}" fill="#ffffff" opacity="0.05"/>
<g transform="translate(${motifX} ${motifY}) scale(${motifScale})" fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round" opacity="${hasText ? 0.55 : 0.9}">${motifs[spec.motif]}</g>
<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">${label}${text}</g>
</svg>`;
}

/** Greedy word wrap to `max` characters per line and at most `lines` lines ("…" when cut). */
function wrap(text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  let current = "";
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= max || !current) {
      current = candidate;
      continue;
    }
    out.push(current);
    current = word;
    if (out.length === lines) {
      const last = out.pop() as string;
      out.push(`${last}…`);
      return out;
    }
  }
  if (current) out.push(current);
  return out.slice(0, lines);
}
