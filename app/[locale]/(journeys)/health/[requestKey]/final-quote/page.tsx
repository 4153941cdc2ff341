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
import { getActiveMemberData, getFinalQuote } from "@/lib/api/health";
import { formatDate } from "@/lib/format/date";
import { cardPriceIn } from "@/lib/journeys/shared/card-price";
import { productCalls } from "@/lib/journeys/product-calls";
import {
  buyNowTexts,
  healthPremiumRows,
  policyPeriodProp,
  priceNote,
  type FinalQuoteT,
  reviewText,
} from "@/lib/journeys/shared/final-quote-view";
import { insurerName } from "@/lib/journeys/shared/format";
import { healthStepPath, isSegment, type HealthStep } from "@/lib/journeys/shared/paths";
import { priceDifference } from "@/lib/journeys/shared/price-difference";
import { allowed } from "@/lib/journeys/shared/redirect";
import { savedHealthSteps } from "@/lib/journeys/shared/saved-steps";
import { imagePolicy } from "@/lib/journeys/shared/server-policy";
import { medicalPeople } from "@/lib/journeys/health/medical-people";

export const dynamic = "force-dynamic";
export const generateMetadata = titleMetadata("finalQuote");

/** The medical flags of the contract's `Medical`, with their question in the Medical catalogue. */
const MEDICAL_FLAGS = [
  ["hasDisease", "flagDisease"],
  ["hasThyroid", "flagThyroid"],
  ["hasDiabetes", "flagDiabetes"],
  ["hasAsthma", "flagAsthma"],
  ["hasHypertension", "flagHypertension"],
  ["hasHyperlipidemia", "flagLipids"],
  ["onMeds", "flagMeds"],
  ["hasSymptoms", "flagSymptoms"],
  ["hasGynae", "flagGynae"],
  ["usesTobacco", "flagTobacco"],
  ["drinksAlcohol", "flagAlcohol"],
] as const;

/** A flag answered yes: `true`, or a non-empty list of member numbers. */
const yes = (v: unknown) => v === true || (Array.isArray(v) && v.length > 0);

/**
 * Health final quote (spec 3 "Final quote, health"; issues 22, 23, 24): plan, policy period,
 * every rupee itemised (base, riders, discounts, GST, total), the line that says why the total
 * differs from the plan card, the members, the review of every step with Edit links, the
 * proposer's declaration and Buy Now stating the amount. The progress marks only saved steps.
 * Its three broker reads run at once, and the page paints whole from the first HTML when they
 * come within the first-screen wait (`FirstScreen`; issue 25).
 */
