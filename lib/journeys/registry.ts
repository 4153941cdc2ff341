import { healthProduct } from "@/lib/journeys/health/product";
import { motorProduct } from "@/lib/journeys/motor/product";
import type { InsuranceType } from "@/lib/journeys/shared/paths";
import type { Product } from "@/lib/journeys/shared/product";

/**
 * The registry of insurance types: one {@link Product} entry per type, so a shared screen asks
 * its product what differs (labels, thank-you path, final quote, Buy Now rules …) instead of
 * testing `insuranceType`. Pure (no broker calls): usable from client and server components. The
 * broker calls per type are in `lib/journeys/product-calls.ts` (server-only) and the form actions
 * per type in `lib/journeys/product-actions.ts`.
 *
 * @example
 *   const { coverLabel, thankYouPath } = productFor(insuranceType);
 */

export type { InsuranceType } from "@/lib/journeys/shared/paths";
export type { Product } from "@/lib/journeys/shared/product";

const products: Readonly<Record<InsuranceType, Product>> = {
  health: healthProduct,
  motor: motorProduct,
};

/** True when `value` names a known insurance type ("health" or "motor"); any other value is false. */
export function isInsuranceType(value: unknown): value is InsuranceType {
  return typeof value === "string" && Object.hasOwn(products, value);
}

/** The entry of a known insurance type. */
export function productFor(type: InsuranceType): Product {
  return products[type];
}

/**
 * The entry of an insurance type taken from a URL or a form (untrusted): `null` for anything
 * that is not a known type (`"travel"`, `"__proto__"`, a number …).
 */
export function productOf(type: unknown): Product | null {
  return isInsuranceType(type) ? products[type] : null;
}
