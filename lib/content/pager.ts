/** One entry of a numbered pager: a page number, or a gap shown as "…". */
export type PagerItem =
  { kind: "page"; page: number; current: boolean } | { kind: "gap"; key: string };

/**
 * The entries of a numbered pager (spec 2.3: "a numbered pager" from `meta.count`, the total
 * number of pages). Always lists the first and last page and `siblings` pages either side of
 * the current one; a hidden run of two or more pages becomes one gap, and a run of exactly one
 * page is shown as its number (a gap would not save space).
 *
 * @param current the page shown, 1-based; the window is placed as if it were clamped into
 *   1..total, and no entry is marked current when it is out of range
 * @param total total pages (`meta.count`); 0 or less gives no entries
 * @param siblings pages shown on each side of the current page, default 1
 */
export function pagerItems(current: number, total: number, siblings = 1): PagerItem[] {
  if (!Number.isFinite(total) || total < 1) return [];
  const last = Math.floor(total);
  const requested = Math.floor(current);
  const page = Math.min(Math.max(1, requested || 1), last);

  const shown = new Set<number>([1, last]);
  for (let p = page - siblings; p <= page + siblings; p++) if (p >= 1 && p <= last) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);

  const items: PagerItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push({ kind: "page", page: p - 1, current: false });
    else if (p - previous > 2) items.push({ kind: "gap", key: `gap-${previous}-${p}` });
    items.push({ kind: "page", page: p, current: p === requested });
    previous = p;
  }
  return items;
}
