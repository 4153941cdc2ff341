import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { localePath } from "@/lib/i18n/locale-path";
import { optionLabel } from "@/lib/journeys/i18n/option-label";
import { titleMetadata } from "@/lib/journeys/i18n/title-metadata";
import { BuyNowButton } from "@/components/journeys/shared/buy-now";
import { FirstScreen } from "@/components/journeys/shared/first-screen";
import { JourneyShell } from "@/components/journeys/shared/journey-shell";
import { PremiumSummary } from "@/components/journeys/shared/premium-summary";
import { ProposalProgress } from "@/components/journeys/shared/proposal-progress";
import { ProposalReview, type ReviewGroup } from "@/components/journeys/shared/proposal-review";
import { StepSkeleton } from "@/components/journeys/shared/step-skeleton";
import { JourneyUnavailable } from "@/components/journeys/health/proposal-screen";
import { getBasePolicyDetails, getMotorFinalQuote, getMotorMemberData } from "@/lib/api/motor";
import { formatDate } from "@/lib/format/date";
import { formatRupees } from "@/lib/format/rupees";
import { previousInsurerName } from "@/lib/journeys/motor/options";
import { motorProposalProgress } from "@/lib/journeys/motor/steps";
import { cardPriceIn } from "@/lib/journeys/shared/card-price";
import { productCalls } from "@/lib/journeys/product-calls";
import {
  buyNowTexts,
  motorPremiumRows,
  policyPeriodProp,
  priceNote,
  reviewText,
  type FinalQuoteT,
} from "@/lib/journeys/shared/final-quote-view";
import { insurerName } from "@/lib/journeys/shared/format";
import { isSegment, motorStepPath, type MotorStep } from "@/lib/journeys/shared/paths";
import { priceDifference } from "@/lib/journeys/shared/price-difference";
import { allowed } from "@/lib/journeys/shared/redirect";
import { savedMotorSteps } from "@/lib/journeys/shared/saved-steps";
import { imagePolicy } from "@/lib/journeys/shared/server-policy";

export const dynamic = "force-dynamic";
export const generateMetadata = titleMetadata("finalQuote");

/**
 * Motor final quote (spec 3 "Final quote, motor"; issues 22, 23, 24): logo, IDV, the policy
 * period, every rupee itemised (own damage, third party, NCB discount, add-ons, GST, total), the
 * line that says why the total differs from the plan card, the review of every step (owner,
 * nominee, address, add-ons, previous policy) with Edit links, the proposer's declaration and
 * Buy Now stating the amount. The progress marks only saved steps. Its four broker reads run at
 * once, and the page paints whole from the first HTML when they come within the first-screen
 * wait (`FirstScreen`; issue 25).
 */
