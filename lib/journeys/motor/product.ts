import { digitProductMotorOutcome, motorBuyNowOutcome } from "@/lib/journeys/shared/buy-now";
import {
  MOTOR_THANK_YOU,
  digitProductMotorPath,
  motorStepPath,
  plansPath,
} from "@/lib/journeys/shared/paths";
import type { Product } from "@/lib/journeys/shared/product";

/** The motor journey's entry in the product registry (`lib/journeys/registry.ts`). */
export const motorProduct: Product = {
  type: "motor",
  coverLabel: "IDV",
  thankYouPath: MOTOR_THANK_YOU,
  plansPath: (requestKey) => plansPath("motor", requestKey),
  finalQuotePath: (requestKey) => motorStepPath(requestKey, "final-quote"),
  generatePolicyPath: (requestKey) => motorStepPath(requestKey, "generate-policy"),
  digitProductPath: digitProductMotorPath,
  buyNowOutcome: motorBuyNowOutcome,
  buyNowRefused: { kind: "go", to: MOTOR_THANK_YOU },
  digitProductOutcome: digitProductMotorOutcome,
};
