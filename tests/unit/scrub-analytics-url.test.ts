import { describe, expect, it } from "vitest";
import { REQUEST_KEY_PLACEHOLDER, scrubAnalyticsUrl } from "@/lib/analytics/scrub-url";

/**
 * Page-view URLs without requestKeys or identifying query strings (spec 2.1 analytics; spec 2.4
 * journey routes carry the requestKey).
 */

const K = REQUEST_KEY_PLACEHOLDER;
const O = "https://www.sureshield.example";

describe("scrubAnalyticsUrl: journey routes (spec 2.4)", () => {
  it.each([
    ["/insurance-compare/health/rk_9f8e7d", `/insurance-compare/health/${K}`],
    ["/insurance-compare/motor/rk_9f8e7d/digit", `/insurance-compare/motor/${K}/digit`],
    [
      "/insurance/health/rk_9f8e7d/hdfc-ergo/kyc-check",
      `/insurance/health/${K}/hdfc-ergo/kyc-check`,
    ],
    [
      "/insurance/motor/rk_9f8e7d/future-genrali/kyc-verify",
      `/insurance/motor/${K}/future-genrali/kyc-verify`,
    ],
    [
      "/insurance/health/rk_9f8e7d/digit/digit-product",
      `/insurance/health/${K}/digit/digit-product`,
    ],
    [
      "/insurance/motor/rk_9f8e7d/digit/digit-product-motor",
      `/insurance/motor/${K}/digit/digit-product-motor`,
    ],
    [
      "/product/health/form/digit/payment/success/rk_9f8e7d",
      `/product/health/form/digit/payment/success/${K}`,
    ],
    [
      "/product/health/form/digit/payment/failed/rk_9f8e7d",
      `/product/health/form/digit/payment/failed/${K}`,
    ],
    ["/health/rk_9f8e7d/member", `/health/${K}/member`],
    ["/health/rk_9f8e7d/medical", `/health/${K}/medical`],
    ["/health/rk_9f8e7d/nominee", `/health/${K}/nominee`],
    ["/health/rk_9f8e7d/communication", `/health/${K}/communication`],
    ["/health/rk_9f8e7d/final-quote", `/health/${K}/final-quote`],
    ["/health/rk_9f8e7d/verify-payment", `/health/${K}/verify-payment`],
    ["/health/rk_9f8e7d/generate-policy", `/health/${K}/generate-policy`],
    ["/motor/rk_9f8e7d/additional-policy-details", `/motor/${K}/additional-policy-details`],
    ["/motor/rk_9f8e7d/member", `/motor/${K}/member`],
    ["/motor/rk_9f8e7d/add-ons", `/motor/${K}/add-ons`],
    ["/motor/rk_9f8e7d/break-in-info", `/motor/${K}/break-in-info`],
    ["/motor/rk_9f8e7d/inspection-fail", `/motor/${K}/inspection-fail`],
    ["/health/rk_9f8e7d", `/health/${K}`],
  ])("%s → %s", (input, expected) => {
    expect(scrubAnalyticsUrl(input)).toBe(expected);
  });

  it.each([
    "/health/thank-you",
    "/motor/thank-you",
    "/motor/search-policy-post-break-in",
    "/health-insurance",
    "/motor-insurance",
    "/insurance-compare",
    "/",
    "/blog/how-a-cashless-hospitalisation-claim-works",
    "/product",
  ])("leaves the fixed page %s alone", (path) => {
    expect(scrubAnalyticsUrl(path)).toBe(path);
  });
});

describe("scrubAnalyticsUrl: query strings and fragments", () => {
  it.each([
    ["/blog?key=Health%20Insurance&pageNo=2", "/blog?key=Health+Insurance&pageNo=2"],
    ["/blog?pageNo=3&utm_source=mail&email=a%40b.c", "/blog?pageNo=3"],
    ["/videos?key=Motor&pageNo=2", "/videos?key=Motor"],
    ["/health-insurance?email=a@b.c&phone=9876543210", "/health-insurance"],
    ["/motor/search-policy-post-break-in?policyNo=P-123", "/motor/search-policy-post-break-in"],
    [`/health/rk_1/member?requestKey=rk_1`, `/health/${K}/member`],
    ["/posp#posp-guide", "/posp"],
    ["/blog/?key=Motor%20Insurance", "/blog/?key=Motor+Insurance"],
  ])("%s → %s", (input, expected) => {
    expect(scrubAnalyticsUrl(input)).toBe(expected);
  });

  it("keeps absolute URLs absolute, with the origin", () => {
    expect(scrubAnalyticsUrl(`${O}/insurance/motor/rk_42/digit/kyc-check?token=abc#x`)).toBe(
      `${O}/insurance/motor/${K}/digit/kyc-check`,
    );
    expect(scrubAnalyticsUrl(`${O}/blog?key=Motor%20Insurance&fbclid=1`)).toBe(
      `${O}/blog?key=Motor+Insurance`,
    );
    expect(scrubAnalyticsUrl(`${O}/`)).toBe(`${O}/`);
  });

  it("never lets a requestKey through, whatever the key looks like", () => {
    for (const key of ["abc", "0f3b-11ee-9c2d", "A".repeat(64), "key%20with%20spaces"]) {
      expect(scrubAnalyticsUrl(`/health/${key}/member`)).not.toContain(key);
      expect(scrubAnalyticsUrl(`${O}/insurance-compare/health/${key}`)).not.toContain(key);
    }
  });
});

describe("scrubAnalyticsUrl: Hindi journeys (/hi prefix)", () => {
  it.each([
    ["/hi/health/abc123def/member", "/hi/health/[requestKey]/member"],
    ["/hi/motor/abc123def/final-quote", "/hi/motor/[requestKey]/final-quote"],
    ["/hi/insurance-compare/health/abc123def", "/hi/insurance-compare/health/[requestKey]"],
    [`${O}/hi/health/abc123def/nominee?x=1`, `${O}/hi/health/[requestKey]/nominee`],
    ["/hi/health/thank-you", "/hi/health/thank-you"],
    ["/hi/blog", "/hi/blog"],
  ])("%s → %s", (url, scrubbed) => {
    expect(scrubAnalyticsUrl(url)).toBe(scrubbed);
  });
});
