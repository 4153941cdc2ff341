"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useTranslations } from "@/lib/i18n/use-translations";
import dynamic from "next/dynamic";
import { useDeferredValue, useId, useState } from "react";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";
import { choosePlan } from "@/lib/journeys/shared/actions";
import type { InsuranceType } from "@/lib/journeys/shared/paths";
import type { Product } from "@/lib/journeys/shared/product";
import {
  MAX_COMPARE,
  sortPlans,
  sortOrders,
  toggleCompare,
  type PlanView,
  type SortOrder,
} from "@/lib/journeys/shared/plans";
import { planViewFromQuery, planViewQuery } from "@/lib/journeys/shared/plan-view-query";
import { useNavigate } from "@/components/journeys/shared/navigate";
import { PlanBuyButton, PlanCard } from "@/components/journeys/shared/plan-card";

/**
 * Cards in the server HTML and the hydration: the first two rows on a phone (two columns), the
 * first row on a wider screen. The rest render right after hydration, in the background: below
 * the fold on a phone, where the plans frame keeps the footer out of view, so nothing visible
 * moves. The swap of the loading skeleton for the list and the hydration then carry four cards
 * instead of all of them (issue 11).
 */
const FIRST_CARDS = 4;

// The compare dialog (Radix Dialog) loads when the Compare button is pointed at, focused or
// pressed, keeping it out of the plans page's first-load JS (issue 11).
const loadCompare = () => import("./plan-compare-dialog");
const PlanCompareDialog = dynamic(loadCompare, { ssr: false });

/** What the grid needs of the product (`lib/journeys/registry.ts`), picked on the server. */
export type PlanGridProduct = Pick<Product, "coverLabel" | "cardHighlights" | "thankYouPath">;

/**
 * 'Select Your Plan' grid (spec 2.4): 2 columns, 4 from medium screens; health cards show the
 * cover and the fixed highlights, motor cards the IDV; the premium is on the button. The order
 * is the broker's unless the visitor sorts by premium or cover; up to three plans can be
 * compared side by side in a dialog, which shows only what the broker returned for each plan, in
 * the broker's order. The sort and the plans ticked to compare live in the URL (`?sort=&compare=`)
 * so a shared link shows the same view. Choosing a plan calls `choosePlan` and follows its answer.
 *
 * @param product the product's cover label, card highlights and thank-you path, from the server
 * (the registry itself stays there: it reaches the contract's zod schemas, 19 kB gz)
 */
export function PlanGrid({
  plans,
  insuranceType,
  product,
  requestKey,
}: {
  plans: PlanView[];
  insuranceType: InsuranceType;
  product: PlanGridProduct;
  requestKey: string;
}) {
  const uid = useId();
  const t = useTranslations("Plans");
  const navigate = useNavigate();
  const pathname = usePathname();
  const query = useSearchParams();
  // The URL is read once (a shared link's view); afterwards React state leads and the URL follows,
  // so a ticked box shows at once rather than after the router catches up.
  const [view, setViewState] = useState(() =>
    planViewFromQuery(
      query,
      plans.map((p) => p.id),
    ),
  );
  const { order, compare } = view;
  /** Updates the view and writes it into the URL without a server round trip. */
  const setView = (next: { order?: SortOrder; compare?: string[] }) => {
    const updated = { order: next.order ?? order, compare: next.compare ?? compare };
    setViewState(updated);
    window.history.replaceState(
      null,
      "",
      `${pathname}${planViewQuery(new URLSearchParams(window.location.search), updated)}`,
    );
  };
  const setOrder = (next: SortOrder) => setView({ order: next });
  const compareDialog = useLazyDialog(loadCompare);
  const [choosing, setChoosing] = useState<string | null>(null);
  const shown = useDeferredValue(plans.length, Math.min(FIRST_CARDS, plans.length));
  const sorted = sortPlans(plans, order).slice(0, shown);
  // The broker's order, whatever order the plans were ticked in or the grid is sorted by.
  const compared = plans.filter((p) => compare.includes(p.id));
  // "Cover" or "IDV": the word before the card's amount, in the page's language.
  const cover = t(product.coverLabel === "IDV" ? "idv" : "cover");

  const choose = async (plan: PlanView) => {
    if (choosing) return;
    setChoosing(plan.id);
    try {
      const next = await choosePlan(insuranceType, requestKey, {
        name: plan.name,
        code: plan.code,
        insurer: plan.insurer,
      });
      navigate(next);
    } catch {
      navigate({ kind: "go", to: product.thankYouPath });
    }
  };

  const toggle = (plan: PlanView) => setView({ compare: toggleCompare(compare, plan.id) });
  const buyButton = (plan: PlanView, extraClass = "") => (
    <PlanBuyButton
      plan={plan}
      choosing={choosing}
      onChoose={(p) => void choose(p)}
      className={extraClass}
    />
  );

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <label htmlFor={`${uid}-sort`} className="field-label">
            {t("sortPlans")}
          </label>
          <select
            id={`${uid}-sort`}
            className="field-input w-auto"
            value={order}
            onChange={(e) => setOrder(e.target.value as SortOrder)}
          >
            {sortOrders.map((o) => (
              <option key={o.value} value={o.value}>
                {t(o.labelKey, { cover })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center gap-3">
          <p className="text-sm text-muted" aria-live="polite">
            {compare.length === 0
              ? t("compareHint", { max: MAX_COMPARE })
              : t("compareCount", { count: compare.length, max: MAX_COMPARE })}
          </p>
          <button
            type="button"
            className="btn-secondary shrink-0 whitespace-nowrap"
            disabled={compare.length < 2}
            {...compareDialog.triggerProps}
          >
            {t("comparePlans")}
          </button>
        </div>
      </div>

      <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
        {sorted.map((plan) => {
          const checked = compare.includes(plan.id);
          return (
            <li key={plan.id}>
              <PlanCard
                plan={plan}
                idPrefix={uid}
                cover={cover}
                highlights={product.cardHighlights}
                checked={checked}
                full={!checked && compare.length >= MAX_COMPARE}
                onToggle={toggle}
                choosing={choosing}
                onChoose={(p) => void choose(p)}
              />
            </li>
          );
        })}
      </ul>

      {compareDialog.used ? (
        <PlanCompareDialog
          open={compareDialog.open && compared.length >= 2}
          onOpenChange={compareDialog.setOpen}
          plans={compared}
          cover={cover}
          buyButton={buyButton}
          returnFocus={compareDialog.trigger}
        />
      ) : null}
    </div>
  );
}
