import { describe, expect, it } from "vitest";
import type { PreviousInsurance } from "@/lib/api/contract/motor";
import {
  motorKycCheck,
  motorKycVerify,
  motorProposalId,
  type MotorKycContext,
} from "@/sandbox/motor/kyc";
import {
  addOnCatalogue,
  baseCover,
  depreciationPercent,
  insurerBySlug,
  newNcbPercent,
  planCards,
  quoteFor,
  thirdPartyPremium,
} from "@/sandbox/motor/pricing";
import type { MotorState } from "@/sandbox/motor/state";
import { vehicleCatalogue, vehicleFor, type Vehicle } from "@/sandbox/motor/vehicle";

/** The sandbox's pure motor pieces: vehicles, the premium model, and the motor KYC answers. */

const today = "2026-06-15";
const digit = insurerBySlug("digit")!;

function previous(overrides: Partial<PreviousInsurance> = {}): PreviousInsurance[] {
  return [
    {
      srNo: 1,
      insuranceCompany: "ICICI",
      policyNumber: "P1",
      startDate: "2025-06-20",
      endDate: "2026-06-19",
      policyType: "comp",
      nbc: 25,
      lastYearClaim: "false",
      ...overrides,
    },
  ];
}

describe("vehicles", () => {
  it("derives the same vehicle from the same number, and the Bharat-series year", () => {
    expect(vehicleFor("MH12AB1234", 2026)).toEqual(vehicleFor("MH12AB1234", 2026));
    const bh = vehicleFor("22BH1234AA", 2026);
    expect(bh.registrationYear).toBe(2022);
    expect({
      ...vehicleFor("25BH1234AA", 2026),
      registrationYear: 2022,
      registrationNumber: "22BH1234AA",
    }).toEqual(bh);
    expect(vehicleFor("29BH1234AA", 2026).registrationYear).toBe(2026);
    expect(() => vehicleFor("NOPE", 2026)).toThrow();
  });
});

describe("premium model", () => {
  const petrol: Vehicle = {
    ...vehicleCatalogue[0]!,
    registrationNumber: "MH12AB1234",
    registrationYear: 2024,
  };
  const ev: Vehicle = {
    ...vehicleCatalogue.find((v) => v.fuel === "Electric")!,
    registrationNumber: "MH12AB1235",
    registrationYear: 2024,
  };

  it("depreciates by the slabs", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10, 20].map(depreciationPercent)).toEqual([
      5, 15, 20, 30, 40, 50, 55, 75, 75,
    ]);
  });

  it("prices third party by engine capacity or motor power", () => {
    expect(thirdPartyPremium({ ...petrol, engineCc: 998 })).toBe(2094);
    expect(thirdPartyPremium({ ...petrol, engineCc: 1197 })).toBe(3416);
    expect(thirdPartyPremium({ ...petrol, engineCc: 2184 })).toBe(7897);
    expect(thirdPartyPremium({ ...ev, motorKw: 95 })).toBe(6712);
  });

  it("applies the NCB ladder and loses it after a claim, a TP-only policy or a long lapse", () => {
    expect(newNcbPercent(undefined, today)).toBe(0);
    expect(newNcbPercent(previous({ nbc: 0 }), today)).toBe(20);
    expect(newNcbPercent(previous({ nbc: 25 }), today)).toBe(35);
    expect(newNcbPercent(previous({ nbc: 65 }), today)).toBe(50);
    expect(newNcbPercent(previous({ lastYearClaim: "true" }), today)).toBe(0);
    expect(newNcbPercent(previous({ policyType: "tp" }), today)).toBe(0);
    expect(newNcbPercent(previous({ endDate: "2026-03-01" }), today)).toBe(0);
    expect(newNcbPercent(previous({ endDate: "2026-05-01" }), today)).toBe(35);
  });

  it("lowers own damage by the NCB and totals with GST 18%", () => {
    const withNcb = baseCover(petrol, previous(), today, digit);
    const withClaim = baseCover(petrol, previous({ lastYearClaim: "true" }), today, digit);
    expect(withNcb.od).toBe(Math.round(withNcb.basicOd * 0.65));
    expect(withClaim.od).toBe(withClaim.basicOd);
    const q = quoteFor(petrol, previous(), today, digit);
    expect(q.netPremium).toBe(withNcb.od + withNcb.tp + 375);
    expect(q.tax).toBe(Math.round(q.netPremium * 0.18));
  });

  it("offers evShield only for electric cars and zero depreciation only up to 5 years", () => {
    const evShield = (v: Vehicle) =>
      addOnCatalogue(v, baseCover(v, undefined, today, digit), digit).addons.data.find((a) =>
        a.code.startsWith("evShield"),
      );
    expect(evShield(ev)?.available).toBe(true);
    expect(evShield(petrol)?.available).toBe(false);
    const old = { ...petrol, registrationYear: 2015 };
    const zeroDep = addOnCatalogue(
      old,
      baseCover(old, undefined, today, digit),
      digit,
    ).addons.data.find((a) => a.code === "zeroDepreciation");
    expect(zeroDep?.available).toBe(false);
  });

  it("quotes a card per insurer whose premium is the gross with the compulsory PA cover", () => {
    const cards = planCards(petrol, previous(), today, "http://sandbox.test");
    expect(cards.map((c) => c.companyName)).toEqual([
      "digit",
      "future-genrali",
      "icici-lombard",
      "tata-aig",
    ]);
    expect(cards[0]?.grossPremium).toBe(quoteFor(petrol, previous(), today, digit).grossPremium);
    expect(cards[0]?.logo).toBe("http://sandbox.test/assets/motor/logos/digit.svg");
  });
});

