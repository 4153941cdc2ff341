import {
  hasLapsed,
  motorGstRate,
  type AddOn,
  type AddOnSections,
  type AddOnSelection,
  type PlanCard,
  type PreviousInsurance,
} from "@/lib/api/contract/motor";
import { addOnSectionKeys } from "@/lib/api/contract/values";
import { addOnPremium, addOnTotal, mandatoryAddOnCode } from "@/lib/journeys/motor/add-on-rules";
import { previousInsurerName } from "@/lib/journeys/motor/options";
import { fnv1a, type Vehicle } from "./vehicle";

/**
 * The sandbox's motor premium model. Deterministic, in whole rupees, loosely after the Indian
 * private-car tariff: IDV = ex-showroom price less depreciation by age; own damage (OD) = IDV ×
 * a rate by age and engine capacity, less the no-claim bonus (NCB); third party (TP) by engine
 * capacity (kW for electric cars); add-ons on top; GST 18% on the net premium.
 */

/** An insurer the sandbox quotes for. */
export type MotorInsurer = {
  slug: string;
  name: string;
  pName: string;
  pCode: string;
  /** Multiplies the IDV (insurers offer slightly different IDVs). */
  idvFactor: number;
  /** Multiplies own-damage and percentage add-on premiums. */
  loading: number;
  /** Prefix of issued policy numbers. */
  policyPrefix: string;
  /** How the plan is bought (issue 22): icici-lombard through an advisor, the rest online. */
  purchase: "online" | "assisted";
  /** The plan's own facts for the card and compare (issue 22); tata-aig sends none, like a broker without them. */
  features: readonly { label: string; value: string }[];
};

/** The four insurers of the plan grid; digit and future-genrali have their own purchase behaviour. */
export const motorInsurers: readonly MotorInsurer[] = [
  {
    slug: "digit",
    name: "Go Digit General Insurance",
    pName: "Digit Private Car Comprehensive",
    pCode: "DIG-PC-COMP",
    idvFactor: 1,
    loading: 1,
    policyPrefix: "DIG",
    purchase: "online",
    features: [
      { label: "Cashless garages", value: "5,800+" },
      { label: "Claims settled", value: "96% (FY 2024-25)" },
      { label: "Zero depreciation", value: "Available as an add-on" },
      { label: "Roadside assistance", value: "24x7, add-on" },
      { label: "Self-inspection", value: "By smartphone video" },
    ],
  },
  {
    slug: "future-genrali",
    name: "Future Generali India Insurance",
    pName: "FG Private Car Package Policy",
    pCode: "FGI-PC-PKG",
    idvFactor: 0.98,
    loading: 1.06,
    policyPrefix: "FGI",
    purchase: "online",
    features: [
      { label: "Cashless garages", value: "3,500+" },
      { label: "Claims settled", value: "94% (FY 2024-25)" },
      { label: "Zero depreciation", value: "Available for cars up to 5 years old" },
      { label: "Roadside assistance", value: "Included, 100 km towing" },
      { label: "Engine protection", value: "Available as an add-on" },
    ],
  },
  {
    slug: "icici-lombard",
    name: "ICICI Lombard General Insurance",
    pName: "ICICI Lombard Car Protect",
    pCode: "ICL-PC-PROTECT",
    idvFactor: 1.02,
    loading: 1.1,
    policyPrefix: "ICL",
    purchase: "assisted",
    features: [
      { label: "Cashless garages", value: "7,200+" },
      { label: "Claims settled", value: "97% (FY 2024-25)" },
      { label: "Zero depreciation", value: "Available for cars up to 7 years old" },
      { label: "Roadside assistance", value: "24x7, add-on" },
      { label: "Key replacement", value: "Available as an add-on" },
      { label: "Claim in", value: "InstaSpect video survey" },
    ],
  },
  {
    slug: "tata-aig",
    name: "Tata AIG General Insurance",
    pName: "Tata AIG AutoSecure Private Car",
    pCode: "TAG-PC-AUTOSECURE",
    idvFactor: 0.96,
    loading: 0.95,
    policyPrefix: "TAG",
    purchase: "online",
    features: [],
  },
];

export function insurerBySlug(slug: string): MotorInsurer | undefined {
  return motorInsurers.find((i) => i.slug === slug);
}

/** The insurer's logo, served by the sandbox (`routes/motor-hosted.ts`). */
export function insurerLogoUrl(publicUrl: string, slug: string): string {
  return `${publicUrl}/assets/motor/logos/${slug}.svg`;
}

