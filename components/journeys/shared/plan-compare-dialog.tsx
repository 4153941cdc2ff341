"use client";

import { useTranslations } from "next-intl";
import type { ReactNode, RefObject } from "react";
import { Modal } from "@/components/ui/modal";
import { formatRupees } from "@/lib/format/rupees";
import { insurerName } from "@/lib/journeys/shared/format";
import { factRows, type PlanView } from "@/lib/journeys/shared/plans";
import { PlanPrice } from "@/components/journeys/shared/plan-card";

/** The first column: the fact's name, kept in view while the plans scroll sideways. */
const rowHeader =
  "sticky left-0 z-10 w-28 min-w-28 border-b bg-white p-2 text-left align-top font-normal text-muted";
/** A plan's column: wide enough to read on a 360 px phone, where the table scrolls sideways. */
const cell = "min-w-36 border-b p-2 align-top";

/**
 * The plans compared side by side (spec 2.4, issue 22): insurer, cover (or IDV), price, then the
 * plans' own facts lined up fact by fact (the same label on one row, "—" where a plan does not
 * state it), and each plan's action. Only what the broker returned, in the broker's order. On a
 * narrow screen the table scrolls sideways inside a focusable region with a visible scrollbar and
 * a note, its first column staying in place. Loaded on first use by `PlanGrid`.
 *
 * @param cover "Cover" or "IDV" in the page's language
 * @param buyButton the grid's action for a plan (the same action and busy state)
 */
export default function PlanCompareDialog({
  open,
  onOpenChange,
  plans,
  cover,
  buyButton,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plans: PlanView[];
  cover: string;
  buyButton: (plan: PlanView, extraClass?: string) => ReactNode;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const t = useTranslations("Plans");
  const rows = factRows(plans);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("comparePlans")}
      wide
      returnFocus={returnFocus}
    >
      <p className="mb-3 text-sm text-muted">{t("compareIntro")}</p>
      <p className="mb-2 text-xs text-muted sm:hidden" aria-hidden="true">
        {t("compareScroll")}
      </p>
      <div
        className="[scrollbar-width:thin] [scrollbar-color:var(--color-brand-700)_var(--color-slate-200)] overflow-x-auto"
        role="region"
        aria-label={t("compareCaption")}
        tabIndex={0}
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t("compareCaption")}</caption>
          <thead>
            <tr>
              <th scope="col" className={rowHeader}>
                <span className="sr-only">{t("feature")}</span>
              </th>
              {plans.map((p) => (
                <th key={p.id} scope="col" className={`${cell} align-bottom text-ink`}>
                  {p.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className={rowHeader}>
                {t("insurer")}
              </th>
              {plans.map((p) => (
                <td key={p.id} className={cell}>
                  {insurerName(p.insurer)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className={rowHeader}>
                {cover}
              </th>
              {plans.map((p) => (
                <td key={p.id} className={cell}>
                  {formatRupees(p.cover)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className={rowHeader}>
                {t("premium")}
              </th>
              {plans.map((p) => (
                <td key={p.id} className={cell}>
                  <PlanPrice plan={p} compact />
                </td>
              ))}
            </tr>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className={rowHeader}>
                  {row.label}
                </th>
                {row.values.map((value, i) => (
                  <td key={plans[i]?.id ?? i} className={cell}>
                    {value ?? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">{t("notStated")}</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row" className={`${rowHeader} border-b-0`}>
                <span className="sr-only">{t("chooseShort")}</span>
              </th>
              {plans.map((p) => (
                <td key={p.id} className="p-2 align-top">
                  {buyButton(p, "min-w-28")}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? <p className="mt-3 text-sm text-muted">{t("noFeatures")}</p> : null}
    </Modal>
  );
}
