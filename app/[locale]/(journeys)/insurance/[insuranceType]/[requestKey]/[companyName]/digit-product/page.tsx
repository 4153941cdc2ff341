import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { DigitPayment } from "@/components/journeys/shared/digit-payment";
import { JourneyShell } from "@/components/journeys/shared/journey-shell";
import { triggerPurchase } from "@/lib/api/health";
import { digitProductOutcome } from "@/lib/journeys/shared/buy-now";
import { pagePurchaseKey } from "@/lib/journeys/shared/idempotency";
import { HEALTH_THANK_YOU, isSegment } from "@/lib/journeys/shared/paths";
import { redirectPolicy } from "@/lib/journeys/shared/server-policy";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your policy and payment" };

type Params = { insuranceType: string; requestKey: string; companyName: string };

/**
 * Digit health product page (spec 4): trigger/purchase is fetched once, on the server; non-200
 * (or a payment URL the allowlist refuses) → /health/thank-you; otherwise the policy number and
 * the payment tab after 7 seconds. The call's Idempotency-Key is derived from the requestKey, the
 * insurer and this page (`pagePurchaseKey`), so a reload or a link preview triggers nothing new.
 */
export default async function Page({ params }: { params: Promise<Params> }) {
  const p = await params;
  if (p.insuranceType !== "health" || p.companyName !== "digit" || !isSegment(p.requestKey))
    redirect(HEALTH_THANK_YOU);
  const result = await triggerPurchase(p.requestKey, {
    idempotencyKey: pagePurchaseKey("health", p.requestKey, p.companyName, "digit-product"),
  });
  const view = digitProductOutcome({ status: result.status, data: result.data }, redirectPolicy());
  if (view.kind === "go") redirect(view.to);
  return (
    <JourneyShell title="Your policy is ready for payment">
      <DigitPayment
        policyNumber={view.policyNumber}
        memberName={view.memberName}
        paymentUrl={view.paymentUrl}
      />
    </JourneyShell>
  );
}
