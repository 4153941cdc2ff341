"use client";

import { useTranslations } from "@/lib/i18n/use-translations";
import type { ReactNode, RefObject } from "react";
import { Modal } from "@/components/ui/modal";
import { formatRupees } from "@/lib/format/rupees";
import { insurerName } from "@/lib/journeys/shared/format";
import type { PlanView } from "@/lib/journeys/shared/plans";

/**
 * The plans compared side by side (spec 2.4): insurer, cover (or IDV), premium and a Buy button
 * per plan, only what the broker returned, in the broker's order. Loaded on first use by
 * `PlanGrid`.
 *
 * @param cover "Cover" or "IDV" in the page's language
 * @param buyButton the grid's Buy button for a plan (the same action and busy state)
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
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("comparePlans")}
      wide
      returnFocus={returnFocus}
    >
      <p className="mb-3 text-sm text-muted">{t("compareIntro")}</p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t("compareCaption")}</caption>
          <thead>
            <tr>
              <th scope="col" className="border-b p-2">
                <span className="sr-only">{t("feature")}</span>
              </th>
              {plans.map((p) => (
                <th key={p.id} scope="col" className="border-b p-2 align-bottom">
                  {p.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className="border-b p-2 font-medium text-muted">
                {t("insurer")}
              </th>
              {plans.map((p) => (
                <td key={p.id} className="border-b p-2">
                  {insurerName(p.insurer)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className="border-b p-2 font-medium text-muted">
                {cover}
              </th>
              {plans.map((p) => (
                <td key={p.id} className="border-b p-2">
                  {formatRupees(p.cover)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className="border-b p-2 font-medium text-muted">
                {t("premium")}
              </th>
              {plans.map((p) => (
                <td key={p.id} className="border-b p-2">
                  {formatRupees(p.premium)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className="p-2">
                <span className="sr-only">{t("chooseShort")}</span>
              </th>
              {plans.map((p) => (
                <td key={p.id} className="p-2">
                  {buyButton(p, "min-w-28")}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </Modal>
  );
}
