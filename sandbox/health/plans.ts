import { differenceInYears, parseISO } from "date-fns";
import type { PlanCard } from "@/lib/api/contract/health";

type PlanFeature = { label: string; value: string };

/**
 * The sandbox's simulated health insurers and their premiums.
 *
 * Premiums are deterministic whole rupees computed from each member's age (from the date of
 * birth, at the date the quote was made), the number of members, the sum insured and the
 * pincode zone. Nothing here reads the clock or a random source.
 */

/** An insurer the sandbox simulates. */
export type Insurer = {
  slug: string;
  name: string;
  /** Logo colours (generated SVG). */
  colour: string;
  /** Multiplier on the market rate. */
  factor: number;
  /** Whether the insurer issues an e-card with the policy (future-genrali does not: exercises "only non-empty links"). */
  ecard: boolean;
  /** How its plans are bought (issue 22): care-health through an advisor, the rest online. */
  purchase: "online" | "assisted";
};

/** A plan of an insurer. */
export type Plan = {
  insurer: string;
  pCode: string;
  pName: string;
  sumInsured: number;
  factor: number;
  /** The plan's own facts as its card and the compare dialog show them (issue 22), in the insurer's order. */
  features: readonly PlanFeature[];
};

export const insurers: readonly Insurer[] = [
  {
    slug: "digit",
    name: "Go Digit General Insurance",
    colour: "#3b2a8c",
    factor: 0.95,
    ecard: true,
    purchase: "online",
  },
  {
    slug: "future-genrali",
    name: "Future Generali India Insurance",
    colour: "#c8102e",
    factor: 1.0,
    ecard: false,
    purchase: "online",
  },
  {
    slug: "hdfc-ergo",
    name: "HDFC ERGO General Insurance",
    colour: "#004c8f",
    factor: 1.1,
    ecard: true,
    purchase: "online",
  },
  {
    slug: "care-health",
    name: "Care Health Insurance",
    colour: "#0f8a5f",
    factor: 1.02,
    ecard: true,
    purchase: "assisted",
  },
  {
    slug: "niva-bupa",
    name: "Niva Bupa Health Insurance",
    colour: "#0069b4",
    factor: 1.05,
    ecard: true,
    purchase: "online",
  },
];

