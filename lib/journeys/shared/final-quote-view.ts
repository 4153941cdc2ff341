import { formatDate } from "@/lib/format/date";
import { formatRupees } from "@/lib/format/rupees";
import type { HealthFinalQuote, MotorFinalQuote } from "@/lib/api/types";
import type { PriceDifference } from "@/lib/journeys/shared/price-difference";

/**
 * The rows of the final quote's price card (issue 22 item 4): every rupee itemised, in the
 * page's language. Pure: the translator is given (`getTranslations("FinalQuote")`).
 */

/** A translator of the FinalQuote catalogue area. */
export type FinalQuoteT = (key: string, values?: Record<string, string | number>) => string;

type Row = readonly [label: string, rupees: number];

/**
 * Health: sum insured; then "Premium" alone when the base and net premium are the same figure,
 * else base premium, each rider, each discount (negative), net premium; GST. The total is the
 * card's last line (not a row).
 */
export function healthPremiumRows(
  t: FinalQuoteT,
  q: Pick<
    HealthFinalQuote,
    "cover" | "basePremium" | "netPremium" | "tax" | "riders" | "discounts"
  >,
): Row[] {
  const rows: Row[] = [[t("sumInsured"), q.cover]];
  if (q.basePremium === q.netPremium && q.riders.length === 0 && q.discounts.length === 0) {
    rows.push([t("premium"), q.netPremium]);
  } else {
    rows.push([t("basePremium"), q.basePremium]);
    for (const r of q.riders) rows.push([t("rider", { name: r.name }), r.premium]);
    for (const d of q.discounts) rows.push([t("discount", { name: d.name }), -Math.abs(d.amount)]);
    rows.push([t("netPremium"), q.netPremium]);
  }
  rows.push([t("tax"), q.tax]);
  return rows;
}

/**
 * Motor: IDV; the breakup when the broker gave it (own damage, third party, NCB discount as a
 * negative amount, add-ons) and then the net premium; GST.
 */
export function motorPremiumRows(
  t: FinalQuoteT,
  q: Pick<MotorFinalQuote, "idv" | "netPremium" | "tax" | "breakup">,
): Row[] {
  const rows: Row[] = [[t("idv"), q.idv]];
  const b = q.breakup;
  if (b) {
    if (b.ownDamage !== undefined) rows.push([t("ownDamage"), b.ownDamage]);
    if (b.thirdParty !== undefined) rows.push([t("thirdParty"), b.thirdParty]);
    if (b.ncbDiscount) rows.push([t("ncbDiscount"), -Math.abs(b.ncbDiscount)]);
    if (b.addOns !== undefined) rows.push([t("addOnsTotal"), b.addOns]);
  }
  rows.push([t("netPremium"), q.netPremium]);
  rows.push([t("tax"), q.tax]);
  return rows;
}

/**
 * The one line under the total that says how and why it differs from the plan card:
 * "The plan card showed ₹12,469 before GST; this quote is ₹1,200 more. Why: …".
 */
export function priceNote(t: FinalQuoteT, d: PriceDifference, type: "health" | "motor"): string {
  const compare = t("cardCompare", {
    card: formatRupees(d.cardPrice),
    gst: d.withGst ? "yes" : "no",
    difference: formatRupees(Math.abs(d.difference)),
    direction: d.difference > 0 ? "more" : "less",
  });
  const why =
    d.reason === "underwriting" ? t(`reason.underwriting.${type}`) : t(`reason.${d.reason}`);
  return `${compare} ${why}`;
}

/** The review's shared words. */
export function reviewText(t: FinalQuoteT): { notGiven: string } {
  return { notGiven: t("notGiven") };
}

/**
 * The price card's policy period prop (issue 22 item 4): `{ period: "Policy period: 28/11/2026 to
 * 27/11/2027" }` when the broker gave both dates (yyyy-mm-dd, shown dd/mm/yyyy), else `{}` (the
 * card then shows no period line), to spread into `PremiumSummary`'s props.
 */
export function policyPeriodProp(
  t: FinalQuoteT,
  q: { startDate?: string | undefined; endDate?: string | undefined },
): { period?: string } {
  return q.startDate && q.endDate
    ? { period: t("policyPeriod", { start: formatDate(q.startDate), end: formatDate(q.endDate) }) }
    : {};
}

/** The words of the Buy Now island (`components/journeys/shared/buy-now.tsx`), in the page's language. */
export type BuyNowTexts = {
  /** The proposer's declaration beside the box (`Payment.declaration`). */
  declaration: string;
  /** Said beside the box when Buy Now is pressed without it (`Payment.declarationRequired`). */
  declarationRequired: string;
  /** The button, with the amount when there is one ("Buy Now: pay ₹14,713"). */
  button: string;
  /** The button while the purchase starts (`Plans.pleaseWait`). */
  pleaseWait: string;
  /** The countdown's name for where it goes (`Journey.nextPage`). */
  nextPage: string;
};

/** A translator of one catalogue area (`getTranslations("Payment")` and the like). */
type AreaT = (key: string, values?: Record<string, string | number>) => string;

/**
 * The words of the Buy Now island, filled on the server so the island carries no catalogue:
 * the declaration and its message (`Payment`), the button stating the amount to pay (GST
 * included; plain "Buy Now" without an amount), "Please wait..." (`Plans`) and the countdown's
 * "the next page" (`Journey`).
 *
 * @param amount the total premium in rupees, or undefined/0 when unknown
 */
export function buyNowTexts(
  t: { payment: AreaT; plans: AreaT; journey: AreaT },
  amount: number | undefined,
): BuyNowTexts {
  return {
    declaration: t.payment("declaration"),
    declarationRequired: t.payment("declarationRequired"),
    button: amount ? t.payment("buyNowPay", { amount: formatRupees(amount) }) : t.plans("buyNow"),
    pleaseWait: t.plans("pleaseWait"),
    nextPage: t.journey("nextPage"),
  };
}
