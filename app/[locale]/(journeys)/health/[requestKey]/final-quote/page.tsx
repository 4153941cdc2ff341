import type { Metadata } from "next";
import { BuyNowButton } from "@/components/journeys/shared/buy-now";
import { JourneyShell } from "@/components/journeys/shared/journey-shell";
import { PremiumSummary } from "@/components/journeys/shared/premium-summary";
import { ProposalProgress } from "@/components/journeys/shared/proposal-progress";
import { JourneyUnavailable } from "@/components/journeys/health/proposal-screen";
import { getFinalQuote } from "@/lib/api/health";
import { insurerName } from "@/lib/journeys/shared/format";
import { isSegment } from "@/lib/journeys/shared/paths";
import { allowed } from "@/lib/journeys/shared/redirect";
import { imagePolicy } from "@/lib/journeys/shared/server-policy";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your final quote" };

/** Health final quote (spec 3 "Final quote, health"): plan, sum insured and premiums in rupees, the members, Buy Now. */
export default async function Page({ params }: { params: Promise<{ requestKey: string }> }) {
  const { requestKey } = await params;
  const result = isSegment(requestKey) ? await getFinalQuote(requestKey) : null;
  if (!result?.ok) return <JourneyUnavailable title="Your final quote" />;
  const quote = result.data;
  const logo = allowed(quote.logo, imagePolicy());
  const rows = [
    ["Sum insured", quote.cover],
    ["Base premium", quote.basePremium],
    ["Net premium", quote.netPremium],
    ["Tax (GST)", quote.tax],
  ] as const;

  return (
    <JourneyShell title="Your final quote">
      <ProposalProgress current="final-quote" />
      <PremiumSummary
        logo={logo}
        logoAlt={insurerName(quote.insurer)}
        title={quote.planName}
        subtitle={insurerName(quote.insurer)}
        rows={rows}
        totalLabel="Total premium"
        total={quote.totalPremium}
      />

      <table className="mt-6 w-full border-collapse text-left">
        <caption className="mb-2 text-left text-lg font-bold">Insured members</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-2 pr-4">
              Name
            </th>
            <th scope="col" className="py-2">
              Relation
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.members.map((m, i) => (
            <tr key={i} className="border-b border-slate-200">
              <td className="py-2 pr-4">{m.name}</td>
              <td className="py-2">{m.relation}</td>
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
