"use client";

import { formatRupees } from "@/lib/format/rupees";
import { useTranslations } from "@/lib/i18n/use-translations";
import { insurerName } from "@/lib/journeys/shared/format";
import type { PlanView } from "@/lib/journeys/shared/plans";
import type { Product } from "@/lib/journeys/shared/product";

/**
 * A plan's Buy button ("Choose {plan} for {premium} a year", the plan's name for screen readers
 * only), on its card and in the compare dialog: the same action and busy state in both.
 *
 * @param choosing the id of the plan being chosen (all buttons are disabled meanwhile), or null
 * @param onChoose called with the plan on a press
 */
export function PlanBuyButton({
  plan,
  choosing,
  onChoose,
  className = "",
}: {
  plan: PlanView;
  choosing: string | null;
  onChoose: (plan: PlanView) => void;
  className?: string;
}) {
  const t = useTranslations("Plans");
  return (
    <button
      type="button"
      className={`btn-primary w-full px-2 text-balance ${className}`}
      disabled={choosing !== null}
      onClick={() => onChoose(plan)}
    >
      {choosing === plan.id ? (
        t("pleaseWait")
      ) : (
        <span>
          {t.rich("choose", {
            plan: plan.name,
            premium: formatRupees(plan.premium),
            sr: (chunks) => <span className="sr-only">{chunks}</span>,
          })}
        </span>
      )}
    </button>
  );
}

/**
 * One card of the plans grid (spec 2.4): the insurer's logo (or name), the plan's name, the cover
 * (or IDV) and the product's fixed highlights, the compare box and the Buy button. A component
 * of its own so React can hydrate the grid card by card, yielding in between (issue 11).
 *
 * @param idPrefix the grid's `useId`; the card's ids are `${idPrefix}-${plan.id}-name|compare`
 * @param cover "Cover" or "IDV" in the page's language
 * @param checked whether the plan is ticked to compare; `full`: three others are
 */
export function PlanCard({
  plan,
  idPrefix,
  cover,
  highlights,
  checked,
  full,
  onToggle,
  choosing,
  onChoose,
}: {
  plan: PlanView;
  idPrefix: string;
  cover: string;
  highlights: Product["cardHighlights"];
  checked: boolean;
  full: boolean;
  onToggle: (plan: PlanView) => void;
  choosing: string | null;
  onChoose: (plan: PlanView) => void;
}) {
  const t = useTranslations("Plans");
  const nameId = `${idPrefix}-${plan.id}-name`;
  const compareId = `${idPrefix}-${plan.id}-compare`;
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4"
    >
      <div className="flex h-12 items-center">
        {plan.logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- broker-hosted logo of any size; next/image needs fixed remote patterns
          <img
            src={plan.logo}
            alt={insurerName(plan.insurer)}
            width={120}
            height={40}
            loading="lazy"
            className="h-10 w-auto max-w-full object-contain"
          />
        ) : (
          <span className="font-semibold text-brand-800">{insurerName(plan.insurer)}</span>
        )}
      </div>
      <h2 id={nameId} className="mt-2 text-base leading-snug font-bold text-ink">
        {plan.name}
      </h2>
      <p className="text-xs text-muted">{insurerName(plan.insurer)}</p>
      <dl className="mt-3 grid gap-1 text-sm">
        <div className="flex flex-wrap justify-between gap-x-2">
          <dt className="text-muted">{cover}</dt>
          <dd className="font-semibold">{formatRupees(plan.cover)}</dd>
        </div>
        {highlights.map((h) => (
          <div key={h.labelKey} className="flex flex-wrap justify-between gap-x-2">
            <dt className="text-muted">{t(h.labelKey)}</dt>
            <dd>{h.valueKey ? t(h.valueKey) : h.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto pt-3">
        <div className="flex min-h-11 items-center gap-2">
          <input
            id={compareId}
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={checked}
            disabled={full}
            onChange={() => onToggle(plan)}
          />
          <label htmlFor={compareId} className="text-sm">
            {t("compare")}
            <span className="sr-only"> {plan.name}</span>
          </label>
        </div>
        <PlanBuyButton plan={plan} choosing={choosing} onChoose={onChoose} />
      </div>
    </article>
  );
}
