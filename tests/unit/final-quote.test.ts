import { describe, expect, it } from "vitest";
import { finalQuoteSchema } from "@/lib/api/contract/health";
import { motorFinalQuoteSchema } from "@/lib/api/contract/motor";
import { reshapeHealthFinalQuote, reshapeMotorFinalQuote } from "@/lib/api/reshape";
import {
  buyNowTexts,
  healthPremiumRows,
  motorPremiumRows,
  policyPeriodProp,
  priceNote,
  type FinalQuoteT,
} from "@/lib/journeys/shared/final-quote-view";
import { priceDifference, type CardPrice } from "@/lib/journeys/shared/price-difference";
import { savedHealthSteps, savedMotorSteps } from "@/lib/journeys/shared/saved-steps";
import { finalQuoteDetails, insurerBySlug, quoteFor } from "@/sandbox/motor/pricing";
import { vehicleFor } from "@/sandbox/motor/vehicle";

/** The final quote of issue 22 item 4: itemised, optional on the wire, one honest reason line. */

/** A translator that shows the key and its values, so a test reads which words were chosen. */
const t: FinalQuoteT = (key, values) =>
  values ? `${key}(${Object.values(values).join("|")})` : key;

const healthWire = {
  policyData: {
    companyLogo: "https://s/l.svg",
    sumInsured: 1000000,
    basePremium: 10000,
    netPremium: 10300,
    tax: 1854,
    grossPremium: 12154,
  },
  insurenceDetails: {
    companyName: "hdfc-ergo",
    pName: "Optima Secure",
    members: [{ Name: "Farah Khan", Relation: "Self" }],
  },
};

describe("health final quote contract and reshape", () => {
  it("takes riders, discounts and the policy period when given", () => {
    const wire = finalQuoteSchema.parse({
      ...healthWire,
      policyData: {
        ...healthWire.policyData,
        riders: [{ name: "Critical illness", premium: 1300 }],
        discounts: [{ name: "Family discount", amount: 1000 }],
        policyStartDate: "2026-11-28",
        policyEndDate: "2027-11-27",
      },
    });
    expect(reshapeHealthFinalQuote(wire)).toMatchObject({
      riders: [{ name: "Critical illness", premium: 1300 }],
      discounts: [{ name: "Family discount", amount: 1000 }],
      startDate: "2026-11-28",
      endDate: "2027-11-27",
    });
  });

  it("a broker without the new fields still works: empty lists, no dates", () => {
    const quote = reshapeHealthFinalQuote(finalQuoteSchema.parse(healthWire));
    expect(quote.riders).toEqual([]);
    expect(quote.discounts).toEqual([]);
    expect(quote).not.toHaveProperty("startDate");
    expect(quote).not.toHaveProperty("endDate");
  });
});