/** Whole years between registration and the policy start. */
export function vehicleAge(vehicle: Vehicle, today: string): number {
  return Math.max(0, Number(today.slice(0, 4)) - vehicle.registrationYear);
}

/** Depreciation of the IDV by age in whole years, in percent (5, 15, 20, 30, 40, 50, then +5 a year up to 75). */
export function depreciationPercent(age: number): number {
  const slabs = [5, 15, 20, 30, 40, 50];
  return slabs[age] ?? Math.min(50 + 5 * (age - 5), 75);
}

/** Insured declared value: ex-showroom price less depreciation, times the insurer's factor, to the nearest 100. */
export function idvFor(vehicle: Vehicle, today: string, insurer: MotorInsurer): number {
  const value =
    vehicle.exShowroomPrice *
    (1 - depreciationPercent(vehicleAge(vehicle, today)) / 100) *
    insurer.idvFactor;
  return Math.round(value / 100) * 100;
}

/** Own-damage rate in percent of IDV, by age (under 5, 5–10, over 10 years) and engine capacity. */
export function odRatePercent(vehicle: Vehicle, age: number): number {
  const band = age < 5 ? 0 : age <= 10 ? 1 : 2;
  const cc = vehicle.fuel === "Electric" ? 1200 : vehicle.engineCc;
  const table =
    cc <= 1000 ? [3.127, 3.283, 3.362] : cc <= 1500 ? [3.283, 3.447, 3.529] : [3.44, 3.612, 3.698];
  return table[band] ?? 3.5;
}

/** Annual third-party premium by engine capacity (cc), or by motor power (kW) for an electric car. */
export function thirdPartyPremium(vehicle: Vehicle): number {
  if (vehicle.fuel === "Electric") {
    const kw = vehicle.motorKw ?? 0;
    return kw <= 30 ? 1780 : kw <= 65 ? 2904 : 6712;
  }
  return vehicle.engineCc <= 1000 ? 2094 : vehicle.engineCc <= 1500 ? 3416 : 7897;
}

/** The NCB ladder: the new policy's NCB after a claim-free previous year with `previous` percent. */
function nextNcb(previous: number): number {
  if (previous < 20) return 20;
  if (previous < 25) return 25;
  if (previous < 35) return 35;
  if (previous < 45) return 45;
  return 50;
}

/**
 * The new policy's no-claim bonus in percent, from previous insurance 1: none without a previous
 * policy, after a claim last year, when the previous policy was third party only, or when it
 * lapsed more than 90 days before `today`; otherwise the next step of the ladder 20–25–35–45–50.
 */
export function newNcbPercent(
  insurances: readonly PreviousInsurance[] | undefined,
  today: string,
): number {
  const previous = insurances?.[0];
  if (!previous) return 0;
  if (previous.lastYearClaim === "true" || previous.policyType === "tp") return 0;
  const lapsedDays = (Date.parse(today) - Date.parse(previous.endDate)) / 86_400_000;
  if (lapsedDays > 90) return 0;
  return nextNcb(previous.nbc);
}

/** Whether a break-in inspection is needed: previous insurance 1 ended before today. */
export function inspectionNeeded(
  insurances: readonly PreviousInsurance[] | undefined,
  today: string,
): boolean {
  const previous = insurances?.[0];
  return previous !== undefined && hasLapsed(previous.endDate, today);
}

/** The rupee figures of one insurer's base cover (comprehensive: OD after NCB + TP). */
export type BaseCover = {
  idv: number;
  age: number;
  ncbPercent: number;
  basicOd: number;
  od: number;
  tp: number;
};

export function baseCover(
  vehicle: Vehicle,
  insurances: readonly PreviousInsurance[] | undefined,
  today: string,
  insurer: MotorInsurer,
): BaseCover {
  const age = vehicleAge(vehicle, today);
  const idv = idvFor(vehicle, today, insurer);
  const basicOd = Math.round((idv * odRatePercent(vehicle, age) * insurer.loading) / 100);
  const ncbPercent = newNcbPercent(insurances, today);
  const od = Math.round(basicOd * (1 - ncbPercent / 100));
  return { idv, age, ncbPercent, basicOd, od, tp: thirdPartyPremium(vehicle) };
}

const rupees = (n: number) => Math.max(1, Math.round(n));

/** A map premium: sums (keys, rupees) to the premium for each, rounded. */
function amounts(
  sums: readonly number[],
  premium: (sum: number) => number,
): Record<string, number> {
  return Object.fromEntries(sums.map((sum) => [String(sum), rupees(premium(sum))]));
}

