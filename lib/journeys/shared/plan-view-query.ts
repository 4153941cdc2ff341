import { MAX_COMPARE, sortOrders, type SortOrder } from "@/lib/journeys/shared/plans";

/** Reads `get(name)` like URLSearchParams and Next's ReadonlyURLSearchParams. */
type Query = { get(name: string): string | null; toString(): string };

const orders: readonly string[] = sortOrders.map((o) => o.value);

/**
 * The plans page view held in the URL (so a shared link shows the same view): `sort` (one of
 * `sortOrders`, default "listed") and `compare` (comma-separated plan ids, at most
 * {@link MAX_COMPARE}). Unknown orders, unknown or repeated ids and extras are ignored.
 *
 * @param query the page's search params
 * @param ids the ids of the plans on the page
 */
export function planViewFromQuery(
  query: Query,
  ids: readonly string[],
): { order: SortOrder; compare: string[] } {
  const sort = query.get("sort") ?? "";
  const order = (orders.includes(sort) ? sort : "listed") as SortOrder;
  const compare = [...new Set((query.get("compare") ?? "").split(","))]
    .filter((id) => ids.includes(id))
    .slice(0, MAX_COMPARE);
  return { order, compare };
}

/**
 * The search string (with its leading "?", or "" when empty) for a view, keeping any other
 * parameter of `query`. The default order and an empty comparison are left out.
 */
export function planViewQuery(
  query: Query,
  view: { order: SortOrder; compare: readonly string[] },
): string {
  const next = new URLSearchParams(query.toString());
  if (view.order === "listed") next.delete("sort");
  else next.set("sort", view.order);
  if (view.compare.length) next.set("compare", view.compare.join(","));
  else next.delete("compare");
  const search = next.toString().replace(/%2C/gi, ",");
  return search ? `?${search}` : "";
}