describe("motor final quote contract and reshape", () => {
  const base = {
    companyLogo: "https://s/l.svg",
    idv: 500000,
    netPremium: 10000,
    tax: 1800,
    grossPremium: 11800,
  };

  it("reshapes the breakup, the add-ons and the dates", () => {
    const quote = reshapeMotorFinalQuote(
      motorFinalQuoteSchema.parse({
        ...base,
        breakup: { od: 7000, tp: 3416, ncbDiscount: 1750, addOns: 1334 },
        addOns: [{ displayName: "Zero depreciation", premium: 959 }],
        policyStartDate: "2026-12-01",
        policyEndDate: "2027-11-30",
      }),
    );
    expect(quote.breakup).toEqual({
      ownDamage: 7000,
      thirdParty: 3416,
      ncbDiscount: 1750,
      addOns: 1334,
    });
    expect(quote.addOns).toEqual([{ name: "Zero depreciation", premium: 959 }]);
    expect([quote.startDate, quote.endDate]).toEqual(["2026-12-01", "2027-11-30"]);
  });

  it("absent optional fields: no breakup, no add-ons, no dates", () => {
    const quote = reshapeMotorFinalQuote(motorFinalQuoteSchema.parse(base));
    expect(quote).not.toHaveProperty("breakup");
    expect(quote.addOns).toEqual([]);
    expect(quote).not.toHaveProperty("startDate");
  });

  it("the sandbox's breakup adds up to the net premium, with and without NCB and add-ons", () => {
    const vehicle = vehicleFor("MH12AB1234", 2026);
    const digit = insurerBySlug("digit")!;
    const insurances = [
      {
        srNo: 1 as const,
        insuranceCompany: "ICICI" as const,
        policyNumber: "P1",
        startDate: "2025-06-20",
        endDate: "2026-06-19",
        policyType: "comp" as const,
        nbc: 25 as const,
        lastYearClaim: "false" as const,
      },
    ];
    const choices: Record<string, boolean>[] = [
      {},
      { roadsideAssistance: true, keyReplacement: true },
    ];
    for (const chosen of choices) {
      for (const prev of [undefined, insurances]) {
        const q = quoteFor(vehicle, prev, "2026-06-15", digit, chosen);
        const d = finalQuoteDetails(q, chosen, prev, "2026-06-15");
        expect(q.netPremium).toBeGreaterThan(0);
        expect(d.breakup.od + d.breakup.tp - d.breakup.ncbDiscount + d.breakup.addOns).toBe(
          q.netPremium,
        );
        // The compulsory owner-driver cover is always listed, then what was chosen.
        expect(d.addOns.length).toBe(1 + Object.keys(chosen).length);
        expect(d.policyEndDate > d.policyStartDate).toBe(true);
      }
    }
    const renewed = finalQuoteDetails(
      quoteFor(vehicle, insurances, "2026-06-15", digit),
      {},
      insurances,
      "2026-06-15",
    );
    // Cover starts the day after the previous policy ends, for one year.
    expect([renewed.policyStartDate, renewed.policyEndDate]).toEqual(["2026-06-20", "2027-06-19"]);
    expect(renewed.breakup.ncbDiscount).toBeGreaterThan(0);
  });
});

describe("price rows: every rupee, Base and Net only when they differ", () => {
  it("health with the same base and net shows one premium line", () => {
    const rows = healthPremiumRows(t, {
      cover: 500000,
      basePremium: 9000,
      netPremium: 9000,
      tax: 1620,
      riders: [],
      discounts: [],
    });
    expect(rows.map(([label]) => label)).toEqual(["sumInsured", "premium", "tax"]);
  });

  it("health with riders and a discount itemises base, each rider, each discount and net", () => {
    const rows = healthPremiumRows(t, {
      cover: 500000,
      basePremium: 10000,
      netPremium: 10300,
      tax: 1854,
      riders: [{ name: "Critical illness", premium: 1300 }],
      discounts: [{ name: "Family discount", amount: 1000 }],
    });
    expect(rows).toEqual([
      ["sumInsured", 500000],
      ["basePremium", 10000],
      ["rider(Critical illness)", 1300],
      ["discount(Family discount)", -1000],
      ["netPremium", 10300],
      ["tax", 1854],
    ]);
    // base + riders − discounts = net
    expect(rows.slice(1, 4).reduce((sum, [, v]) => sum + v, 0)).toBe(10300);
  });

  it("motor shows own damage, third party, the NCB discount and add-ons, then net and GST", () => {
    const rows = motorPremiumRows(t, {
      idv: 500000,
      netPremium: 10000,
      tax: 1800,
      breakup: { ownDamage: 7000, thirdParty: 3416, ncbDiscount: 1750, addOns: 1334 },
    });
    expect(rows.map(([label]) => label)).toEqual([
      "idv",
      "ownDamage",
      "thirdParty",
      "ncbDiscount",
      "addOnsTotal",
      "netPremium",
      "tax",
    ]);
    expect(rows[3]?.[1]).toBe(-1750);
    expect(motorPremiumRows(t, { idv: 1, netPremium: 2, tax: 3 }).map(([l]) => l)).toEqual([
      "idv",
      "netPremium",
      "tax",
    ]);
  });
});

