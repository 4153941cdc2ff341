import {
  MAX_COMPARE,
  coverBands,
  sortOrders,
  type CoverBand,
  type SortOrder,
} from "@/lib/journeys/shared/plans";

/** Reads `get(name)` like URLSearchParams and Next's ReadonlyURLSearchParams. */
type Query = { get(name: string): string | null; toString(): string };

/** The plans page view held in the URL. */
export type PlanViewState = {
  order: SortOrder;
  compare: string[];
  cover: CoverBand | null;
  insurer: string | null;
};

const orders: readonly string[] = sortOrders.map((o) => o.value);
const bands: readonly string[] = coverBands.map((b) => b.value);

/**
 * The plans page view held in the URL (so a shared link shows the same view): `sort` (one of
 * `sortOrders`, default "listed"), `compare` (comma-separated plan ids, at most
 * {@link MAX_COMPARE}), `cover` (a cover band of `coverBands`) and `insurer` (the slug of an
 * insurer on the page). Unknown orders, bands, insurers, unknown or repeated ids and extras are
 * ignored.
 *
 * @param query the page's search params
 * @param ids the ids of the plans on the page
 * @param insurers the insurer slugs of the plans on the page
 */
export function planViewFromQuery(
  query: Query,
  ids: readonly string[],
  insurers: readonly string[] = [],
): PlanViewState {
  const sort = query.get("sort") ?? "";
  const order = (orders.includes(sort) ? sort : "listed") as SortOrder;
  const compare = [...new Set((query.get("compare") ?? "").split(","))]
    .filter((id) => ids.includes(id))
    .slice(0, MAX_COMPARE);
  const coverParam = query.get("cover") ?? "";
  const cover = bands.includes(coverParam) ? (coverParam as CoverBand) : null;
  const insurerParam = query.get("insurer") ?? "";
  const insurer = insurers.includes(insurerParam) ? insurerParam : null;
  return { order, compare, cover, insurer };
}

/**
 * The search string (with its leading "?", or "" when empty) for a view, keeping any other
 * parameter of `query`. The default order, an empty comparison and "any" filters are left out.
 */
export function planViewQuery(
  query: Query,
  view: {
    order: SortOrder;
    compare: readonly string[];
    cover?: CoverBand | null;
    insurer?: string | null;
  },
): string {
  const next = new URLSearchParams(query.toString());
  if (view.order === "listed") next.delete("sort");
  else next.set("sort", view.order);
  if (view.compare.length) next.set("compare", view.compare.join(","));
  else next.delete("compare");
  if (view.cover) next.set("cover", view.cover);
  else next.delete("cover");
  if (view.insurer) next.set("insurer", view.insurer);
  else next.delete("insurer");
  const search = next.toString().replace(/%2C/gi, ",");
  return search ? `?${search}` : "";
}
