import { describe, expect, it } from "vitest";
import {
  MAX_COMPARE,
  NO_PLANS,
  sortPlans,
  toggleCompare,
  type SortOrder,
} from "@/lib/journeys/shared/plans";

/** Plans grid: order-neutral sorting and the three-plan comparison. */

const plans = [
  { id: "a", premium: 12000, cover: 500000 },
  { id: "b", premium: 9000, cover: 1000000 },
  { id: "c", premium: 12000, cover: 1500000 },
  { id: "d", premium: 15000, cover: 1000000 },
];

describe("sortPlans", () => {
  it.each([
    ["listed", ["a", "b", "c", "d"]],
    ["premium-asc", ["b", "a", "c", "d"]],
    ["premium-desc", ["d", "a", "c", "b"]],
    ["cover-desc", ["c", "b", "d", "a"]],
    ["cover-asc", ["a", "b", "d", "c"]],
  ] as [SortOrder, string[]][])("%s → %j (ties keep the broker's order)", (order, ids) => {
    expect(sortPlans(plans, order).map((p) => p.id)).toEqual(ids);
  });
  it("does not change the list it was given", () => {
    sortPlans(plans, "premium-asc");
    expect(plans.map((p) => p.id)).toEqual(["a", "b", "c", "d"]);
  });
});

describe("toggleCompare", () => {
  it.each([
    ["adds a plan", [], "a", ["a"]],
    ["removes a plan", ["a", "b"], "a", ["b"]],
    ["adds the third", ["a", "b"], "c", ["a", "b", "c"]],
    ["refuses a fourth", ["a", "b", "c"], "d", ["a", "b", "c"]],
    ["removes from a full list", ["a", "b", "c"], "b", ["a", "c"]],
  ])("%s", (_label, selected, id, expected) => {
    expect(toggleCompare(selected, id)).toEqual(expected);
  });
  it("compares at most three plans and says sorry verbatim when there is none", () => {
    expect(MAX_COMPARE).toBe(3);
    expect(NO_PLANS).toBe(
      "Sorry, we couldn’t find a plan for you. Someone from our team will reach out shortly.",
    );
  });
});
