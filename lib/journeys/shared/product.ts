import type { DigitProductView, PurchaseAnswer } from "@/lib/journeys/shared/buy-now";
import type { InsuranceType } from "@/lib/journeys/shared/paths";
import type { Next, RedirectPolicy } from "@/lib/journeys/shared/redirect";

/**
 * What one insurance type brings to the shared journey screens: its routes, its labels and its
 * decision rules. Each product writes its entry in its own folder (`lib/journeys/health/product.ts`,
 * `lib/journeys/motor/product.ts`); screens look it up with `productOf` / `productFor`
 * (`lib/journeys/registry.ts`) instead of testing the type. Pure data and functions: safe in the
 * browser and on the server.
 */
export type Product = {
  type: InsuranceType;
  /** The word a plan card puts before its amount: "Cover" (sum insured) or "IDV" (motor). */
  coverLabel: "Cover" | "IDV";
  /** Where a failed step or an unusable answer ends (spec 2.4 thank-you page). */
  thankYouPath: string;
  /** The plan cards (quick quotes) of a request: /insurance-compare/{type}/{key}. */
  plansPath: (requestKey: string) => string;
  /** The final quote, where a verified KYC leads. */
  finalQuotePath: (requestKey: string) => string;
  /** The policy-generation screen, after digit's KYC. */
  generatePolicyPath: (requestKey: string) => string;
  /** The digit policy-and-payment page Buy Now leads to. */
  digitProductPath: (requestKey: string) => string;
  /** Buy Now's rule: what the final quote does with the trigger-purchase answer. */
  buyNowOutcome: (answer: PurchaseAnswer, requestKey: string, policy: RedirectPolicy) => Next;
  /**
   * Buy Now pressed without a usable Idempotency-Key (nothing is sent): health stays with a
   * message, motor goes to its thank-you page.
   */
  buyNowRefused: Next;
  /** The digit-product page's rule: the payment view, or where to go instead. */
  digitProductOutcome: (
    answer: PurchaseAnswer,
    requestKey: string,
    policy: RedirectPolicy,
  ) => DigitProductView | { kind: "leave"; url: string };
};
