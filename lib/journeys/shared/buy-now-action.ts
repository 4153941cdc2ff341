import "server-only";
import { logFailure } from "@/lib/api/call";
import { keyFromBrowser } from "@/lib/idempotency/key";
import { log } from "@/lib/log/logger";
import { withRequestKey } from "@/lib/actions/safe-action";
import { productCalls } from "@/lib/journeys/product-calls";
import { productFor } from "@/lib/journeys/registry";
import type { InsuranceType } from "@/lib/journeys/shared/paths";
import type { PurchaseAnswer } from "@/lib/journeys/shared/buy-now";
import type { Next } from "@/lib/journeys/shared/redirect";
import { redirectPolicy } from "@/lib/journeys/shared/server-policy";

/**
 * Buy Now on a final quote, for the `buyNow` / `motorBuyNow` server actions: a bad requestKey →
 * the product's thank-you page and nothing sent; the press's Idempotency-Key (`browserKey`, kept
 * across its retries; see `lib/journeys/shared/idempotency.ts`) missing or malformed → the
 * product's `buyNowRefused` and nothing sent; otherwise `trigger/purchase` and the product's
 * `buyNowOutcome`. A failed call and an insurer without a payment handler are logged (insurer
 * and product type only).
 */
export async function runBuyNow(
  type: InsuranceType,
  requestKey: string,
  browserKey: unknown,
): Promise<Next> {
  const product = productFor(type);
  return withRequestKey<Next>(requestKey, { kind: "go", to: product.thankYouPath }, async (key) => {
    const idempotencyKey = keyFromBrowser("purchase", browserKey);
    if (!idempotencyKey) return product.buyNowRefused;
    const result = logFailure(
      await productCalls(type).triggerPurchase(key, { idempotencyKey }),
      type,
      "buy-now",
      "Buy Now failed",
    );
    const meta = result.meta as PurchaseAnswer["meta"];
    const next = product.buyNowOutcome(
      { status: result.status, meta, data: result.data },
      key,
      redirectPolicy(),
    );
    if (next.kind === "notice")
      log(type).warn(
        {
          step: "buy-now",
          insurer: String(result.ok ? meta?.companyName : "?"),
          productType: String(result.ok ? meta?.productType : "?"),
        },
        "no payment handler",
      );
    return next;
  });
}
