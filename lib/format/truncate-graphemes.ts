/**
 * Grapheme-safe text cutting for cards and sidebars in any language (issue 13). One user-
 * perceived character of Devanagari is often several code points (क्षि = क + ् + ष + ि), so
 * a cut by code point can leave a dangling virama or vowel sign. This counts and cuts by
 * grapheme cluster with `Intl.Segmenter`, in Node and every supported browser, so no library
 * ships to the browser for it. `truncateAtWord` (`lib/content/truncate.ts`, the card limits)
 * cuts with it.
 */

const ELLIPSIS = "…";

/** Segmenters are slow to build and stateless: one per granularity. */
const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** Punctuation that reads badly right before the ellipsis, the danda (।) included. */
const DANGLING = /[\s,;:.\-–—(।॥]+$/u;

/**
 * The grapheme clusters of `text`, in order ("नमस्ते" → ["न", "म", "स्", "ते"]).
 *
 * @param text any string
 * @returns one string per user-perceived character
 */
export function graphemesOf(text: string): string[] {
  return Array.from(graphemeSegmenter.segment(text), (s) => s.segment);
}

/**
 * Shortens `text` to at most `limit` user-perceived characters (grapheme clusters, the ellipsis
 * included), at the last space that fits, and adds "…". Text that fits is returned with its
 * whitespace collapsed and trimmed, otherwise unchanged. A single word longer than the limit is
 * cut between two clusters, never inside one, so no virama, matra or emoji part is left alone.
 *
 * @param text plain text (a title, a description), never HTML
 * @param limit maximum length of the result in grapheme clusters, at least 2
 * @returns the shortened text; callers keep the full text available to assistive technology
 */
export function truncateGraphemes(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  const clusters = graphemesOf(clean);
  if (clusters.length <= limit) return clean;

  // Keep room for the ellipsis; a space right at `room` means the word before it fits exactly.
  const room = Math.max(1, limit - 1);
  const space = clusters.lastIndexOf(" ", room);
  const kept = clusters.slice(0, space > 0 ? space : room).join("");
  return kept.replace(DANGLING, "") + ELLIPSIS;
}
