import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { siteRedirect } from "@/lib/i18n/site-redirect";
import { DigitPayment } from "@/components/journeys/shared/digit-payment";
import { getFinalQuote } from "@/lib/api/health";
import { getMotorFinalQuote } from "@/lib/api/motor";
import { JourneyShell } from "@/components/journeys/shared/journey-shell";
import { productCalls } from "@/lib/journeys/product-calls";
import { productFor, type InsuranceType } from "@/lib/journeys/registry";
import { pagePurchaseKey } from "@/lib/journeys/shared/idempotency";
import { isSegment } from "@/lib/journeys/shared/paths";
import { redirectPolicy } from "@/lib/journeys/shared/server-policy";

/** The route parameters of /insurance/{insuranceType}/{requestKey}/{companyName}/digit-product*. */
export type DigitProductParams = {
  insuranceType: string;
  requestKey: string;
  companyName: string;
};

/**
 * The digit policy-and-payment page of `type` (spec 2.4, 4), shared by `digit-product` (health)
 * and `digit-product-motor`: trigger/purchase is fetched once, on the server, and the product's
 * `digitProductOutcome` decides: a failure (or a payment URL the allowlist refuses) → the
 * product's thank-you page; for motor an inspection still due → the break-in page; otherwise the
 * proposal number and a "Pay ₹…" link to the insurer's payment page in the same tab. Another type, insurer or a bad requestKey in
 * the URL → the thank-you page, nothing sent. The call's Idempotency-Key is derived from the
 * requestKey, the insurer and this page (`pagePurchaseKey`), so a reload or a link preview
 * triggers nothing new.
 */
export async function DigitProductScreen({
  params,
  searchParams,
  type,
}: {
  params: Promise<DigitProductParams>;
  searchParams?: Promise<Record<string, string | string[] | undefined>>;
  type: InsuranceType;
}) {
  const p = await params;
  // The visit straight after KYC (`?from=kyc`) has a key of its own: for motor it may answer
  // "inspection due", which the visit after the inspection (from the policy search) must not
  // replay.
  const afterKyc = (await searchParams)?.from === "kyc";
  const product = productFor(type);
  if (p.insuranceType !== type || p.companyName !== "digit" || !isSegment(p.requestKey))
    return siteRedirect(product.thankYouPath);
  const result = await productCalls(type).triggerPurchase(p.requestKey, {
    idempotencyKey: pagePurchaseKey(
      type,
      p.requestKey,
      p.companyName,
      afterKyc ? "digit-product-after-kyc" : "digit-product",
    ),
  });
  const view = product.digitProductOutcome(
    { status: result.status, meta: result.meta, data: result.data },
    p.requestKey,
    redirectPolicy(),
  );
  if (view.kind === "go") return siteRedirect(view.to);
  if (view.kind === "leave") redirect(view.url);
  const quote =
    type === "health" ? await getFinalQuote(p.requestKey) : await getMotorFinalQuote(p.requestKey);
  const amount = quote.ok ? (quote.data as { totalPremium?: number }).totalPremium : undefined;
  return (
    <JourneyShell title={(await getTranslations("Titles"))("readyForPayment")}>
      <DigitPayment
        policyNumber={view.policyNumber}
        memberName={view.memberName}
        paymentUrl={view.paymentUrl}
        {...(amount ? { amount } : {})}
      />
    </JourneyShell>
  );
}
