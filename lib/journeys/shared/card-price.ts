import "server-only";
import type { ChosenPlan } from "@/lib/api/types";
import { productCalls } from "@/lib/journeys/product-calls";
import type { InsuranceType } from "@/lib/journeys/shared/paths";
import type { CardPrice } from "@/lib/journeys/shared/price-difference";

/**
 * The plan card's price for the chosen plan (issue 22 item 4): get/quick-quotes read again for
 * this requestKey, the card of the same insurer and plan name. Null when the call fails or no
 * card matches (then the final quote shows no comparison line). `grossPremium` is taken when
 * the card carries it (broker-api.md `PlanCard.grossPremium`).
 */
export async function cardPriceFor(
  type: InsuranceType,
  requestKey: string,
  plan: ChosenPlan | undefined,
): Promise<CardPrice | null> {
  if (!plan?.insurer || !plan.name) return null;
  const result = await productCalls(type).quickQuotes(requestKey);
  if (!result.ok) return null;
  const card = result.data.find((c) => c.insurer === plan.insurer && c.name === plan.name);
  if (!card) return null;
  const gross = (card as { grossPremium?: unknown }).grossPremium;
  return {
    cover: card.cover,
    premium: card.premium,
    ...(typeof gross === "number" ? { grossPremium: gross } : {}),
  };
}
