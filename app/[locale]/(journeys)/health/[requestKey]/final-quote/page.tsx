import { getTranslations } from "next-intl/server";
import { optionLabel } from "@/lib/journeys/i18n/option-label";
import { titleMetadata } from "@/lib/journeys/i18n/title-metadata";
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
export const generateMetadata = titleMetadata("finalQuote");

/** Health final quote (spec 3 "Final quote, health"): plan, sum insured and premiums in rupees, the members, Buy Now. */
export default async function Page({ params }: { params: Promise<{ requestKey: string }> }) {
  const { requestKey } = await params;
  const t = await getTranslations("FinalQuote");
  const options = await getTranslations("Options");
  const title = (await getTranslations("Titles"))("finalQuote");
  const result = isSegment(requestKey) ? await getFinalQuote(requestKey) : null;
  if (!result?.ok) return <JourneyUnavailable title={title} />;
  const quote = result.data;
  const logo = allowed(quote.logo, imagePolicy());
  const rows = [
    [t("sumInsured"), quote.cover],
    [t("basePremium"), quote.basePremium],
    [t("netPremium"), quote.netPremium],
    [t("tax"), quote.tax],
  ] as const;

  return (
    <JourneyShell title={title}>
      <ProposalProgress current="final-quote" />
      <PremiumSummary
        logo={logo}
        logoAlt={insurerName(quote.insurer)}
        title={quote.planName}
        subtitle={insurerName(quote.insurer)}
        rows={rows}
        totalLabel={t("totalPremium")}
        total={quote.totalPremium}
      />

      <table className="mt-6 w-full border-collapse text-left">
        <caption className="mb-2 text-left text-lg font-bold">{t("insuredMembers")}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-2 pr-4">
              {t("name")}
            </th>
            <th scope="col" className="py-2">
              {t("relation")}
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.members.map((m, i) => (
            <tr key={i} className="border-b border-slate-200">
              <td className="py-2 pr-4">{m.name}</td>
              <td className="py-2">
                {/* The broker's relation word, in the page's language when it is one we know. */}
                {optionLabel(options, "relation", m.relation)}
              </td>
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