export default async function Page({ params }: { params: Promise<{ requestKey: string }> }) {
  const { requestKey } = await params;
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("FinalQuote");
  const ft = t as unknown as FinalQuoteT;
  const steps = await getTranslations("Steps");
  const options = await getTranslations("Options");
  // Buy Now's words, filled here: the island then carries no catalogue (buyNowTexts).
  const buyWords = {
    payment: (await getTranslations("Payment")) as unknown as FinalQuoteT,
    plans: (await getTranslations("Plans")) as unknown as FinalQuoteT,
    journey: (await getTranslations("Journey")) as unknown as FinalQuoteT,
  };
  const title = (await getTranslations("Titles"))("finalQuote");
  if (!isSegment(requestKey))
    return <JourneyUnavailable title={title} startHref="/motor-insurance" />;
  // The cards (for the line that says why the total differs) are read beside the rest, not after
  // the saved plan: one broker round trip less before the page's first byte (issue 25).
  const load = Promise.all([
    getMotorFinalQuote(requestKey),
    getMotorMemberData(requestKey),
    getBasePolicyDetails(requestKey),
    productCalls("motor").quickQuotes(requestKey),
  ]);
  return (
    <FirstScreen load={load} fallback={<StepSkeleton />}>
      {([result, active, previous, cards]) => {
        if (!result.ok) return <JourneyUnavailable title={title} startHref="/motor-insurance" />;
        const quote = result.data;
        const data = active.ok ? active.data : undefined;
        const plan = data?.plan;
        const card = cardPriceIn(cards, plan);
        const logo = allowed(quote.logo, imagePolicy());
        // The compulsory owner-driver cover is in the card's price too: only the others are "chosen".
        const extraAddOns = Math.max(0, quote.addOns.length - 1);
        const difference = priceDifference(card, {
          cover: quote.idv,
          netPremium: quote.netPremium,
          totalPremium: quote.totalPremium,
          riders: 0,
          extraAddOns,
        });
        const edit = (step: MotorStep) =>
          `${localePath(locale, motorStepPath(requestKey, step))}?from=review`;
        const text = reviewText(ft);
        const owner = data?.member;
        const nominee = data?.nominee;
        const contact = data?.communication;
        const prev = previous.ok ? previous.data : undefined;
        const nonEmpty = (rows: [string, string][]) => rows.filter(([, v]) => v);

        const groups: ReviewGroup[] = [
          {
            id: "member",
            title: t("owner"),
            editHref: edit("member"),
            rows: owner
              ? nonEmpty([
                  [t("name"), [owner.firstName, owner.lastName].filter(Boolean).join(" ")],
                  [t("dob"), owner.dob ? formatDate(owner.dob) : ""],
                  [
                    t("document"),
                    owner.documentType
                      ? `${optionLabel(options, "documentType", owner.documentType)} ${owner.documentId ?? ""}`.trim()
                      : "",
                  ],
                ])
              : [],
            empty: text.notGiven,
          },
          {
            id: "nominee",
            title: steps("nominee"),
            editHref: edit("nominee"),
            rows: nominee
              ? nonEmpty([
                  [t("name"), [nominee.firstName, nominee.lastName].filter(Boolean).join(" ")],
                  [
                    t("relation"),
                    nominee.relation
                      ? optionLabel(options, "nomineeRelation", nominee.relation)
                      : "",
                  ],
                ])
              : [],
            empty: text.notGiven,
          },
          {
            id: "communication",
            title: t("address"),
            editHref: edit("communication"),
            rows: contact
              ? nonEmpty([
                  [
                    t("address"),
                    [contact.street, contact.city, contact.pincode].filter(Boolean).join(", "),
                  ],
                  [t("email"), contact.email ?? ""],
                  [t("mobile"), contact.mobile ?? ""],
                ])
              : [],
            empty: text.notGiven,
          },
          {
            id: "add-ons",
            title: t("addOnsChosen"),
            editHref: edit("add-ons"),
            rows: quote.addOns.map((a) => [a.name, formatRupees(a.premium)] as [string, string]),
            empty: text.notGiven,
          },
          {
            id: "previous-policy",
            title: t("previousPolicy"),
            editHref: edit("additional-policy-details"),
            rows: prev
              ? nonEmpty([
                  [
                    t("previousInsurer"),
                    prev.insuranceCompany
                      ? (previousInsurerName(prev.insuranceCompany) ?? prev.insuranceCompany)
                      : "",
                  ],
                  [t("policyNumber"), prev.policyNumber ?? ""],
                  [t("endsOn"), prev.endDate ? formatDate(prev.endDate) : ""],
                ])
              : [],
            empty: text.notGiven,
          },
        ];

        return (
          <JourneyShell title={title}>
            <ProposalProgress
              current="final-quote"
              steps={motorProposalProgress}
              {...(data
                ? {
                    saved: savedMotorSteps({
                      ...data,
                      addOnsSaved:
                        extraAddOns > 0 || (data as { addOns?: unknown }).addOns !== undefined,
                    }),
                  }
                : {})}
            />
            <PremiumSummary
              logo={logo}
              logoAlt={plan?.insurer ? insurerName(plan.insurer) : t("insurerLogo")}
              title={plan?.name || t("motorPolicy")}
              subtitle={plan?.insurer ? insurerName(plan.insurer) : undefined}
              {...policyPeriodProp(ft, quote)}
              rows={motorPremiumRows(ft, quote)}
              totalLabel={t("totalPremium")}
              total={quote.totalPremium}
              {...(difference ? { note: priceNote(ft, difference, "motor") } : {})}
            />
            <ProposalReview heading={t("reviewHeading")} editLabel={t("edit")} groups={groups} />
            <div className="mt-8">
              <BuyNowButton
                requestKey={requestKey}
                insuranceType="motor"
                texts={buyNowTexts(buyWords, quote.totalPremium)}
              />
            </div>
          </JourneyShell>
        );
      }}
    </FirstScreen>
  );
}
