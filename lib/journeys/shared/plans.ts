/** Plans grid helpers (spec 2.4 "Select Your Plan" plus sorting and comparing). */

import type { Plan } from "@/lib/api/types";

/** A plan card as the grid shows it: the site's {@link Plan} with a list id and a checked logo (null when not allowed). */
export type PlanView = Omit<Plan, "logo"> & { id: string; logo: string | null };

/** The sort choices; `labelKey` is the label's key in the `Plans` catalogue area. */
export const sortOrders = [
  { value: "listed", label: "As listed", labelKey: "sortAsListed" },
  { value: "premium-asc", label: "Premium: low to high", labelKey: "sortPremiumAsc" },
  { value: "premium-desc", label: "Premium: high to low", labelKey: "sortPremiumDesc" },
  { value: "cover-desc", label: "Cover: high to low", labelKey: "sortCoverDesc" },
  { value: "cover-asc", label: "Cover: low to high", labelKey: "sortCoverAsc" },
] as const;
export type SortOrder = (typeof sortOrders)[number]["value"];

/**
 * Plans in the chosen order. "listed" keeps the broker's order (order neutral: no plan is
 * ranked as best); the others sort by premium or cover, ties keeping the broker's order.
 */
export function sortPlans<T extends { premium: number; cover: number }>(
  plans: readonly T[],
  order: SortOrder,
): T[] {
  const indexed = plans.map((plan, index) => ({ plan, index }));
  const by: Record<SortOrder, (a: T, b: T) => number> = {
    listed: () => 0,
    "premium-asc": (a, b) => a.premium - b.premium,
    "premium-desc": (a, b) => b.premium - a.premium,
    "cover-desc": (a, b) => b.cover - a.cover,
    "cover-asc": (a, b) => a.cover - b.cover,
  };
  return indexed.sort((a, b) => by[order](a.plan, b.plan) || a.index - b.index).map((x) => x.plan);
}

/** Most plans compared side by side. */
export const MAX_COMPARE = 3;

/** Toggles a plan in the comparison, never above {@link MAX_COMPARE}. */
export function toggleCompare(selected: readonly string[], id: string): string[] {
  if (selected.includes(id)) return selected.filter((x) => x !== id);
  return selected.length >= MAX_COMPARE ? [...selected] : [...selected, id];
}

export const NO_PLANS =
  "Sorry, we couldn’t find a plan for you. Someone from our team will reach out shortly.";
export const LOADING_PLANS = "Please wait while we find the best plans for you...";