/**
 * The add-on catalogue of one insurer for one vehicle: all five sections. pACover's first item is
 * the compulsory owner-driver cover; `addons` always holds an `evShield…` item (available for
 * electric cars only, hidden by the site); unnamedPA and accessories have map premiums.
 */
export function addOnCatalogue(
  vehicle: Vehicle,
  cover: BaseCover,
  insurer: MotorInsurer,
): AddOnSections {
  const { idv, age, od, ncbPercent } = cover;
  const pct = (rate: number) => rupees(idv * rate * insurer.loading);
  const item = (
    code: string,
    displayName: string,
    available: boolean,
    premium: AddOn["premium"],
  ): AddOn => ({
    code,
    displayName,
    available,
    premium,
  });
  return {
    pACover: {
      sectionTitle: "Personal Accident Cover",
      data: [
        item(
          "paOwnerDriver",
          "Compulsory personal accident cover for the owner-driver (₹15 lakh)",
          true,
          375,
        ),
        item("paPaidDriver", "Personal accident cover for a paid driver (₹2 lakh)", true, 100),
      ],
    },
    unnamedPA: {
      sectionTitle: "Unnamed Passenger Cover",
      data: [
        item(
          "unnamedPassengerPA",
          `Personal accident cover for ${vehicle.seats} unnamed passengers (sum insured per seat)`,
          true,
          amounts([50_000, 100_000, 200_000], (sum) => (vehicle.seats * sum * 0.5) / 1000),
        ),
      ],
    },
    addons: {
      sectionTitle: "Add-on Covers",
      data: [
        item(
          "zeroDepreciation",
          "Zero depreciation (bumper to bumper)",
          age <= 5,
          pct(0.0085 * (1 + 0.1 * age)),
        ),
        item(
          "engineProtection",
          "Engine and gearbox protection",
          age <= 7 && vehicle.fuel !== "Electric",
          pct(0.0025),
        ),
        item("roadsideAssistance", "24×7 roadside assistance", true, 199),
        item("consumables", "Consumables (oil, nuts, bolts, coolant)", true, pct(0.0015)),
        item("returnToInvoice", "Return to invoice", age <= 3, pct(0.0035)),
        item("ncbProtection", "No-claim bonus protection", ncbPercent >= 25, rupees(od * 0.12)),
        item("keyReplacement", "Key and lock replacement", true, 299),
        item(
          "evShieldBatteryProtect",
          "EV Shield: battery, motor and charger protection",
          vehicle.fuel === "Electric",
          pct(0.004),
        ),
      ],
    },
    accessories: {
      sectionTitle: "Accessories",
      data: [
        item(
          "electricalAccessories",
          "Electrical and electronic accessories (insured value)",
          true,
          amounts([10_000, 25_000, 50_000], (v) => v * 0.04 * insurer.loading),
        ),
        item(
          "nonElectricalAccessories",
          "Non-electrical accessories (insured value)",
          true,
          amounts([10_000, 25_000, 50_000], (v) => v * 0.025 * insurer.loading),
        ),
        item(
          "biFuelKit",
          "Externally fitted CNG/LPG kit (insured value)",
          vehicle.fuel === "Petrol" || vehicle.fuel === "CNG",
          amounts([20_000, 40_000], (v) => 60 + v * 0.04),
        ),
      ],
    },
    legalLiability: {
      sectionTitle: "Legal Liability",
      data: [
        item("llPaidDriver", "Legal liability to a paid driver", true, 50),
        item(
          "llEmployees",
          "Legal liability to employees travelling in the car (number of employees)",
          true,
          amounts([1, 2, 3], (n) => n * 50),
        ),
      ],
    },
  };
}

/** Net premium, GST and gross of a cover with the chosen add-ons (the compulsory PA cover always counts). */
export function premiumFor(
  cover: BaseCover,
  catalogue: AddOnSections,
  chosen: AddOnSelection,
): { netPremium: number; tax: number; grossPremium: number; addOns: number } {
  const addOns = Math.round(addOnTotal(catalogue, chosen));
  const netPremium = cover.od + cover.tp + addOns;
  const tax = Math.round(netPremium * motorGstRate);
  return { netPremium, tax, grossPremium: netPremium + tax, addOns };
}

