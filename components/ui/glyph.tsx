import type { SVGProps } from "react";

/** How a glyph is painted: filled, or stroked 2 units wide (`round`: with round caps and joins). */
const paints = {
  fill: { fill: "currentColor" },
  stroke: { fill: "none", stroke: "currentColor", strokeWidth: "2" },
  round: {
    fill: "none",
    stroke: "currentColor",
    strokeWidth: "2",
    strokeLinecap: "round",
    strokeLinejoin: "round",
  },
} as const satisfies Record<string, SVGProps<SVGSVGElement>>;

type GlyphData = { d: string; paint: keyof typeof paints; viewBox?: string };

const glyphs = {
  close: { d: "M6 6l12 12M18 6 6 18", paint: "stroke" },
  previous: { d: "m15 18-6-6 6-6", paint: "stroke" },
  next: { d: "m9 18 6-6-6-6", paint: "stroke" },
  pause: { d: "M7 5h4v14H7zM13 5h4v14h-4z", paint: "fill" },
  play: { d: "M8 5v14l11-7z", paint: "fill" },
  phone: {
    d: "M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z",
    paint: "round",
  },
  chat: {
    d: "M21 11.5a8.4 8.4 0 0 1-9 8.4 8.9 8.9 0 0 1-4-.9L3 20l1.1-4.4A8 8 0 0 1 3 11.5 8.4 8.4 0 0 1 12 3a8.4 8.4 0 0 1 9 8.5z",
    paint: "round",
  },
  "chevron-down": {
    d: "M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z",
    paint: "fill",
    viewBox: "0 0 20 20",
  },
} as const satisfies Record<string, GlyphData>;

/** A control glyph's name (see {@link Glyph}). */
export type GlyphName = keyof typeof glyphs;

/**
 * A decorative one-path glyph for a control (close, previous/next, play/pause, call, chat, the
 * disclosure chevron), as inline SVG hidden from assistive technology: the control around it
 * carries the name. A plain function with no hooks, so it renders on the server and also works
 * inside client components. Content icons named in data are `Icon` (components/icon.tsx).
 *
 * @param className sizing and transitions; default `size-5` (20 px)
 */
export function Glyph({ name, className = "size-5" }: { name: GlyphName; className?: string }) {
  const glyph: GlyphData = glyphs[name];
  return (
    <svg
      aria-hidden="true"
      viewBox={glyph.viewBox ?? "0 0 24 24"}
      className={className}
      {...paints[glyph.paint]}
    >
      <path d={glyph.d} />
    </svg>
  );
}
