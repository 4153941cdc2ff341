import type { FinalQuote } from "@/lib/api/contract/health";
import { HttpError } from "../http/responses";
import { basePremium, familyFactor, findPlan, gst, riderPremiums } from "./plans";
import type { ChosenPlan, HealthState } from "./state";

/** The figures of a final quote, whole rupees. */
export type Pricing = {
  sumInsured: number;
  basePremium: number;
  riders: { ipa: number; criticalIllness: number };
  netPremium: number;
  tax: number;
  grossPremium: number;
};

/**
 * Prices the chosen plan for the saved members: the base premium at the quote date, hdfc-ergo
 * member 1's sum insured and riders, 18% GST.
 * @throws {HttpError} 409 when no plan is chosen yet.
 */
export function priceRequest(state: HealthState): Pricing & { plan: ChosenPlan } {
  const chosen = state.plan;
  if (!chosen) throw new HttpError(409, "Choose a plan first");
  const plan = findPlan(chosen.companyName, chosen.pCode);
  if (!plan) throw new HttpError(409, "The chosen plan is no longer offered");
  const dobs = state.members.map(
    (m, i) =>
      m.dob ??
      state.quote.insuredPersons[i]?.dob ??
      state.quote.insuredPersons[0]?.dob ??
      state.quotedOn,
  );
  const first = state.members[0];
  const hdfc = chosen.companyName === "hdfc-ergo";
  const sumInsured = hdfc && first?.sumInsured ? first.sumInsured : chosen.sumInsured;
  const base = basePremium({
    plan,
    dobs,
    asOf: state.quotedOn,
    pincode: state.quote.pincode,
    sumInsured,
  });
  const riders =
    hdfc && first ? riderPremiums({ ...first, sumInsured }) : { ipa: 0, criticalIllness: 0 };
  const netPremium = base + riders.ipa + riders.criticalIllness;
  const tax = gst(netPremium);
  return {
    plan: chosen,
    sumInsured,
    basePremium: base,
    riders,
    netPremium,
    tax,
    grossPremium: netPremium + tax,
  };
}

/** `yyyy-mm-dd` plus `days` (UTC calendar arithmetic). */
function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The `get/final-quote` data of a request. Itemised (issue 22): the base premium before the
 * family discount (the discount the card's price already includes, named here), the hdfc-ergo
 * riders chosen, and a one-year policy period from tomorrow (`today`, `yyyy-mm-dd`, in India).
 * base − discounts + riders = net; net + tax = gross.
 */
export function finalQuoteOf(
  state: HealthState,
  logoUrl: (slug: string) => string,
  today: string = state.quotedOn,
): FinalQuote {
  const price = priceRequest(state);
  const factor = familyFactor(state.members.length || 1);
  const beforeFamily = factor < 1 ? Math.round(price.basePremium / factor) : price.basePremium;
  const riders = [
    ...(price.riders.ipa > 0 ? [{ name: "Personal accident", premium: price.riders.ipa }] : []),
    ...(price.riders.criticalIllness > 0
      ? [{ name: "Critical illness", premium: price.riders.criticalIllness }]
      : []),
  ];
  const discounts =
    beforeFamily > price.basePremium
      ? [{ name: "Family discount", amount: beforeFamily - price.basePremium }]
      : [];
  const start = addDays(today, 1);
  const yearOn = new Date(`${start}T00:00:00Z`);
  yearOn.setUTCFullYear(yearOn.getUTCFullYear() + 1);
  return {
    policyData: {
      companyLogo: logoUrl(price.plan.companyName),
      sumInsured: price.sumInsured,
      basePremium: beforeFamily,
      netPremium: price.netPremium,
      tax: price.tax,
      grossPremium: price.grossPremium,
      ...(riders.length ? { riders } : {}),
      ...(discounts.length ? { discounts } : {}),
      policyStartDate: start,
      policyEndDate: addDays(yearOn.toISOString().slice(0, 10), -1),
    },
    insurenceDetails: {
      companyName: price.plan.companyName,
      pName: price.plan.pName,
      members: state.members.map((m, i) => ({
        Name:
          [m.firstName, m.lastName].filter(Boolean).join(" ") ||
          (i === 0 ? state.quote.name : `Member ${m.memberNo}`),
        Relation: m.relation ?? state.quote.insuredPersons[i]?.relation ?? "",
      })),
    },
  };
}