describe("priceDifference: why the final total is not the card's", () => {
  const final = {
    cover: 500000,
    netPremium: 10000,
    totalPremium: 11800,
    riders: 0,
    extraAddOns: 0,
  };
  const card = (c: Partial<CardPrice> = {}): CardPrice => ({
    cover: 500000,
    premium: 10000,
    ...c,
  });
  it.each([
    ["no card", null, final, null],
    ["the same price before GST", card(), final, null],
    ["the same price with GST", card({ grossPremium: 11800 }), final, null],
    [
      "cover changed",
      card({ cover: 1000000, premium: 9000 }),
      { ...final, riders: 1 },
      { reason: "cover", cardPrice: 9000, difference: 1000, withGst: false },
    ],
    [
      "a rider added",
      card({ premium: 9000 }),
      { ...final, riders: 2 },
      { reason: "riders", cardPrice: 9000, difference: 1000, withGst: false },
    ],
    [
      "add-ons chosen (compared with GST)",
      card({ grossPremium: 11000 }),
      { ...final, extraAddOns: 1 },
      { reason: "addOns", cardPrice: 11000, difference: 800, withGst: true },
    ],
    [
      "nothing visible: the age band / final underwriting",
      card({ premium: 10500 }),
      final,
      { reason: "underwriting", cardPrice: 10500, difference: -500, withGst: false },
    ],
  ] as const)("%s", (_label, c, f, expected) => {
    expect(priceDifference(c, f)).toEqual(expected);
  });

  it("the line names the card's price, the difference and the reason", () => {
    const d = priceDifference(card({ grossPremium: 9163 }), {
      ...final,
      totalPremium: 16388,
      riders: 1,
    });
    expect(priceNote(t, d!, "health")).toBe("cardCompare(₹9,163|yes|₹7,225|more) reason.riders");
    expect(
      priceNote(
        t,
        { reason: "underwriting", cardPrice: 1, difference: -1, withGst: false },
        "motor",
      ),
    ).toBe("cardCompare(₹1|no|₹1|less) reason.underwriting.motor");
  });
});

describe("saved steps: done only when saved (issue 24)", () => {
  it("health: prefills are not saves", () => {
    expect(
      savedHealthSteps({
        members: [{ memberNo: 1, dob: "1990-01-31", gender: "Female" }],
        communication: { email: "a@example.com", mobile: "9876543210" },
      }),
    ).toEqual(new Set());
    expect(
      savedHealthSteps({
        members: [{ memberNo: 1, height: 165, weight: 60 }],
        medical: { hasDisease: false },
        nominee: { firstName: "Ravi" },
        communication: { street: "12 MG Road" },
      }),
    ).toEqual(new Set(["member", "medical", "nominee", "communication"]));
  });

  it("motor: the quote's name is not a saved owner; add-ons only when saved", () => {
    expect(
      savedMotorSteps({
        member: { firstName: "Asha", lastName: "Rao" },
        communication: { email: "a@example.com" },
      }),
    ).toEqual(new Set());
    expect(
      savedMotorSteps({
        member: { dob: "1988-08-15" },
        nominee: { relation: "son" },
        communication: { pincode: 411001 },
        addOnsSaved: true,
      }),
    ).toEqual(new Set(["member", "nominee", "communication", "add-ons"]));
  });
});

describe("policy period and Buy Now words, filled on the server", () => {
  it("states the period only when both dates are given, in dd/mm/yyyy", () => {
    expect(policyPeriodProp(t, { startDate: "2026-11-28", endDate: "2027-11-27" })).toEqual({
      period: "policyPeriod(28/11/2026|27/11/2027)",
    });
    expect(policyPeriodProp(t, { startDate: "2026-11-28" })).toEqual({});
    expect(policyPeriodProp(t, {})).toEqual({});
  });

  it("the button states the amount in rupees; plain Buy Now without one", () => {
    const words = { payment: t, plans: t, journey: t };
    expect(buyNowTexts(words, 14713)).toEqual({
      declaration: "declaration",
      declarationRequired: "declarationRequired",
      button: "buyNowPay(₹14,713)",
      pleaseWait: "pleaseWait",
      nextPage: "nextPage",
    });
    expect(buyNowTexts(words, undefined).button).toBe("buyNow");
  });
});
