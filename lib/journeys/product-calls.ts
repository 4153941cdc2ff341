import "server-only";
import type { CallOptions, CallResult, Empty, KeyedCallOptions } from "@/lib/api/call";
import type { PlanChoice } from "@/lib/api/contract/health";
import type { PolicyDocuments } from "@/lib/api/contract/shared";
import { generatePdf, getQuickQuotes, selectPlan, triggerPurchase } from "@/lib/api/health";
import {
  generateMotorPdf,
  getMotorQuickQuotes,
  selectMotorPlan,
  triggerMotorPurchase,
} from "@/lib/api/motor";
import type { Plan } from "@/lib/api/types";
import type { InsuranceType } from "@/lib/journeys/shared/paths";

/**
 * The broker calls that differ per insurance type, for the server code of the shared screens
 * (plan grid, select plan, Buy Now, digit-product page, documents). Server-only; the pure
 * per-type entries (labels, paths, rules) are in `lib/journeys/registry.ts`. Every call keeps
 * its own contract and answers its `CallResult` (`lib/api/call.ts`); it never throws.
 */
export type ProductCalls = {
  /** `get/quick-quotes`: the plan cards; `[]` on failure. */
  quickQuotes: (requestKey: string, options?: CallOptions) => Promise<CallResult<Plan[], Plan[]>>;
  /** `select/plan`: `data.url` is the next page (check it before following). */
  selectPlan: (
    requestKey: string,
    choice: PlanChoice,
  ) => Promise<CallResult<{ url: string }, Empty>>;
  /** `trigger/purchase` (keyed): `data` and `meta` for the product's Buy Now rule. */
  triggerPurchase: (
    requestKey: string,
    options: KeyedCallOptions,
  ) => Promise<CallResult<object, object, object>>;
  /** `generate/pdf`: the policy documents; `{}` on failure. */
  generatePdf: (
    requestKey: string,
    options?: CallOptions,
  ) => Promise<CallResult<PolicyDocuments, Partial<PolicyDocuments>>>;
};

// Each entry calls through at call time (not a reference taken at load), so a module that only
// needs one call never touches the others (tests mock lib/api modules partly).
const calls: Readonly<Record<InsuranceType, ProductCalls>> = {
  health: {
    quickQuotes: (...args) => getQuickQuotes(...args),
    selectPlan: (...args) => selectPlan(...args),
    triggerPurchase: (...args) => triggerPurchase(...args),
    generatePdf: (...args) => generatePdf(...args),
  },
  motor: {
    quickQuotes: (...args) => getMotorQuickQuotes(...args),
    selectPlan: (...args) => selectMotorPlan(...args),
    triggerPurchase: (...args) => triggerMotorPurchase(...args),
    generatePdf: (...args) => generateMotorPdf(...args),
  },
};

/** The broker calls of a known insurance type (check an untrusted one with `productOf` first). */
export function productCalls(type: InsuranceType): ProductCalls {
  return calls[type];
}