describe("motor KYC answers", () => {
  const base: MotorState = {
    version: 1,
    createdAt: "2026-06-15T10:00:00.000Z",
    quote: { rcNo: "MH12AB1234", name: "Asha Rao", phone: "9876543210", email: "a@b.in" },
    vehicle: vehicleFor("MH12AB1234", 2026),
    plan: { pName: "Digit", pCode: "DIG-PC-COMP", companyName: "digit" },
    purchase: {
      companyName: "digit",
      policyNumber: "DIG-MOT-2026-000001",
      memberName: "Asha Rao",
      inspectionNeeded: false,
      idv: 1,
      netPremium: 1,
      tax: 0,
      grossPremium: 1,
      at: "2026-06-15T10:00:00.000Z",
    },
  };
  const ctx: MotorKycContext = {
    requestKey: "mot-1",
    companyName: "digit",
    publicUrl: "http://sandbox.test",
    siteUrl: "http://site.test",
  };

  it("digit: 202 with the popup URL until approved, then 200", () => {
    expect(motorKycCheck(base, ctx)).toMatchObject({
      status: 202,
      data: {
        iskycVerified: 0,
        redirectUrl: "http://sandbox.test/hosted/kyc/digit?requestKey=mot-1&type=motor",
        insuranceType: "motor",
        requestKey: "mot-1",
      },
    });
    const approved = { ...base, kyc: { status: "approved" as const, at: "x" } };
    expect(motorKycCheck(approved, ctx)).toMatchObject({ status: 200, data: { iskycVerified: 1 } });
    expect(motorKycVerify(approved, ctx)).toMatchObject({
      status: 200,
      data: { success: true, Final_Status: 1 },
    });
    expect(motorKycVerify(base, ctx)).toMatchObject({
      status: 200,
      data: { success: false, Final_Status: 0, iskycVerified: 0 },
    });
  });

  it("future-genrali: 202 with the proposal id in data.meta", () => {
    const fg: MotorState = {
      ...base,
      plan: { ...base.plan!, companyName: "future-genrali" },
      purchase: { ...base.purchase!, companyName: "future-genrali" },
    };
    const answer = motorKycCheck(fg, { ...ctx, companyName: "future-genrali" });
    expect(answer).toMatchObject({
      status: 202,
      data: { meta: { proposalId: motorProposalId("mot-1") } },
    });
    expect(motorProposalId("mot-1")).toMatch(/^FGM\d{9}$/);
  });

  it("refuses other insurers and a company that is not the plan's; KYC comes before the purchase", () => {
    expect(motorKycCheck(base, { ...ctx, companyName: "tata-aig" }).status).toBe(400);
    expect(motorKycCheck(base, { ...ctx, companyName: "future-genrali" }).status).toBe(400);
    expect(motorKycCheck({ ...base, purchase: undefined }, ctx).status).toBe(202);
  });
});
