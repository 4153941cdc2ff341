import type { FinalQuote } from "@/lib/api/contract/health";
import { HttpError } from "../http/responses";
import { basePremium, findPlan, gst, riderPremiums } from "./plans";
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

/** The `get/final-quote` data of a request. */
export function finalQuoteOf(state: HealthState, logoUrl: (slug: string) => string): FinalQuote {
  const price = priceRequest(state);
  return {
    policyData: {
      companyLogo: logoUrl(price.plan.companyName),
      sumInsured: price.sumInsured,
      basePremium: price.basePremium,
      netPremium: price.netPremium,
      tax: price.tax,
      grossPremium: price.grossPremium,
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
