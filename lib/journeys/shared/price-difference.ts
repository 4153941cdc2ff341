/**
 * Why a final quote's price differs from the plan card's (issue 22 item 4): one reason, chosen
 * from what both answers show, so the line under the total says only what is true.
 */

/** The plan card as get/quick-quotes gave it: cover (sum insured or IDV) and rupee prices. */
export type CardPrice = {
  cover: number;
  /** Premium before GST (broker-api.md `PlanCard.premium`). */
  premium: number;
  /** Premium with GST, when the card gave it. */
  grossPremium?: number;
};

/** The final quote's figures the rule compares. */
export type FinalPrice = {
  cover: number;
  netPremium: number;
  totalPremium: number;
  /** How many riders (health) the quote lists. */
  riders: number;
  /** How many add-ons (motor) the visitor chose beyond the compulsory cover. */
  extraAddOns: number;
};

/**
 * - `cover`: the sum insured (or IDV) is not the card's
 * - `riders`: riders were added (health)
 * - `addOns`: add-ons were chosen (motor)
 * - `underwriting`: none of these; the insurer priced the members' details (age band and the
 *   like) for the final quote
 */
export type PriceReason = "cover" | "riders" | "addOns" | "underwriting";

export type PriceDifference = {
  reason: PriceReason;
  /** The card's price compared (with GST when the card gave it, else before GST). */
  cardPrice: number;
  /** final − card, rupees (negative: the final quote is cheaper). */
  difference: number;
  /** Whether `cardPrice` includes GST. */
  withGst: boolean;
};

/**
 * The difference between a plan card and the final quote, or null when they agree (within a
 * rupee) or there is no card to compare with. Like is compared with like: the card's
 * `grossPremium` with the final total, else the card's `premium` with the final net premium.
 * The reason is the first that applies of cover changed, riders added, add-ons chosen, else
 * the insurer's final underwriting (age band).
 */
export function priceDifference(
  card: CardPrice | null | undefined,
  final: FinalPrice,
): PriceDifference | null {
  if (!card) return null;
  const withGst = typeof card.grossPremium === "number";
  const cardPrice = withGst ? (card.grossPremium as number) : card.premium;
  const finalPrice = withGst ? final.totalPremium : final.netPremium;
  const difference = finalPrice - cardPrice;
  if (Math.abs(difference) < 1) return null;
  const reason: PriceReason =
    card.cover !== final.cover
      ? "cover"
      : final.riders > 0
        ? "riders"
        : final.extraAddOns > 0
          ? "addOns"
          : "underwriting";
  return { reason, cardPrice, difference, withGst };
}
