import * as z from "zod/mini";
import type { FinalQuote as HealthFinalQuoteWire, PlanCard, PlanChoice } from "./contract/health";
import type { MotorFinalQuote as MotorFinalQuoteWire } from "./contract/motor";
import { planChoiceSchema } from "./contract/health";
import type { ChosenPlan, HealthFinalQuote, MotorFinalQuote, Plan, PlanPick } from "./types";

/**
 * Wire shapes → the site's shapes (`lib/api/types.ts`) and back for the one site value that goes
 * to the broker (the chosen plan). No `server-only`: the plan-pick schema also runs in tests and
 * server actions; nothing here calls the broker.
 */

/** Most facts kept per plan, and the longest label and value (longer text is cut with "…"). */
const MAX_FEATURES = 20;
const MAX_LABEL = 60;
const MAX_VALUE = 160;

function clip(text: string, max: number): string {
  const t = text.replace(/\s+/g, " ").trim();
  return t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t;
}

/**
 * A plan card of get/quick-quotes as the site's {@link Plan}. The optional fields of issue 22:
 * `features` keeps the entries with a label and a value (whitespace collapsed, cut to a sane
 * length, at most 20; the text stays plain text for React to escape); `purchase` is "assisted"
 * only when the broker says exactly that, else "online" (the contract's default); `grossPremium`
 * is kept only when it is a whole-rupee figure at least the premium (a total below the net
 * premium would be a broker error, and showing it would understate the price).
 */
export function reshapePlan(card: PlanCard): Plan {
  const features = (card.features ?? [])
    .map((f) => ({ label: clip(f.label, MAX_LABEL), value: clip(f.value, MAX_VALUE) }))
    .filter((f) => f.label !== "" && f.value !== "")
    .slice(0, MAX_FEATURES);
  const gross = card.grossPremium;
  return {
    insurer: card.companyName,
    name: card.pName,
    code: card.pCode,
    cover: card.sumInsured,
    premium: card.premium,
    ...(gross !== undefined && Number.isFinite(gross) && gross >= card.premium
      ? { grossPremium: Math.round(gross) }
      : {}),
    features,
    purchase: card.purchase === "assisted" ? "assisted" : "online",
    logo: card.logo,
  };
}

/** The plan a proposal is for (`name` "" when the broker named none). */
export function reshapeChosenPlan(data: { pName: string; companyName: string }): ChosenPlan {
  return { name: data.pName, insurer: data.companyName };
}

/** The health final quote as the site's {@link HealthFinalQuote}. */
export function reshapeHealthFinalQuote(quote: HealthFinalQuoteWire): HealthFinalQuote {
  const { policyData: p, insurenceDetails: d } = quote;
  return {
    logo: p.companyLogo,
    insurer: d.companyName,
    planName: d.pName,
    cover: p.sumInsured,
    basePremium: p.basePremium,
    netPremium: p.netPremium,
    tax: p.tax,
    totalPremium: p.grossPremium,
    members: d.members.map((m) => ({ name: m.Name, relation: m.Relation })),
    riders: p.riders ?? [],
    discounts: p.discounts ?? [],
    ...(p.policyStartDate ? { startDate: p.policyStartDate } : {}),
    ...(p.policyEndDate ? { endDate: p.policyEndDate } : {}),
  };
}

/** The motor final quote as the site's {@link MotorFinalQuote}. */
export function reshapeMotorFinalQuote(quote: MotorFinalQuoteWire): MotorFinalQuote {
  return {
    logo: quote.companyLogo,
    idv: quote.idv,
    netPremium: quote.netPremium,
    tax: quote.tax,
    totalPremium: quote.grossPremium,
    ...(quote.breakup
      ? {
          breakup: {
            ...(quote.breakup.od !== undefined ? { ownDamage: quote.breakup.od } : {}),
            ...(quote.breakup.tp !== undefined ? { thirdParty: quote.breakup.tp } : {}),
            ...(quote.breakup.ncbDiscount !== undefined
              ? { ncbDiscount: quote.breakup.ncbDiscount }
              : {}),
            ...(quote.breakup.addOns !== undefined ? { addOns: quote.breakup.addOns } : {}),
          },
        }
      : {}),
    addOns: (quote.addOns ?? []).map((a) => ({ name: a.displayName, premium: a.premium })),
    ...(quote.policyStartDate ? { startDate: quote.policyStartDate } : {}),
    ...(quote.policyEndDate ? { endDate: quote.policyEndDate } : {}),
  };
}

/** The site's {@link PlanPick} as the wire's `select/plan` data. */
export function planChoiceOf(pick: PlanPick): PlanChoice {
  return { pName: pick.name, pCode: pick.code, companyName: pick.insurer };
}

/**
 * What `choosePlan` accepts from the browser: a {@link PlanPick}, checked with the contract's
 * rules (`planChoiceSchema`, same messages) and turned into the wire's `select/plan` data.
 */
export const planPickSchema = z.pipe(
  z.pipe(
    z.object({ name: z.unknown(), code: z.unknown(), insurer: z.unknown() }),
    z.transform((p) => ({ pName: p.name, pCode: p.code, companyName: p.insurer })),
  ),
  planChoiceSchema,
);
