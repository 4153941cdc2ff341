import "server-only";
import type { ChosenPlan } from "@/lib/api/types";
import type { ProductCalls } from "@/lib/journeys/product-calls";
import type { CardPrice } from "@/lib/journeys/shared/price-difference";

/**
 * The plan card's price for the chosen plan (issue 22 item 4): in the get/quick-quotes answer for
 * this requestKey, the card of the same insurer and plan name. Null when the call failed, the plan
 * has no insurer or name, or no card matches (then the final quote shows no comparison line).
 * `grossPremium` is taken when the card carries it (broker-api.md `PlanCard.grossPremium`).
 * The final quotes read the cards beside their other broker calls, not after the saved plan
 * (issue 25: one broker round trip less before the page's first byte).
 *
 * @param result the answer of `productCalls(type).quickQuotes(requestKey)`
 * @param plan the chosen plan (`get/active/member/data`, motor `get/member/data`)
 */
export function cardPriceIn(
  result: Awaited<ReturnType<ProductCalls["quickQuotes"]>>,
  plan: ChosenPlan | undefined,
): CardPrice | null {
  if (!plan?.insurer || !plan.name || !result.ok) return null;
  const card = result.data.find((c) => c.insurer === plan.insurer && c.name === plan.name);
  if (!card) return null;
  const gross = (card as { grossPremium?: unknown }).grossPremium;
  return {
    cover: card.cover,
    premium: card.premium,
    ...(typeof gross === "number" ? { grossPremium: gross } : {}),
  };
}
