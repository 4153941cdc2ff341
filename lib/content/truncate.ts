/**
 * Card and sidebar text limits of the knowledge centre (spec 2.3 and 9), in characters
 * including the ellipsis.
 */
export const textLimits = {
  cardTitle: 30,
  cardDescription: 60,
  sidebarTitle: 16,
  sidebarDescription: 30,
} as const;

const ELLIPSIS = "…";

/**
 * Shortens `text` to at most `limit` characters (Unicode code points, the ellipsis included),
 * cutting at the last word boundary that fits and adding "…". Text that already fits is
 * returned unchanged (only surrounding whitespace is trimmed and runs of whitespace collapsed).
 * A single word longer than the limit is cut inside the word, since there is no boundary.
 *
 * @param text plain text (titles, descriptions), never HTML
 * @param limit maximum length of the result, at least 2
 * @returns the shortened text; callers keep the full text available to assistive technology
 */
export function truncateAtWord(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(clean);
  if (chars.length <= limit) return clean;

  // Room for the words plus the ellipsis.
  const room = Math.max(1, limit - 1);
  const head = chars.slice(0, room + 1).join("");
  // A space at index `room` means the word before it ends exactly at the limit.
  const lastSpace = head.lastIndexOf(" ");
  const cut = lastSpace > 0 ? head.slice(0, lastSpace) : chars.slice(0, room).join("");
  // Dangling punctuation before the ellipsis reads badly ("cover, …").
  return cut.replace(/[\s,;:.\-–—(]+$/u, "") + ELLIPSIS;
}
