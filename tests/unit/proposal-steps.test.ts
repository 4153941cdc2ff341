import { describe, expect, it } from "vitest";
import { keepSaved } from "@/lib/journeys/shared/keep-saved";
import { returnToReview, reviewPathOf } from "@/lib/journeys/shared/review-return";

describe("returnToReview (issue 23 item 2)", () => {
  const at = (pathname: string, search = "?from=review") => ({ pathname, search });

  it("sends a successful save of a step opened from the review to the final quote", () => {
    expect(
      returnToReview({ kind: "go", to: "/health/K1/communication" }, at("/health/K1/nominee")),
    ).toEqual({ kind: "go", to: "/health/K1/final-quote" });
    expect(
      returnToReview("/motor/K2/communication", at("/hi/motor/K2/nominee", "?x=1&from=review")),
    ).toEqual({ kind: "go", to: "/motor/K2/final-quote" });
    // An insurer page after the address (future-genrali's KYC) is a success too.
    expect(
      returnToReview(
        { kind: "leave", url: "https://insurer.example/kyc" },
        at("/health/K1/communication"),
      ),
    ).toEqual({ kind: "go", to: "/health/K1/final-quote" });
  });

  it("keeps a failure's screen, a stay, and every save not opened from the review", () => {
    const thanks = { kind: "go", to: "/health/thank-you" } as const;
    expect(returnToReview(thanks, at("/health/K1/nominee"))).toBe(thanks);
    expect(returnToReview({ kind: "go", to: "/" }, at("/health/K1/member"))).toEqual({
      kind: "go",
      to: "/",
    });
    const stay = { kind: "stay", message: "Try again" } as const;
    expect(returnToReview(stay, at("/health/K1/nominee"))).toBe(stay);
    const next = { kind: "go", to: "/health/K1/communication" } as const;
    expect(returnToReview(next, at("/health/K1/nominee", ""))).toBe(next);
    expect(returnToReview(next, at("/health/K1/nominee", "?from=elsewhere"))).toBe(next);
    // Another journey's step path is not a success of this one.
    expect(returnToReview({ kind: "go", to: "/health/OTHER/medical" }, at("/health/K1/member")))
      .toEqual({ kind: "go", to: "/health/OTHER/medical" });
  });

  it("builds the final-quote path from the product and requestKey only", () => {
    expect(reviewPathOf("/health/K1/medical")).toBe("/health/K1/final-quote");
    expect(reviewPathOf("/motor/K2/add-ons")).toBe("/motor/K2/final-quote");
    expect(reviewPathOf("/health/K1/final-quote")).toBeNull();
    expect(reviewPathOf("/health/..%2Fadmin/nominee")).toBeNull();
    expect(reviewPathOf("/blog/K1/nominee")).toBeNull();
    expect(reviewPathOf("/health/K1/nominee/extra")).toBeNull();
  });
});

describe("keepSaved (a save never sends blank fields over saved ones)", () => {
  it("fills blank fields from what is saved; typed fields win; other fields stay out", () => {
    expect(
      keepSaved(
        { firstName: "", lastName: "Rao", dob: "  ", relation: "son" },
        { firstName: "Ravi", lastName: "Verma", dob: "1988-03-02", gender: "male" },
      ),
    ).toEqual({ firstName: "Ravi", lastName: "Rao", dob: "1988-03-02", relation: "son" });
    expect(keepSaved({ street: "", pincode: "" }, { pincode: 400072 })).toEqual({
      street: "",
      pincode: 400072,
    });
    const submitted = { city: "" };
    expect(keepSaved(submitted, undefined)).toBe(submitted);
  });
});