/** Everything one insurer quotes for a journey. */
export function quoteFor(
  vehicle: Vehicle,
  insurances: readonly PreviousInsurance[] | undefined,
  today: string,
  insurer: MotorInsurer,
  chosen: AddOnSelection = {},
) {
  const cover = baseCover(vehicle, insurances, today, insurer);
  const catalogue = addOnCatalogue(vehicle, cover, insurer);
  return { cover, catalogue, ...premiumFor(cover, catalogue, chosen) };
}

/** The plan grid: one comprehensive plan per insurer, priced with only the compulsory PA cover (premium net, grossPremium with GST). */
export function planCards(
  vehicle: Vehicle,
  insurances: readonly PreviousInsurance[] | undefined,
  today: string,
  publicUrl: string,
): PlanCard[] {
  return motorInsurers.map((insurer) => {
    const q = quoteFor(vehicle, insurances, today, insurer);
    return {
      logo: insurerLogoUrl(publicUrl, insurer.slug),
      pName: insurer.pName,
      pCode: insurer.pCode,
      companyName: insurer.slug,
      sumInsured: q.cover.idv,
      // Before GST, as broker-api.md's PlanCard defines `premium`; the total with GST beside it.
      premium: q.netPremium,
      grossPremium: q.grossPremium,
      ...(insurer.features.length ? { features: insurer.features.map((f) => ({ ...f })) } : {}),
      purchase: insurer.purchase,
    };
  });
}

/**
 * Defaults for the previous-insurance form, from the registration number: an insurer of the
 * 26-insurer list, a policy number, and an end date 10–40 days after `today`.
 */
export function basePolicyDefaults(registrationNumber: string, today: string) {
  const h = fnv1a(`prev:${registrationNumber}`);
  const insurers = [
    "ICICI",
    "HDFC",
    "BAJAJ",
    "TATA",
    "NIA",
    "UIIC",
    "DIGIT",
    "ACKO",
    "SBI",
    "RELIANCE",
    "ROYAL",
    "IFFCO",
  ] as const;
  const insuranceCompany = insurers[h % insurers.length] ?? "ICICI";
  const end = new Date(Date.parse(today) + (10 + ((h >>> 4) % 31)) * 86_400_000);
  return {
    insuranceCompany,
    insuranceCompanyName: previousInsurerName(insuranceCompany),
    policyNumber: `${insuranceCompany}/PC/${String((h >>> 2) % 100_000_000).padStart(8, "0")}`,
    endDate: end.toISOString().slice(0, 10),
  };
}

/** `yyyy-mm-dd` plus `days` (UTC calendar arithmetic). */
function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * One year of cover from `start`: the end is the day before the same date a year later
 * (2026-11-28 → 2027-11-27), as policy schedules state it.
 */
export function policyPeriodFrom(start: string): {
  policyStartDate: string;
  policyEndDate: string;
} {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return { policyStartDate: start, policyEndDate: addDays(d.toISOString().slice(0, 10), -1) };
}

/**
 * The itemised part of a motor final quote (broker-api.md `/get/final-quote`): the breakup
 * (od before NCB, tp, the NCB discount, add-ons: od + tp − ncbDiscount + addOns = netPremium),
 * each chosen add-on with its premium (the compulsory PA cover included), and the policy period:
 * from the day after the previous policy ends, or from tomorrow when it has ended already.
 */
export function finalQuoteDetails(
  q: ReturnType<typeof quoteFor>,
  chosen: AddOnSelection,
  insurances: readonly PreviousInsurance[] | undefined,
  today: string,
) {
  const mandatory = mandatoryAddOnCode(q.catalogue);
  const addOns: { displayName: string; premium: number }[] = [];
  for (const key of addOnSectionKeys) {
    for (const item of q.catalogue[key]?.data ?? []) {
      if (!item.available || (item.code !== mandatory && chosen[item.code] !== true)) continue;
      addOns.push({
        displayName: item.displayName,
        premium: Math.round(addOnPremium(item, chosen)),
      });
    }
  }
  // Rounding each add-on may leave a rupee between the list and the total: the breakup keeps
  // the total that the net premium is made of.
  const previousEnd = insurances?.[0]?.endDate;
  const start = previousEnd && previousEnd >= today ? addDays(previousEnd, 1) : addDays(today, 1);
  return {
    breakup: {
      od: q.cover.basicOd,
      tp: q.cover.tp,
      ncbDiscount: q.cover.basicOd - q.cover.od,
      addOns: q.addOns,
    },
    addOns,
    ...policyPeriodFrom(start),
  };
}