export default async function Page({ params }: { params: Promise<{ requestKey: string }> }) {
  const { requestKey } = await params;
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("FinalQuote");
  const medicalT = await getTranslations("Medical");
  const steps = await getTranslations("Steps");
  const options = await getTranslations("Options");
  // Buy Now's words, filled here: the island then carries no catalogue (buyNowTexts).
  const buyWords = {
    payment: (await getTranslations("Payment")) as unknown as FinalQuoteT,
    plans: (await getTranslations("Plans")) as unknown as FinalQuoteT,
    journey: (await getTranslations("Journey")) as unknown as FinalQuoteT,
  };
  const title = (await getTranslations("Titles"))("finalQuote");
  if (!isSegment(requestKey)) return <JourneyUnavailable title={title} />;
  // The three reads at once: the cards (for the line that says why the total differs) no longer
  // wait for the saved plan; the card is matched once both are in.
  const load = Promise.all([
    getFinalQuote(requestKey),
    getActiveMemberData(requestKey),
    productCalls("health").quickQuotes(requestKey),
  ]);
  return (
    <FirstScreen load={load} fallback={<StepSkeleton />}>
      {([result, active, cards]) => {
        if (!result.ok) return <JourneyUnavailable title={title} />;
        const quote = result.data;
        const data = active.ok ? active.data : undefined;
        const card = cardPriceIn(cards, data?.plan);
        const logo = allowed(quote.logo, imagePolicy());
        const difference = priceDifference(card, {
          cover: quote.cover,
          netPremium: quote.netPremium,
          totalPremium: quote.totalPremium,
          riders: quote.riders.length,
          extraAddOns: 0,
        });
        const edit = (step: HealthStep) =>
          `${localePath(locale, healthStepPath(requestKey, step))}?from=review`;
        const ft = t as unknown as FinalQuoteT;
        const text = reviewText(ft);

        const medical = (data?.medical ?? {}) as Record<string, unknown>;
        const yesTo = (answers: Record<string, unknown>) => {
          const list = MEDICAL_FLAGS.filter(([flag]) => yes(answers[flag])).map(([, key]) =>
            medicalT(key).replace(/\?$/, ""),
          );
          return list.length ? list.join(", ") : t("noConditions");
        };
        // Per member (issue 23): each member's Yes answers; a request saved before, the flags alone.
        const people = medicalPeople(data?.members ?? [], options, (n) =>
          medicalT("memberN", { n }),
        );
        const medicalRows: [string, string][] = data?.medical?.members
          ? people.map((p) => [
              p.label,
              yesTo(data.medical?.members?.find((m) => m.memberNo === p.memberNo) ?? {}),
            ])
          : data?.medical
            ? [[t("conditions"), yesTo(medical)]]
            : [];
        const nominee = data?.nominee;
        const contact = data?.communication;
        const groups: ReviewGroup[] = [
          {
            id: "member",
            title: steps("members"),
            editHref: edit("member"),
            rows: (data?.members ?? []).map((m, i) => [
              m.relation ? optionLabel(options, "relation", m.relation) : `${t("member")} ${i + 1}`,
              [
                [m.firstName, m.lastName].filter(Boolean).join(" "),
                m.dob ? formatDate(m.dob) : "",
                m.gender ? optionLabel(options, "gender", m.gender) : "",
              ]
                .filter(Boolean)
                .join(" · "),
            ]),
            empty: text.notGiven,
          },
          {
            id: "medical",
            title: steps("medical"),
            editHref: edit("medical"),
            rows: medicalRows,
            empty: text.notGiven,
          },
          {
            id: "nominee",
            title: steps("nominee"),
            editHref: edit("nominee"),
            rows: nominee
              ? ([
                  [t("name"), [nominee.firstName, nominee.lastName].filter(Boolean).join(" ")],
                  [
                    t("relation"),
                    nominee.relation
                      ? optionLabel(options, "nomineeRelation", nominee.relation)
                      : "",
                  ],
                  [t("dob"), nominee.dob ? formatDate(nominee.dob) : ""],
                ].filter(([, v]) => v) as [string, string][])
              : [],
            empty: text.notGiven,
          },
          {
            id: "communication",
            title: t("address"),
            editHref: edit("communication"),
            rows: contact
              ? ([
                  [
                    t("address"),
                    [contact.street, contact.city, contact.pincode].filter(Boolean).join(", "),
                  ],
                  [t("email"), contact.email ?? ""],
                  [t("mobile"), contact.mobile ?? ""],
                ].filter(([, v]) => v) as [string, string][])
              : [],
            empty: text.notGiven,
          },
        ];

        return (
          <JourneyShell title={title}>
            <ProposalProgress
              current="final-quote"
              {...(data ? { saved: savedHealthSteps(data) } : {})}
            />
            <PremiumSummary
              logo={logo}
              logoAlt={insurerName(quote.insurer)}
              title={quote.planName}
              subtitle={insurerName(quote.insurer)}
              {...policyPeriodProp(ft, quote)}
              rows={healthPremiumRows(ft, quote)}
              totalLabel={t("totalPremium")}
              total={quote.totalPremium}
              {...(difference ? { note: priceNote(ft, difference, "health") } : {})}
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

            <ProposalReview heading={t("reviewHeading")} editLabel={t("edit")} groups={groups} />

            <div className="mt-8">
              <BuyNowButton
                requestKey={requestKey}
                texts={buyNowTexts(buyWords, quote.totalPremium)}
              />
            </div>
          </JourneyShell>
        );
      }}
    </FirstScreen>
  );
}
