import { describe, expect, it } from "vitest";
import { isInsuranceType, productFor, productOf } from "@/lib/journeys/registry";

const policy = { siteOrigin: "https://www.broker.example", allowlist: [] };

describe("product registry", () => {
  it.each([
    [
      "health",
      "Cover",
      "/health/thank-you",
      "/health/K1/final-quote",
      "/health/K1/generate-policy",
    ],
    ["motor", "IDV", "/motor/thank-you", "/motor/K1/final-quote", "/motor/K1/generate-policy"],
  ] as const)("%s: label and routes", (type, cover, thankYou, finalQuote, generatePolicy) => {
    const product = productFor(type);
    expect(product.type).toBe(type);
    expect(product.coverLabel).toBe(cover);
    expect(product.thankYouPath).toBe(thankYou);
    expect(product.finalQuotePath("K1")).toBe(finalQuote);
    expect(product.generatePolicyPath("K1")).toBe(generatePolicy);
    expect(product.plansPath("K1")).toBe(`/insurance-compare/${type}/K1`);
  });

  it("digit product pages", () => {
    expect(productFor("health").digitProductPath("K1")).toBe(
      "/insurance/health/K1/digit/digit-product",
    );
    expect(productFor("motor").digitProductPath("K1")).toBe(
      "/insurance/motor/K1/digit/digit-product-motor",
    );
  });

  it("Buy Now without a usable key: health stays with a message, motor goes to its thank-you page", () => {
    expect(productFor("health").buyNowRefused).toMatchObject({ kind: "stay" });
    expect(productFor("motor").buyNowRefused).toEqual({ kind: "go", to: "/motor/thank-you" });
  });

  it("a failed purchase follows each product's Buy Now rule", () => {
    const answer = { status: 500 };
    expect(productFor("health").buyNowOutcome(answer, "K1", policy).kind).toBe("stay");
    expect(productFor("motor").buyNowOutcome(answer, "K1", policy)).toEqual({
      kind: "go",
      to: "/motor/thank-you",
    });
  });

  it.each(["travel", "", "Health", "__proto__", "toString", null, undefined, 1, {}])(
    "%j is not an insurance type",
    (value) => {
      expect(isInsuranceType(value)).toBe(false);
      expect(productOf(value)).toBeNull();
    },
  );

  it("known types from untrusted input", () => {
    expect(productOf("motor")?.type).toBe("motor");
    expect(productOf("health")?.type).toBe("health");
  });
});
