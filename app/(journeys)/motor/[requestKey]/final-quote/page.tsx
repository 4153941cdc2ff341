import type { Metadata } from "next";
import { BuyNowButton } from "@/components/journeys/buy-now";
import { JourneyShell } from "@/components/journeys/journey-shell";
import { ProposalProgress } from "@/components/journeys/proposal-progress";
import { JourneyUnavailable, PlanIntro } from "@/components/journeys/proposal-screen";
import { getMotorFinalQuote, getMotorMemberData } from "@/lib/api/motor";
import { insurerName, rupees } from "@/lib/journeys/format";
import { motorProposalProgress } from "@/lib/journeys/motor-steps";
import { isSegment } from "@/lib/journeys/paths";
import { allowed } from "@/lib/journeys/redirect";
import { imagePolicy } from "@/lib/journeys/server-policy";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your final quote" };

/** Motor final quote (spec 3 "Final quote, motor"): logo, IDV, net premium, tax and gross premium in rupees, Buy Now. */
export default async function Page({ params }: { params: Promise<{ requestKey: string }> }) {
  const { requestKey } = await params;
  if (!isSegment(requestKey)) return <JourneyUnavailable title="Your final quote" startHref="/motor-insurance" />;
  const [result, active] = await Promise.all([getMotorFinalQuote(requestKey), getMotorMemberData(requestKey)]);
  if (!result.ok) return <JourneyUnavailable title="Your final quote" startHref="/motor-insurance" />;
  const quote = result.data;
  const plan = active.ok ? active.data : undefined;
  const logo = allowed(quote.companyLogo, imagePolicy());
  const rows = [
    ["Insured declared value (IDV)", quote.idv],
    ["Net premium", quote.netPremium],
    ["Tax (GST)", quote.tax],
  ] as const;

  return (
    <JourneyShell title="Your final quote" intro={<PlanIntro pName={plan?.pName} companyName={plan?.companyName} />}>
      <ProposalProgress current="final-quote" steps={motorProposalProgress} />
      <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <div className="flex items-center gap-4">
          {logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- broker-hosted logo
            <img src={logo} alt={plan?.companyName ? insurerName(plan.companyName) : "Insurer logo"} width={120} height={40} className="h-10 w-auto object-contain" />
          ) : null}
          <h2 className="text-xl font-bold">{plan?.pName ?? "Your motor policy"}</h2>
        </div>
        <dl className="mt-5 grid grid-cols-[1fr_auto] gap-x-6 gap-y-2">
          {rows.map(([label, amount]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="text-right font-medium">{rupees(amount)}</dd>
            </div>
          ))}
          <dt className="border-t pt-2 text-lg font-bold">Gross premium</dt>
          <dd className="border-t pt-2 text-right text-lg font-bold" data-testid="gross-premium">
            {rupees(quote.grossPremium)}
          </dd>
        </dl>
      </div>
      <div className="mt-8">
        <BuyNowButton requestKey={requestKey} insuranceType="motor" />
      </div>
    </JourneyShell>
  );
}
