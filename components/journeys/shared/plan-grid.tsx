"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useDeferredValue, useId, useRef, useState } from "react";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";
import { choosePlan } from "@/lib/journeys/shared/actions";
import { requestPlanCallBack } from "@/lib/journeys/shared/plan-call-back-action";
import type { InsuranceType } from "@/lib/journeys/shared/paths";
import type { Product } from "@/lib/journeys/shared/product";
import {
  MAX_COMPARE,
  coverBands,
  filterPlans,
  inCoverBand,
  sortPlans,
  sortOrders,
  toggleCompare,
  type CoverBand,
  type PlanView,
  type SortOrder,
} from "@/lib/journeys/shared/plans";
import {
  planViewFromQuery,
  planViewQuery,
  type PlanViewState,
} from "@/lib/journeys/shared/plan-view-query";
import { insurerName } from "@/lib/journeys/shared/format";
import { useNavigate } from "@/components/journeys/shared/navigate";
import {
  PlanBuyButton,
  PlanCard,
  type CallBackState,
} from "@/components/journeys/shared/plan-card";

/**
 * Cards in the server HTML and the hydration: the first rows on a phone, the first row on a wider
 * screen. The rest render right after hydration, in the background: below the fold on a phone,
 * where the plans frame keeps the footer out of view, so nothing visible moves. The swap of the
 * loading skeleton for the list and the hydration then carry four cards instead of all of them
 * (issue 11).
 */
const FIRST_CARDS = 4;

// The compare dialog (Radix Dialog) loads when the Compare button is pointed at, focused or
// pressed, keeping it out of the plans page's first-load JS (issue 11).
const loadCompare = () => import("./plan-compare-dialog");
const PlanCompareDialog = dynamic(loadCompare, { ssr: false });

/** What the grid needs of the product (`lib/journeys/registry.ts`), picked on the server. */
export type PlanGridProduct = Pick<Product, "coverLabel" | "thankYouPath">;

/**
 * 'Select Your Plan' grid (spec 2.4, issue 22): one column under 480 px, two, then four on wide
 * screens. Below the server's summary line (`plans-summary.tsx`), the sort (the broker's order by default, or premium or
 * cover; never "recommended") and filters by cover band and insurer, on a phone (under 640 px)
 * folded behind one "Sort and filter" button that counts the choices made. The sort, the filters and
 * the plans ticked to compare live in the URL (`?sort=&cover=&insurer=&compare=`) so a shared
 * link, and the server's HTML, show the same view. Once a plan is ticked a compare bar stays at
 * the bottom of the screen; "Compare plans" is greyed out with its reason until two are ticked
 * (on a phone it shows from the first tick, the hint alone before).
 * Choosing an online plan calls `choosePlan` and follows its answer; an assisted plan files a
 * call-back lead (`requestPlanCallBack`) and says on the card when the team will call.
 *
 * @param product the product's cover label and thank-you path, from the server (the registry
 * itself stays there: it reaches the contract's zod schemas, 19 kB gz)
 */
