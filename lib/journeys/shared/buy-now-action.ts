import "server-only";
import { logFailure } from "@/lib/api/call";
import { getActiveMemberData } from "@/lib/api/health";
import { kycCheck } from "@/lib/api/kyc";
import { getMotorMemberData } from "@/lib/api/motor";
import { keyFromBrowser } from "@/lib/idempotency/key";
import { log } from "@/lib/log/logger";
import { withRequestKey } from "@/lib/actions/safe-action";
import { productCalls } from "@/lib/journeys/product-calls";
import { productFor } from "@/lib/journeys/registry";
import type { InsuranceType } from "@/lib/journeys/shared/paths";
import type { PurchaseAnswer } from "@/lib/journeys/shared/buy-now";
import { buyNowKycKey } from "@/lib/journeys/shared/idempotency";
import { kycCheckOutcome, kycGate } from "@/lib/journeys/shared/kyc";
import { renewKycAttempt } from "@/lib/journeys/shared/kyc-attempt";
import type { Next } from "@/lib/journeys/shared/redirect";
import { redirectPolicy } from "@/lib/journeys/shared/server-policy";

/** The insurer of the chosen plan (get/active/member/data), "" when the broker names none. */
async function chosenInsurer(type: InsuranceType, requestKey: string): Promise<string> {
  const result =
    type === "health"
      ? await getActiveMemberData(requestKey)
      : await getMotorMemberData(requestKey);
  const plan = result?.ok ? (result.data as { plan?: { insurer?: string } }).plan : undefined;
  return typeof plan?.insurer === "string" ? plan.insurer : "";
}

/**
 * Buy Now on a final quote, for the `buyNow` / `motorBuyNow` server actions: a bad requestKey →
 * the product's thank-you page and nothing sent; the press's Idempotency-Key (`browserKey`, kept
 * across its retries; see `lib/journeys/shared/idempotency.ts`) missing or malformed → the
 * product's `buyNowRefused` and nothing sent.
 *
 * Then KYC before payment (broker-api.md "Journey order and continuation"): `/kyc/api/check`
 * for the chosen insurer first (its key derived from the press's). Verified → `trigger/purchase`
 * and the product's `buyNowOutcome` (payment). Not yet → the insurer's KYC page in this tab
 * (`kycCheckOutcome`: a redirect or the future-genrali form post), with a new KYC attempt kept
 * with the journey so the return is checked afresh; a failed check → 'KYC check failed'. An
 * insurer without online KYC goes on to the purchase rules. A failed call and an insurer without
 * a payment handler are logged (insurer and product type only).
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

    const insurer = await chosenInsurer(type, key);
    if (insurer) {
      const check = await kycCheck(
        { insuranceType: type, requestKey: key, companyName: insurer },
        { idempotencyKey: buyNowKycKey(type, key, insurer, idempotencyKey) },
      );
      const answer = { status: check.status, data: check.data };
      const gate = kycGate(insurer, answer);
      if (gate === "todo" || gate === "failed") {
        if (gate === "failed")
          log(type).warn({ step: "buy-now", insurer, status: check.status }, "KYC check failed");
        const next = kycCheckOutcome(
          { insuranceType: type, requestKey: key, companyName: insurer },
          answer,
          redirectPolicy(),
        );
        if (next.kind === "leave" || next.kind === "post") await renewKycAttempt();
        return next;
      }
    }

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