export const plans: readonly Plan[] = [
  {
    insurer: "digit",
    pCode: "DIG-HCP-5L",
    pName: "Digit Health Care Plus",
    sumInsured: 500000,
    factor: 1.0,
    features: [
      { label: "Room rent", value: "Up to 1% of sum insured a day" },
      { label: "Pre-existing diseases", value: "Covered after 3 years" },
      { label: "No-claim bonus", value: "10% a year, up to 50%" },
      { label: "Network hospitals", value: "16,400+" },
      { label: "Restoration", value: "Once a year, unrelated illness" },
      { label: "Co-payment", value: "None" },
    ],
  },
  {
    insurer: "digit",
    pCode: "DIG-DW-10L",
    pName: "Digit Double Wallet",
    sumInsured: 1000000,
    factor: 1.08,
    features: [
      { label: "Room rent", value: "No limit" },
      { label: "Pre-existing diseases", value: "Covered after 3 years" },
      { label: "No-claim bonus", value: "Cumulative bonus 50% a year, up to 100%" },
      { label: "Network hospitals", value: "16,400+" },
      { label: "Restoration", value: "Unlimited, any illness" },
      { label: "Co-payment", value: "None" },
    ],
  },
  {
    insurer: "future-genrali",
    pCode: "FG-HA-5L",
    pName: "FG Health Absolute",
    sumInsured: 500000,
    factor: 1.0,
    features: [
      { label: "Room rent", value: "Single private room" },
      { label: "Pre-existing diseases", value: "Covered after 3 years" },
      { label: "No-claim bonus", value: "5% a year, up to 50%" },
      { label: "Network hospitals", value: "7,800+" },
      { label: "Co-payment", value: "20% from age 61" },
    ],
  },
  {
    insurer: "future-genrali",
    pCode: "FG-HT-10L",
    pName: "FG Health Total",
    sumInsured: 1000000,
    factor: 1.1,
    features: [
      { label: "Room rent", value: "Single private room" },
      { label: "Pre-existing diseases", value: "Covered after 2 years" },
      { label: "No-claim bonus", value: "10% a year, up to 100%" },
      { label: "Network hospitals", value: "7,800+" },
      { label: "Restoration", value: "100% of cover once a year" },
      { label: "Co-payment", value: "None" },
    ],
  },
  {
    insurer: "hdfc-ergo",
    pCode: "HE-OS-5L",
    pName: "Optima Secure",
    sumInsured: 500000,
    factor: 1.05,
    features: [
      { label: "Room rent", value: "No limit" },
      { label: "Pre-existing diseases", value: "Covered after 3 years" },
      { label: "No-claim bonus", value: "Secure benefit: cover doubled from day one" },
      { label: "Network hospitals", value: "13,000+" },
      { label: "Restoration", value: "100%, any illness" },
      { label: "Consumables", value: "Covered" },
    ],
  },
  {
    insurer: "hdfc-ergo",
    pCode: "HE-OR-10L",
    pName: "Optima Restore",
    sumInsured: 1000000,
    factor: 1.0,
    features: [
      { label: "Room rent", value: "No limit" },
      { label: "Pre-existing diseases", value: "Covered after 3 years" },
      { label: "No-claim bonus", value: "50% a year, up to 100%" },
      { label: "Network hospitals", value: "13,000+" },
      { label: "Restoration", value: "100% after first claim" },
    ],
  },
  {
    insurer: "care-health",
    pCode: "CARE-SUP-5L",
    pName: "Care Supreme",
    sumInsured: 500000,
    factor: 1.0,
    features: [
      { label: "Room rent", value: "Single private room" },
      { label: "Pre-existing diseases", value: "Covered after 3 years" },
      { label: "No-claim bonus", value: "50% a year, up to 100%" },
      { label: "Network hospitals", value: "11,400+" },
      { label: "Restoration", value: "Unlimited" },
      { label: "Co-payment", value: "20% from age 61, can be waived" },
    ],
  },
  {
    insurer: "care-health",
    pCode: "CARE-ADV-25L",
    pName: "Care Advantage",
    sumInsured: 2500000,
    factor: 1.04,
    features: [
      { label: "Room rent", value: "No limit" },
      { label: "Pre-existing diseases", value: "Covered after 2 years" },
      { label: "No-claim bonus", value: "50% a year, up to 100%" },
      { label: "Network hospitals", value: "11,400+" },
      { label: "Restoration", value: "Unlimited" },
      { label: "Global cover", value: "Planned treatment abroad" },
    ],
  },
  {
    insurer: "niva-bupa",
    pCode: "NB-RA2-5L",
    pName: "ReAssure 2.0",
    sumInsured: 500000,
    factor: 1.0,
    features: [
      { label: "Room rent", value: "No limit" },
      { label: "Pre-existing diseases", value: "Covered after 3 years" },
      { label: "No-claim bonus", value: "Booster: unused cover carried forward" },
      { label: "Network hospitals", value: "10,000+" },
      { label: "Restoration", value: "Unlimited, from the first claim" },
    ],
  },
  {
    insurer: "niva-bupa",
    pCode: "NB-ASP-15L",
    pName: "Aspire",
    sumInsured: 1500000,
    factor: 1.06,
    features: [
      { label: "Room rent", value: "No limit" },
      { label: "Pre-existing diseases", value: "Covered after 2 years" },
      { label: "No-claim bonus", value: "Booster+: unused cover carried forward" },
      { label: "Network hospitals", value: "10,000+" },
      { label: "Maternity", value: "Covered after 2 years" },
      { label: "Co-payment", value: "None" },
    ],
  },
];

/** Pincode 999999 yields no plans (sandbox test hook, see routes/health.ts). */
export const noPlansPincode = "999999";

/** Pincode prefixes of the metro zone (Delhi, Mumbai, Bengaluru, Chennai, Kolkata, Hyderabad). */
export const metroPrefixes = ["11", "40", "56", "60", "70", "50"] as const;

/** Zone multiplier: metros cost 15% more. */
export function zoneFactor(pincode: string): number {
  return metroPrefixes.some((p) => pincode.startsWith(p)) ? 1.15 : 1.0;
}

