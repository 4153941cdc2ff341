import { getTranslations } from "next-intl/server";
import { titleMetadata } from "@/lib/journeys/i18n/title-metadata";
import { BuyNowButton } from "@/components/journeys/shared/buy-now";
import { JourneyShell } from "@/components/journeys/shared/journey-shell";
import { PremiumSummary } from "@/components/journeys/shared/premium-summary";
import { ProposalProgress } from "@/components/journeys/shared/proposal-progress";
import { JourneyUnavailable } from "@/components/journeys/health/proposal-screen";
import { getMotorFinalQuote, getMotorMemberData } from "@/lib/api/motor";
import { insurerName } from "@/lib/journeys/shared/format";
import { motorProposalProgress } from "@/lib/journeys/motor/steps";
import { isSegment } from "@/lib/journeys/shared/paths";
import { allowed } from "@/lib/journeys/shared/redirect";
import { imagePolicy } from "@/lib/journeys/shared/server-policy";

export const dynamic = "force-dynamic";
export const generateMetadata = titleMetadata("finalQuote");

/** Motor final quote (spec 3 "Final quote, motor"): logo, IDV, net premium, tax and gross premium in rupees, Buy Now. */
export default async function Page({ params }: { params: Promise<{ requestKey: string }> }) {
  const { requestKey } = await params;
  const t = await getTranslations("FinalQuote");
  const title = (await getTranslations("Titles"))("finalQuote");
  if (!isSegment(requestKey))
    return <JourneyUnavailable title={title} startHref="/motor-insurance" />;
  const [result, active] = await Promise.all([
    getMotorFinalQuote(requestKey),
    getMotorMemberData(requestKey),
  ]);
  if (!result.ok) return <JourneyUnavailable title={title} startHref="/motor-insurance" />;
  const quote = result.data;
  const plan = active.ok ? active.data.plan : undefined;
  const logo = allowed(quote.logo, imagePolicy());
  const rows = [
    [t("idv"), quote.idv],
    [t("netPremium"), quote.netPremium],
    [t("tax"), quote.tax],
  ] as const;

  return (
    <JourneyShell title={title}>
      <ProposalProgress current="final-quote" steps={motorProposalProgress} />
      <PremiumSummary
        logo={logo}
        logoAlt={plan?.insurer ? insurerName(plan.insurer) : t("insurerLogo")}
        title={plan?.name ?? t("motorPolicy")}
        subtitle={plan?.insurer ? insurerName(plan.insurer) : undefined}
        rows={rows}
        totalLabel={t("grossPremium")}
        total={quote.totalPremium}
      />
      <div className="mt-8">
        <BuyNowButton requestKey={requestKey} insuranceType="motor" />
      </div>
    </JourneyShell>
  );
}
