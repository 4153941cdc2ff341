import type { Metadata } from "next";
import { BuyNowButton } from "@/components/journeys/buy-now";
import { JourneyShell } from "@/components/journeys/journey-shell";
import { ProposalProgress } from "@/components/journeys/proposal-progress";
import { JourneyUnavailable } from "@/components/journeys/proposal-screen";
import { getFinalQuote } from "@/lib/api/health";
import { insurerName, rupees } from "@/lib/journeys/format";
import { isSegment } from "@/lib/journeys/paths";
import { allowed } from "@/lib/journeys/redirect";
import { imagePolicy } from "@/lib/journeys/server-policy";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your final quote" };

/** Health final quote (spec 3 "Final quote, health"): plan, sum insured and premiums in rupees, the members, Buy Now. */
export default async function Page({ params }: { params: Promise<{ requestKey: string }> }) {
  const { requestKey } = await params;
  const result = isSegment(requestKey) ? await getFinalQuote(requestKey) : null;
  if (!result?.ok) return <JourneyUnavailable title="Your final quote" />;
  const { policyData, insurenceDetails } = result.data;
  const logo = allowed(policyData.companyLogo, imagePolicy());
  const rows = [
    ["Sum insured", policyData.sumInsured],
    ["Base premium", policyData.basePremium],
    ["Net premium", policyData.netPremium],
    ["Tax (GST)", policyData.tax],
  ] as const;

  return (
    <JourneyShell title="Your final quote">
      <ProposalProgress current="final-quote" />
      <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <div className="flex items-center gap-4">
          {logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- broker-hosted logo
            <img src={logo} alt={insurerName(insurenceDetails.companyName)} width={120} height={40} className="h-10 w-auto object-contain" />
          ) : null}
          <div>
            <h2 className="text-xl font-bold">{insurenceDetails.pName}</h2>
            <p className="text-sm text-muted">{insurerName(insurenceDetails.companyName)}</p>
          </div>
        </div>
        <dl className="mt-5 grid grid-cols-[1fr_auto] gap-x-6 gap-y-2">
          {rows.map(([label, amount]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="text-right font-medium">{rupees(amount)}</dd>
            </div>
          ))}
          <dt className="border-t pt-2 text-lg font-bold">Total premium</dt>
          <dd className="border-t pt-2 text-right text-lg font-bold" data-testid="gross-premium">
            {rupees(policyData.grossPremium)}
          </dd>
        </dl>
      </div>

      <table className="mt-6 w-full border-collapse text-left">
        <caption className="mb-2 text-left text-lg font-bold">Insured members</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-2 pr-4">Name</th>
            <th scope="col" className="py-2">Relation</th>
          </tr>
        </thead>
        <tbody>
          {insurenceDetails.members.map((m, i) => (
            <tr key={i} className="border-b border-slate-200">
              <td className="py-2 pr-4">{m.Name}</td>
              <td className="py-2">{m.Relation}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="mt-8">
        <BuyNowButton requestKey={requestKey} />
      </div>
    </JourneyShell>
  );
}