export function findInsurer(slug: string): Insurer | undefined {
  return insurers.find((i) => i.slug === slug);
}

export function findPlan(companyName: string, pCode: string): Plan | undefined {
  return plans.find((p) => p.insurer === companyName && p.pCode === pCode);
}

/** Age in whole years on `asOf` (both `yyyy-mm-dd`); never negative. */
export function ageOn(dob: string, asOf: string): number {
  return Math.max(0, differenceInYears(parseISO(asOf), parseISO(dob)));
}

/** Yearly market rate per lakh of cover for one member of this age, in rupees. */
export function ratePerLakh(age: number): number {
  return 250 + 8 * age + 0.6 * age * age;
}

/** Floater discount by number of members. */
export function familyFactor(members: number): number {
  if (members <= 1) return 1;
  if (members === 2) return 0.9;
  return 0.85;
}

/** Sum-insured curve: cover beyond 5 lakh costs less per lakh. */
export function coverFactor(sumInsured: number): number {
  return 5 * Math.pow(sumInsured / 500000, 0.6);
}

/**
 * Base yearly premium of a plan in whole rupees (before riders and GST).
 *
 * @param dobs the members' dates of birth (`yyyy-mm-dd`)
 * @param asOf the quote date (`yyyy-mm-dd`) ages are taken at
 * @param sumInsured cover in rupees (the plan's, or hdfc-ergo member 1's choice)
 */
export function basePremium(opts: {
  plan: Plan;
  dobs: readonly string[];
  asOf: string;
  pincode: string;
  sumInsured?: number;
}): number {
  const insurer = findInsurer(opts.plan.insurer);
  const sumInsured = opts.sumInsured ?? opts.plan.sumInsured;
  const perMember = opts.dobs.map((dob) => ratePerLakh(ageOn(dob, opts.asOf)));
  const total = perMember.reduce((a, b) => a + b, 0) * coverFactor(sumInsured);
  const premium =
    total *
    familyFactor(opts.dobs.length) *
    zoneFactor(opts.pincode) *
    (insurer?.factor ?? 1) *
    opts.plan.factor;
  return Math.round(premium);
}

/** hdfc-ergo riders, whole rupees: individual personal accident and critical illness. */
export function riderPremiums(opts: {
  sumInsured: number;
  ipaRider?: boolean;
  criticalIllnessCover?: boolean;
  criticalIllnessPlan?: number;
  criticalIllnessCoverValue?: number;
}): { ipa: number; criticalIllness: number } {
  const ipa = opts.ipaRider ? Math.round(opts.sumInsured * 0.001) : 0;
  const criticalIllness =
    opts.criticalIllnessCover && opts.criticalIllnessCoverValue && opts.criticalIllnessPlan
      ? Math.round(opts.criticalIllnessCoverValue * 0.002 * (1 + opts.criticalIllnessPlan / 51))
      : 0;
  return { ipa, criticalIllness };
}

/** GST on a net premium: 18%, whole rupees. */
export function gst(netPremium: number): number {
  return Math.round(netPremium * 0.18);
}

/**
 * The plan cards of a quote: two plans of each insurer, cheapest first within an insurer;
 * none for pincode {@link noPlansPincode}.
 */
export function quickQuotes(opts: {
  dobs: readonly string[];
  asOf: string;
  pincode: string;
  logoUrl: (slug: string) => string;
}): PlanCard[] {
  if (opts.pincode === noPlansPincode) return [];
  return plans.map((plan) => ({
    logo: opts.logoUrl(plan.insurer),
    pName: plan.pName,
    pCode: plan.pCode,
    companyName: plan.insurer,
    sumInsured: plan.sumInsured,
    ...cardPrices(basePremium({ plan, dobs: opts.dobs, asOf: opts.asOf, pincode: opts.pincode })),
    features: plan.features.map((f) => ({ ...f })),
    purchase: findInsurer(plan.insurer)?.purchase ?? "online",
  }));
}

/** A card's premium (before GST, as it always was) and its total with 18% GST (issue 22). */
function cardPrices(premium: number): { premium: number; grossPremium: number } {
  return { premium, grossPremium: premium + gst(premium) };
}
