import { getTranslations } from "next-intl/server";
import { plansSummaryParts, type PlansSummaryInput } from "@/lib/journeys/shared/plans-summary";

/**
 * The summary line above the plans (issue 22 item 5), rendered on the server: who is insured and
 * the pincode (health, when this browser sent the quote), the vehicle (motor), the plans, insurers
 * and cover or IDV range, and "Edit" back to the quote form. No client code.
 *
 * @param editHref the quote form in the page's language (health: `?edit=1` restores the quote)
 */
export async function PlansSummary({
  editHref,
  ...input
}: PlansSummaryInput & { editHref: string }) {
  const t = await getTranslations();
  const parts = plansSummaryParts((key, values) => t(key as never, values as never), input);
  return (
    <p className="mb-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
      {parts.join(" · ")}
      {" · "}
      <a href={editHref} className="font-bold text-brand-700 underline">
        {t.rich("Plans.edit", { sr: (chunks) => <span className="sr-only">{chunks}</span> })}
      </a>
    </p>
  );
}