export function PlanGrid({
  plans,
  insuranceType,
  product,
  requestKey,
  locale,
}: {
  plans: PlanView[];
  insuranceType: InsuranceType;
  product: PlanGridProduct;
  requestKey: string;
  locale: string;
}) {
  const uid = useId();
  const t = useTranslations("Plans");
  const navigate = useNavigate();
  const pathname = usePathname();
  const query = useSearchParams();
  const insurers = [...new Set(plans.map((p) => p.insurer))];
  // The URL is read once (a shared link's view); afterwards React state leads and the URL follows,
  // so a ticked box shows at once rather than after the router catches up.
  const [view, setViewState] = useState<PlanViewState>(() =>
    planViewFromQuery(
      query,
      plans.map((p) => p.id),
      insurers,
    ),
  );
  const { order, compare } = view;
  /** Updates the view and writes it into the URL without a server round trip. */
  const setView = (next: Partial<PlanViewState>) => {
    const updated = { ...view, ...next };
    setViewState(updated);
    window.history.replaceState(
      null,
      "",
      `${pathname}${planViewQuery(new URLSearchParams(window.location.search), updated)}`,
    );
  };
  const compareDialog = useLazyDialog(loadCompare);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [callBacks, setCallBacks] = useState<Record<string, CallBackState>>({});
  // Plans whose call-back is in flight or filed: a second press files nothing (the server's
  // derived Idempotency-Key makes a repeat create nothing new either).
  const asked = useRef(new Set<string>());
  const matching = filterPlans(plans, view);
  const shown = useDeferredValue(matching.length, Math.min(FIRST_CARDS, matching.length));
  const sorted = sortPlans(matching, order).slice(0, shown);
  // The broker's order, whatever order the plans were ticked in or the grid is sorted by.
  const compared = plans.filter((p) => compare.includes(p.id));
  // "Cover" or "IDV": the word before the card's amount, in the page's language.
  const cover = t(product.coverLabel === "IDV" ? "idv" : "cover");
  const bands = coverBands.filter((b) => plans.some((p) => inCoverBand(p.cover, b.value)));

  const callBack = async (plan: PlanView) => {
    if (asked.current.has(plan.id)) return;
    asked.current.add(plan.id);
    setCallBacks((c) => ({ ...c, [plan.id]: { kind: "sending" } }));
    let next: CallBackState;
    try {
      const result = await requestPlanCallBack(insuranceType, requestKey, {
        name: plan.name,
        code: plan.code,
        insurer: plan.insurer,
      });
      next = result.ok
        ? { kind: "filed", slot: result.slot }
        : { kind: "error", reason: result.reason };
    } catch {
      next = { kind: "error", reason: "failed" };
    }
    // A refused request may be tried again (the same derived key on the server).
    if (next.kind === "error") asked.current.delete(plan.id);
    setCallBacks((c) => ({ ...c, [plan.id]: next }));
  };

  const choose = async (plan: PlanView) => {
    if (plan.purchase === "assisted") return callBack(plan);
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
      callBack={callBacks[plan.id]}
      locale={locale}
      className={extraClass}
    />
  );
  const hintId = `${uid}-compare-hint`;
  const filtersId = `${uid}-filters`;
  // How many of the sort and the two filters differ from the defaults: shown on the phone's button.
  const chosen = [order !== "listed", view.cover, view.insurer].filter(Boolean).length;

  return (
    <div className={compare.length ? "pb-28" : ""}>
      {/* On a phone the sort and filters fold behind one button, so the first plan's price is on
          the first screen after the quote form (three stacked selects took ~240 px). */}
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {t("shownCount", { shown: matching.length, total: plans.length })}
        </p>
        <button
          type="button"
          className="btn-secondary shrink-0 px-3 whitespace-nowrap sm:hidden"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {t("sortAndFilter", { count: chosen })}
        </button>
      </div>
      <div
        id={filtersId}
        className={`${filtersOpen ? "grid" : "hidden"} mt-3 grid-cols-1 gap-3 min-[480px]:grid-cols-3 sm:grid sm:max-w-3xl`}
      >
        <div>
          <label htmlFor={`${uid}-sort`} className="field-label">
            {t("sortPlans")}
          </label>
          <select
            id={`${uid}-sort`}
            className="field-input"
            value={order}
            onChange={(e) => setView({ order: e.target.value as SortOrder })}
          >
            {sortOrders.map((o) => (
              <option key={o.value} value={o.value}>
                {t(o.labelKey, { cover })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${uid}-cover`} className="field-label">
            {cover}
          </label>
          <select
            id={`${uid}-cover`}
            className="field-input"
            value={view.cover ?? ""}
            onChange={(e) => setView({ cover: (e.target.value || null) as CoverBand | null })}
          >
            <option value="">{t("anyCover", { cover })}</option>
            {bands.map((b) => (
              <option key={b.value} value={b.value}>
                {t(b.labelKey)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${uid}-insurer`} className="field-label">
            {t("insurer")}
          </label>
          <select
            id={`${uid}-insurer`}
            className="field-input"
            value={view.insurer ?? ""}
            onChange={(e) => setView({ insurer: e.target.value || null })}
          >
            <option value="">{t("anyInsurer")}</option>
            {insurers.map((slug) => (
              <option key={slug} value={slug}>
                {insurerName(slug)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div
        className={
          compare.length
            ? "fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur"
            : "mt-3"
        }
      >
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3">
          <p id={hintId} className="text-sm text-muted" aria-live="polite">
            {compare.length === 0
              ? t("compareHint", { max: MAX_COMPARE })
              : compare.length < 2
                ? t("compareNeedTwo", { count: compare.length, max: MAX_COMPARE })
                : t("compareCount", { count: compare.length, max: MAX_COMPARE })}
          </p>
          <button
            type="button"
            // On a phone the button shows from the first tick (it then stays in the bar at the
            // screen's foot); until then the hint above says how to compare.
            className={`btn-secondary shrink-0 whitespace-nowrap disabled:border-slate-300 disabled:bg-slate-100 disabled:text-slate-600 disabled:opacity-100 ${compare.length ? "" : "max-sm:hidden"}`}
            disabled={compare.length < 2}
            aria-describedby={hintId}
            {...compareDialog.triggerProps}
          >
            {t("comparePlans")}
          </button>
        </div>
      </div>

      {matching.length === 0 ? (
        <div className="mt-4 rounded-xl bg-white p-6 ring-1 ring-slate-200">
          <p>{t("noMatch")}</p>
          <button
            type="button"
            className="mt-3 btn-secondary"
            onClick={() => setView({ cover: null, insurer: null })}
          >
            {t("clearFilters")}
          </button>
        </div>
      ) : (
        <ul className="mt-3 grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 md:grid-cols-4 md:gap-4">
          {sorted.map((plan) => {
            const checked = compare.includes(plan.id);
            return (
              <li key={plan.id}>
                <PlanCard
                  plan={plan}
                  idPrefix={uid}
                  cover={cover}
                  checked={checked}
                  full={!checked && compare.length >= MAX_COMPARE}
                  onToggle={toggle}
                  choosing={choosing}
                  onChoose={(p) => void choose(p)}
                  callBack={callBacks[plan.id]}
                  locale={locale}
                />
              </li>
            );
          })}
        </ul>
      )}

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
