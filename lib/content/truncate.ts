import { truncateGraphemes } from "@/lib/format/truncate-graphemes";

/**
 * Card and sidebar text limits of the knowledge centre (spec 2.3 and 9), in user-perceived
 * characters (grapheme clusters) including the ellipsis.
 */
export const textLimits = {
  cardTitle: 30,
  cardDescription: 60,
  sidebarTitle: 16,
  sidebarDescription: 30,
} as const;

/**
 * Shortens `text` to at most `limit` user-perceived characters (grapheme clusters, the ellipsis
 * included), cutting at the last word boundary that fits and adding "…". Text that already fits
 * is returned unchanged (only surrounding whitespace is trimmed and runs of whitespace
 * collapsed). A single word longer than the limit is cut inside the word, between two grapheme
 * clusters: a Hindi title is never left with a dangling virama (्) or a consonant without its
 * vowel sign (issue 13). Counting and cutting is {@link truncateGraphemes} (`Intl.Segmenter`).
 *
 * @param text plain text (titles, descriptions), never HTML
 * @param limit maximum length of the result in grapheme clusters, at least 2
 * @returns the shortened text; callers keep the full text available to assistive technology
 */
export function truncateAtWord(text: string, limit: number): string {
  return truncateGraphemes(text, limit);
}
