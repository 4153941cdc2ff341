/** Plans grid helpers (spec 2.4 "Select Your Plan" plus sorting, filtering and comparing). */

import type { Plan } from "@/lib/api/types";

/** A plan card as the grid shows it: the site's {@link Plan} with a list id and a checked logo (null when not allowed). */
export type PlanView = Omit<Plan, "logo"> & { id: string; logo: string | null };

/**
 * The sort choices; `labelKey` is the label's key in the `Plans` catalogue area. The default is
 * the broker's own order, named for what it is: no plan is ranked "recommended" or "best".
 */
export const sortOrders = [
  { value: "listed", label: "As the insurers quoted", labelKey: "sortAsListed" },
  { value: "premium-asc", label: "Premium: low to high", labelKey: "sortPremiumAsc" },
  { value: "premium-desc", label: "Premium: high to low", labelKey: "sortPremiumDesc" },
  { value: "cover-desc", label: "Cover: high to low", labelKey: "sortCoverDesc" },
  { value: "cover-asc", label: "Cover: low to high", labelKey: "sortCoverAsc" },
] as const;
export type SortOrder = (typeof sortOrders)[number]["value"];

/**
 * Plans in the chosen order. "listed" keeps the broker's order (order neutral: no plan is
 * ranked as best); the others sort by premium (before GST, the figure every plan has, so plans
 * with and without a total are compared like for like) or cover, ties keeping the broker's order.
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

/**
 * Cover (sum insured or IDV) bands of the filter, in rupees, bounds inclusive. `labelKey` is the
 * band's label in the `Plans` catalogue area. The grid offers only the bands some plan falls in.
 */
export const coverBands = [
  { value: "upto-5l", min: 0, max: 500_000, labelKey: "coverUpTo5L" },
  { value: "5l-10l", min: 500_001, max: 1_000_000, labelKey: "cover5To10L" },
  { value: "10l-25l", min: 1_000_001, max: 2_500_000, labelKey: "cover10To25L" },
  { value: "above-25l", min: 2_500_001, max: Number.POSITIVE_INFINITY, labelKey: "coverAbove25L" },
] as const;
export type CoverBand = (typeof coverBands)[number]["value"];

/** Whether an amount falls in a band. */
export function inCoverBand(cover: number, band: CoverBand): boolean {
  const b = coverBands.find((x) => x.value === band);
  return b !== undefined && cover >= b.min && cover <= b.max;
}

/** The filters of the grid: a cover band and an insurer slug, each `null` for "any". */
export type PlanFilters = { cover: CoverBand | null; insurer: string | null };

/** The plans that pass the filters, in the order given. */
export function filterPlans<T extends { cover: number; insurer: string }>(
  plans: readonly T[],
  filters: PlanFilters,
): T[] {
  return plans.filter(
    (p) =>
      (filters.cover === null || inCoverBand(p.cover, filters.cover)) &&
      (filters.insurer === null || p.insurer === filters.insurer),
  );
}

/**
 * The price a card leads with: the total with GST when the broker gave it, else the premium
 * before GST (the card then says "+ GST"), and the same figure a month (a twelfth, rounded up to
 * a whole rupee: never understated).
 */
export function cardPrice(plan: { premium: number; grossPremium?: number }): {
  amount: number;
  gstIncluded: boolean;
  perMonth: number;
} {
  const gstIncluded = plan.grossPremium !== undefined;
  const amount = plan.grossPremium ?? plan.premium;
  return { amount, gstIncluded, perMonth: Math.ceil(amount / 12) };
}

/**
 * The fact rows of the compare dialog: every label any compared plan has, once, in the order
 * they first appear (the first plan's order, then labels only later plans have), each with each
 * plan's value or `null` when that plan does not state it. Labels match ignoring case and spaces.
 */
export function factRows(
  plans: readonly { features: readonly { label: string; value: string }[] }[],
): { label: string; values: (string | null)[] }[] {
  const norm = (label: string) => label.toLowerCase().replace(/\s+/g, " ").trim();
  const rows = new Map<string, { label: string; values: (string | null)[] }>();
  plans.forEach((plan, i) => {
    for (const f of plan.features) {
      const key = norm(f.label);
      let row = rows.get(key);
      if (!row) {
        row = { label: f.label, values: plans.map(() => null) };
        rows.set(key, row);
      }
      row.values[i] ??= f.value;
    }
  });
  return [...rows.values()];
}

/** How many of a plan's facts its card shows; the rest are in the compare dialog. */
export const CARD_FEATURES = 4;

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
