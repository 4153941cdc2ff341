import { describe, expect, it } from "vitest";
import { planCardSchema as healthPlanCard } from "@/lib/api/contract/health";
import { planCardSchema as motorPlanCard } from "@/lib/api/contract/motor";
import { reshapePlan } from "@/lib/api/reshape";
import { cardPrice, factRows, filterPlans, sortPlans } from "@/lib/journeys/shared/plans";

/** Issue 22: PlanCard's optional `features`, `purchase` and `grossPremium`, wire to site. */

const bare = {
  logo: "https://broker.example/logo.svg",
  pName: "Care Supreme",
  pCode: "CARE-SUP-5L",
  companyName: "care-health",
  sumInsured: 500000,
  premium: 12469,
};

describe("plan card contract and reshape", () => {
  it("a card without the new fields still parses: no facts, bought online, no GST total", () => {
    for (const schema of [healthPlanCard, motorPlanCard]) {
      const plan = reshapePlan(schema.parse(bare));
      expect(plan).toEqual({
        insurer: "care-health",
        name: "Care Supreme",
        code: "CARE-SUP-5L",
        cover: 500000,
        premium: 12469,
        features: [],
        purchase: "online",
        logo: bare.logo,
      });
      expect(cardPrice(plan)).toEqual({ amount: 12469, gstIncluded: false, perMonth: 1040 });
    }
  });

  it("keeps the plan's own facts, the assisted purchase and the GST total", () => {
    const plan = reshapePlan(
      healthPlanCard.parse({
        ...bare,
        grossPremium: 14713,
        purchase: "assisted",
        features: [
          { label: " Room rent ", value: "Single   private room" },
          { label: "", value: "dropped: no label" },
          { label: "Co-payment", value: "<b>None</b>" },
        ],
      }),
    );
    expect(plan.purchase).toBe("assisted");
    expect(plan.grossPremium).toBe(14713);
    // Plain text, whitespace collapsed, kept as sent (React escapes it).
    expect(plan.features).toEqual([
      { label: "Room rent", value: "Single private room" },
      { label: "Co-payment", value: "<b>None</b>" },
    ]);
    expect(cardPrice(plan)).toEqual({ amount: 14713, gstIncluded: true, perMonth: 1227 });
  });

  it("an unknown purchase value is online; a total below the premium is dropped", () => {
    const plan = reshapePlan(
      motorPlanCard.parse({ ...bare, purchase: "offline", grossPremium: 100 }),
    );
    expect(plan.purchase).toBe("online");
    expect(plan.grossPremium).toBeUndefined();
  });

  it("refuses facts that are not label/value text", () => {
    expect(healthPlanCard.safeParse({ ...bare, features: [{ label: 1 }] }).success).toBe(false);
  });
});

describe("compare rows, filters and sort", () => {
  const a = {
    id: "a",
    insurer: "digit",
    cover: 500000,
    premium: 9000,
    features: [
      { label: "Room rent", value: "No limit" },
      { label: "Co-payment", value: "None" },
    ],
  };
  const b = {
    id: "b",
    insurer: "care-health",
    cover: 2500000,
    premium: 8000,
    features: [
      { label: "room  rent", value: "Single private room" },
      { label: "Restoration", value: "Unlimited" },
    ],
  };

  it("lines facts up by label (case and spaces ignored), a missing fact is null", () => {
    expect(factRows([a, b])).toEqual([
      { label: "Room rent", values: ["No limit", "Single private room"] },
      { label: "Co-payment", values: ["None", null] },
      { label: "Restoration", values: [null, "Unlimited"] },
    ]);
  });

  it("filters by cover band and insurer, and sorts by premium", () => {
    expect(filterPlans([a, b], { cover: "upto-5l", insurer: null }).map((p) => p.id)).toEqual([
      "a",
    ]);
    expect(filterPlans([a, b], { cover: "10l-25l", insurer: null }).map((p) => p.id)).toEqual([
      "b",
    ]);
    expect(filterPlans([a, b], { cover: null, insurer: "care-health" }).map((p) => p.id)).toEqual([
      "b",
    ]);
    expect(sortPlans([a, b], "premium-asc").map((p) => p.id)).toEqual(["b", "a"]);
    expect(sortPlans([a, b], "listed").map((p) => p.id)).toEqual(["a", "b"]);
  });
});
