import {
  BUY_NOW_FAILED,
  digitProductOutcome,
  healthBuyNowOutcome,
} from "@/lib/journeys/shared/buy-now";
import {
  HEALTH_THANK_YOU,
  digitProductPath,
  healthStepPath,
  plansPath,
} from "@/lib/journeys/shared/paths";
import type { Product } from "@/lib/journeys/shared/product";

/** The health journey's entry in the product registry (`lib/journeys/registry.ts`). */
export const healthProduct: Product = {
  type: "health",
  coverLabel: "Cover",
  thankYouPath: HEALTH_THANK_YOU,
  plansPath: (requestKey) => plansPath("health", requestKey),
  finalQuotePath: (requestKey) => healthStepPath(requestKey, "final-quote"),
  generatePolicyPath: (requestKey) => healthStepPath(requestKey, "generate-policy"),
  digitProductPath,
  buyNowOutcome: healthBuyNowOutcome,
  buyNowRefused: { kind: "stay", message: BUY_NOW_FAILED },
  digitProductOutcome: (answer, _requestKey, policy) => digitProductOutcome(answer, policy),
};
