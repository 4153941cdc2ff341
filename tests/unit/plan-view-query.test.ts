import { describe, expect, it } from "vitest";
import { planViewFromQuery, planViewQuery } from "@/lib/journeys/shared/plan-view-query";

const ids = ["0-digit-A", "1-care-B", "2-hdfc-C", "3-star-D"];

describe("plans page view in the URL", () => {
  it("reads the sort and the compared plans from a shared link", () => {
    const view = planViewFromQuery(
      new URLSearchParams("sort=premium-asc&compare=1-care-B,0-digit-A"),
      ids,
    );
    expect(view).toEqual({ order: "premium-asc", compare: ["1-care-B", "0-digit-A"] });
  });

  it("ignores an unknown order, unknown or repeated ids and more than three plans", () => {
    const view = planViewFromQuery(
      new URLSearchParams("sort=best&compare=x,0-digit-A,0-digit-A,1-care-B,2-hdfc-C,3-star-D"),
      ids,
    );
    expect(view).toEqual({ order: "listed", compare: ["0-digit-A", "1-care-B", "2-hdfc-C"] });
  });

  it("writes a readable query, leaves out defaults and keeps other parameters", () => {
    const query = new URLSearchParams("utm=x");
    expect(planViewQuery(query, { order: "cover-desc", compare: ["0-digit-A", "2-hdfc-C"] })).toBe(
      "?utm=x&sort=cover-desc&compare=0-digit-A,2-hdfc-C",
    );
    expect(
      planViewQuery(new URLSearchParams("sort=cover-desc&compare=a"), {
        order: "listed",
        compare: [],
      }),
    ).toBe("");
  });
});
