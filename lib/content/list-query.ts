import { ALL_CATEGORIES } from "@/content/knowledge-centre";

/** Largest page number accepted from a URL; deeper pages do not exist on this blog. */
const MAX_PAGE = 999;

/** `key` and `pageNo` of a knowledge-centre list URL (spec 2.3), normalised. */
export type ListQuery = { key: string; pageNo: number };

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * Reads `key` (category, default "All") and `pageNo` (default 1) from a list page's search
 * params. An unknown category becomes "All" and a malformed page number 1, so arbitrary URLs
 * neither reach the broker nor fill the data cache with variants.
 *
 * @param params the page's resolved `searchParams`
 * @param categories the categories valid for this list (blog or video)
 */
export function parseListQuery(params: SearchParams, categories: readonly string[]): ListQuery {
  const key = first(params.key);
  const page = first(params.pageNo);
  const pageNo = page !== undefined && /^\d{1,3}$/.test(page) ? Number(page) : 1;
  return {
    key: key !== undefined && categories.includes(key) ? key : ALL_CATEGORIES,
    pageNo: Math.min(Math.max(pageNo, 1), MAX_PAGE),
  };
}

/**
 * The URL of a list page: `key` left out for "All", `pageNo` left out for page 1, so every
 * view has one canonical address.
 */
export function listHref(path: string, query: Partial<ListQuery>): string {
  const search = new URLSearchParams();
  if (query.key && query.key !== ALL_CATEGORIES) search.set("key", query.key);
  if (query.pageNo && query.pageNo > 1) search.set("pageNo", String(query.pageNo));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
