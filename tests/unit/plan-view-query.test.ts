import { describe, expect, it } from "vitest";
import { planViewFromQuery, planViewQuery } from "@/lib/journeys/shared/plan-view-query";

const ids = ["0-digit-A", "1-care-B", "2-hdfc-C", "3-star-D"];

describe("plans page view in the URL", () => {
  it("reads the sort and the compared plans from a shared link", () => {
    const view = planViewFromQuery(
      new URLSearchParams("sort=premium-asc&compare=1-care-B,0-digit-A"),
      ids,
    );
    expect(view).toEqual({
      order: "premium-asc",
      compare: ["1-care-B", "0-digit-A"],
      cover: null,
      insurer: null,
    });
  });

  it("ignores an unknown order, unknown or repeated ids and more than three plans", () => {
    const view = planViewFromQuery(
      new URLSearchParams("sort=best&compare=x,0-digit-A,0-digit-A,1-care-B,2-hdfc-C,3-star-D"),
      ids,
    );
    expect(view).toEqual({
      order: "listed",
      compare: ["0-digit-A", "1-care-B", "2-hdfc-C"],
      cover: null,
      insurer: null,
    });
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

  it("reads the cover band and insurer filters, ignoring bands and insurers not on the page", () => {
    const insurers = ["digit", "care-health"];
    expect(
      planViewFromQuery(new URLSearchParams("cover=5l-10l&insurer=care-health"), ids, insurers),
    ).toEqual({ order: "listed", compare: [], cover: "5l-10l", insurer: "care-health" });
    expect(
      planViewFromQuery(
        new URLSearchParams("cover=1-crore&insurer=star&sort=recommended"),
        ids,
        insurers,
      ),
    ).toEqual({ order: "listed", compare: [], cover: null, insurer: null });
    // Without the page's insurers no insurer filter is trusted.
    expect(planViewFromQuery(new URLSearchParams("insurer=digit"), ids).insurer).toBeNull();
  });

  it("writes the filters into the query and drops them when cleared", () => {
    const query = new URLSearchParams("compare=0-digit-A");
    expect(
      planViewQuery(query, {
        order: "premium-asc",
        compare: ["0-digit-A"],
        cover: "upto-5l",
        insurer: "digit",
      }),
    ).toBe("?compare=0-digit-A&sort=premium-asc&cover=upto-5l&insurer=digit");
    expect(
      planViewQuery(new URLSearchParams("cover=upto-5l&insurer=digit"), {
        order: "listed",
        compare: [],
        cover: null,
        insurer: null,
      }),
    ).toBe("");
  });
});
