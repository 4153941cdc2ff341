import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { DigitPayment } from "@/components/journeys/shared/digit-payment";
import { JourneyShell } from "@/components/journeys/shared/journey-shell";
import { triggerMotorPurchase } from "@/lib/api/motor";
import { digitProductMotorOutcome } from "@/lib/journeys/shared/buy-now";
import { pagePurchaseKey } from "@/lib/journeys/shared/idempotency";
import { MOTOR_THANK_YOU, isSegment } from "@/lib/journeys/shared/paths";
import { redirectPolicy } from "@/lib/journeys/shared/server-policy";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your policy and payment" };

type Params = { insuranceType: string; requestKey: string; companyName: string };

/**
 * Digit motor product page (spec 2.4, 4): trigger/purchase is fetched once, on the server; a
 * failure (or a payment URL the allowlist refuses) → /motor/thank-you; an inspection still due →
 * the break-in page; otherwise the policy number and the payment tab after 7 seconds. The call's
 * Idempotency-Key is derived from the requestKey, the insurer and this page (`pagePurchaseKey`),
 * so a reload or a link preview triggers nothing new.
 */
export default async function Page({ params }: { params: Promise<Params> }) {
  const p = await params;
  if (p.insuranceType !== "motor" || p.companyName !== "digit" || !isSegment(p.requestKey))
    redirect(MOTOR_THANK_YOU);
  const result = await triggerMotorPurchase(p.requestKey, {
    idempotencyKey: pagePurchaseKey("motor", p.requestKey, p.companyName, "digit-product"),
  });
  const view = digitProductMotorOutcome(
    { status: result.status, meta: result.meta, data: result.data },
    p.requestKey,
    redirectPolicy(),
  );
  if (view.kind === "go") redirect(view.to);
  if (view.kind === "leave") redirect(view.url);
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
