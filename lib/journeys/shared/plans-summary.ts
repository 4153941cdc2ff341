import { formatRupees } from "@/lib/format/rupees";
import type { MotorVehicle } from "@/lib/api/types";
import type { QuoteSummary } from "@/lib/journeys/health/quote-summary";

/** A message lookup of the page's language (next-intl's `t` of the whole catalogue). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** What the summary line is made from; `who` and `vehicle` only when the site knows them. */
export type PlansSummaryInput = {
  plans: number;
  insurers: number;
  /** Each plan's cover (health sum insured) or IDV (motor), rupees. */
  covers: number[];
  coverLabel: "Cover" | "IDV";
  /** Health: the quote's summary cookie, when this browser sent the quote. */
  who?: QuoteSummary | null;
  /** Motor: the looked-up vehicle of `get/base-policy-details`. */
  vehicle?: MotorVehicle;
};

/** The relations' keys in the `Options.relation` catalogue. */
const RELATION_KEY = { Self: "self", Spouse: "spouse", Child: "child", Parent: "parent" } as const;

/**
 * The pieces of the plans screen's summary line (issue 22 item 5), in order, in the page's
 * language: who is insured ("2 adults, 1 child (Self 34 yrs, …)") and the pincode when the quote's
 * summary is known, the vehicle when the broker named it, then the plans and insurers and the
 * cover or IDV range (₹ in Indian grouping). Nothing is guessed: without `who` or `vehicle` those
 * pieces are left out. Broker text (the vehicle) is returned as sent; React escapes it.
 */
export function plansSummaryParts(t: Translate, input: PlansSummaryInput): string[] {
  const parts: string[] = [];
  const { who, vehicle } = input;
  if (who) {
    const members = who.members
      .map((m) =>
        t("PlansSummary.member", {
          relation: t(`Options.relation.${RELATION_KEY[m.relation]}`),
          age: m.age,
        }),
      )
      .join(", ");
    parts.push(t("PlansSummary.members", { adults: who.adults, kids: who.kids, members }));
    parts.push(t("PlansSummary.pincode", { pincode: who.pincode }));
  }
  if (vehicle) {
    const name = [vehicle.make, vehicle.model, vehicle.variant].filter(Boolean).join(" ");
    parts.push(
      [name, vehicle.fuel, vehicle.registrationYear?.toString()].filter(Boolean).join(", "),
    );
  }
  parts.push(t("Plans.summary", { plans: input.plans, insurers: input.insurers }));
  if (input.covers.length) {
    const min = Math.min(...input.covers);
    const max = Math.max(...input.covers);
    const label = t(input.coverLabel === "IDV" ? "Plans.idv" : "Plans.cover");
    const range =
      min === max
        ? formatRupees(min)
        : t("Plans.coverRange", { min: formatRupees(min), max: formatRupees(max) });
    parts.push(`${label} ${range}`);
  }
  return parts;
}
