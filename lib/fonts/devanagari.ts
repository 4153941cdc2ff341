import localFont from "next/font/local";

/**
 * The Devanagari face of the Hindi pages (issue 13): Noto Sans Devanagari, variable weight
 * (one 121 kB woff2 covers the 400–700 the site uses), Devanagari subset only, self-hosted
 * from the `@fontsource-variable/noto-sans-devanagari` package (next/font/google cannot reach
 * Google at build time here).
 *
 * Why these settings (the performance budget: LCP ≤ 1.15 × floor, CLS ≤ 0.02):
 * - `unicode-range` limited to Devanagari (plus ₹ and the joiners): the browser downloads the
 *   file only when a page actually shows Devanagari, so English pages never fetch it even if the
 *   class is present, and Latin text keeps the system UI font it has today.
 * - `display: "optional"`: the text paints at once in the system's Devanagari font (Android ships
 *   Noto Sans Devanagari, Windows Nirmala UI, Apple Kohinoor/Devanagari Sangam), and the web font
 *   is used only if it is ready within the ~100 ms block period, otherwise from the next page on
 *   (it is cached). No late swap, so no layout shift and no LCP repaint — `swap` would re-lay out
 *   every Hindi line when the 121 kB file lands, which on a throttled mobile is after LCP.
 * - `preload: false`: a preload would compete with the LCP resources of the first Hindi page
 *   for a face that `optional` may not use on that page anyway.
 * - `adjustFontFallback: false`: the metric override next/font generates is computed against
 *   Arial, which has no Devanagari glyphs; the fallback stack below is the system's own
 *   Devanagari fonts instead.
 *
 * Not wired yet. Apply `devanagari.variable` on `<html>` only when the locale is "hi"
 * (app/[locale]/layout.tsx) and add to globals.css:
 * `html:lang(hi) body { font-family: var(--font-devanagari), system-ui, sans-serif; }`.
 */
export const devanagari = localFont({
  src: [
    {
      path: "../../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
      weight: "100 900",
      style: "normal",
    },
  ],
  variable: "--font-devanagari",
  display: "optional",
  preload: false,
  adjustFontFallback: false,
  fallback: [
    "Noto Sans Devanagari",
    "Nirmala UI",
    "Kohinoor Devanagari",
    "Devanagari Sangam MN",
    "Mangal",
    "system-ui",
    "sans-serif",
  ],
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF",
    },
  ],
});
