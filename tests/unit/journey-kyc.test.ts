import { describe, expect, it } from "vitest";
import {
  KYC_CHECK_FAILED,
  KYC_VERIFY_FAILED,
  kycCheckOutcome,
  kycVerifyOutcome,
} from "@/lib/journeys/shared/kyc";

/** KYC check and verify by insurer × type × status (spec 4 "KYC check", "KYC-check page actions", "KYC verify result"). */

const SITE = "https://www.broker.example";
const policy = { siteOrigin: SITE, allowlist: ["https://kyc.insurer.example"] };
const failed = { kind: "notice", message: KYC_CHECK_FAILED, then: "/health/thank-you" };
const KYC_URL = "https://kyc.insurer.example/start?k=K1";

describe("kycCheckOutcome", () => {
  it.each([
    // hdfc-ergo health
    [
      "hdfc-ergo health, not verified → out to redirect_link",
      "health",
      "hdfc-ergo",
      { status: 200, data: { iskycVerified: 0, redirect_link: KYC_URL } },
      { kind: "leave", url: KYC_URL },
    ],
    [
      "hdfc-ergo health, verified → kyc-verify",
      "health",
      "hdfc-ergo",
      { status: 200, data: { iskycVerified: 1 } },
      { kind: "go", to: "/insurance/health/K1/hdfc-ergo/kyc-verify" },
    ],
    [
      "hdfc-ergo health, no flag → kyc-verify",
      "health",
      "hdfc-ergo",
      { status: 200, data: {} },
      { kind: "go", to: "/insurance/health/K1/hdfc-ergo/kyc-verify" },
    ],
    [
      "hdfc-ergo health, failed call → KYC check failed",
      "health",
      "hdfc-ergo",
      { status: 500 },
      failed,
    ],
    [
      "hdfc-ergo motor → failure",
      "motor",
      "hdfc-ergo",
      { status: 200, data: { iskycVerified: 1 } },
      failed,
    ],
    // future-genrali
    [
      "future-genrali health 202 → form post with the proposal id and a SITE_URL return URL",
      "health",
      "future-genrali",
      { status: 202, data: { redirectUrl: KYC_URL, meta: { proposalId: "FG-77" } } },
      {
        kind: "post",
        action: KYC_URL,
        fields: {
          Aggregator_KYC_Req_No: "FG-77",
          IC_KYC_No: "FG-77",
          Aggregator_Return_URL: `${SITE}/insurance/health/K1/future-genrali/kyc-verify`,
        },
      },
    ],
    [
      "future-genrali motor 202 → form post returning to the motor kyc-verify",
      "motor",
      "future-genrali",
      { status: 202, data: { redirectUrl: KYC_URL, meta: { proposalId: 991 } } },
      {
        kind: "post",
        action: KYC_URL,
        fields: {
          Aggregator_KYC_Req_No: "991",
          IC_KYC_No: "991",
          Aggregator_Return_URL: `${SITE}/insurance/motor/K1/future-genrali/kyc-verify`,
        },
      },
    ],
    [
      "future-genrali health 200 → kyc-verify",
      "health",
      "future-genrali",
      { status: 200, data: {} },
      { kind: "go", to: "/insurance/health/K1/future-genrali/kyc-verify" },
    ],
    [
      "future-genrali motor 200 → motor kyc-verify",
      "motor",
      "future-genrali",
      { status: 200, data: {} },
      { kind: "go", to: "/insurance/motor/K1/future-genrali/kyc-verify" },
    ],
    ["future-genrali 400 → failure", "health", "future-genrali", { status: 400 }, failed],
    [
      "future-genrali 202 without a proposal id → failure",
      "health",
      "future-genrali",
      { status: 202, data: { redirectUrl: KYC_URL, meta: {} } },
      failed,
    ],
    // digit
    [
      "digit health 202 → out to redirectUrl",
      "health",
      "digit",
      { status: 202, data: { redirectUrl: KYC_URL } },
      { kind: "leave", url: KYC_URL },
    ],
    [
      "digit health 200 → the payment page (KYC before payment)",
      "health",
      "digit",
      { status: 200, data: {} },
      { kind: "go", to: "/insurance/health/K1/digit/digit-product?from=kyc" },
    ],
    ["digit health 500 → failure", "health", "digit", { status: 500 }, failed],
    [
      "digit motor 202 → the insurer's KYC page in the same tab",
      "motor",
      "digit",
      { status: 202, data: { redirectUrl: KYC_URL } },
      { kind: "leave", url: KYC_URL },
    ],
    [
      "digit motor 200 → the motor payment page",
      "motor",
      "digit",
      { status: 200, data: {} },
      { kind: "go", to: "/insurance/motor/K1/digit/digit-product-motor?from=kyc" },
    ],
    ["digit motor 400 → failure", "motor", "digit", { status: 400 }, failed],
    // others
    [
      "another insurer → failure",
      "health",
      "care-health",
      { status: 400, message: "KYC is not needed for this insurer" },
      failed,
    ],
    [
      "another insurer even with 200 → failure",
      "health",
      "niva-bupa",
      { status: 200, data: {} },
      failed,
    ],
    ["an unknown insurance type → failure", "travel", "digit", { status: 200, data: {} }, failed],
  ] as const)("%s", (_label, insuranceType, companyName, answer, expected) => {
    expect(
      kycCheckOutcome({ insuranceType, requestKey: "K1", companyName }, answer, policy),
    ).toEqual(expected);
  });

  const refusedUrls = [
    ["javascript:", "javascript:alert(1)"],
    ["an unknown origin", "https://evil.example/kyc"],
    ["//host", "//evil.example/kyc"],
    ["data:", "data:text/html,x"],
  ] as const;

  it.each(refusedUrls)("hdfc-ergo with a refused redirect_link (%s) → failure", (_l, url) => {
    expect(
      kycCheckOutcome(
        { insuranceType: "health", requestKey: "K1", companyName: "hdfc-ergo" },
        { status: 200, data: { iskycVerified: 0, redirect_link: url } },
        policy,
      ),
    ).toEqual(failed);
  });
  it.each(refusedUrls)("future-genrali with a refused redirectUrl (%s) → failure", (_l, url) => {
    expect(
      kycCheckOutcome(
        { insuranceType: "health", requestKey: "K1", companyName: "future-genrali" },
        { status: 202, data: { redirectUrl: url, meta: { proposalId: "P" } } },
        policy,
      ),
    ).toEqual(failed);
  });
  it.each(refusedUrls)("digit health with a refused redirectUrl (%s) → failure", (_l, url) => {
    expect(
      kycCheckOutcome(
        { insuranceType: "health", requestKey: "K1", companyName: "digit" },
        { status: 202, data: { redirectUrl: url } },
        policy,
      ),
    ).toEqual(failed);
  });
  it.each(refusedUrls)("digit motor with a refused redirectUrl (%s) → failure", (_l, url) => {
    expect(
      kycCheckOutcome(
        { insuranceType: "motor", requestKey: "K1", companyName: "digit" },
        { status: 202, data: { redirectUrl: url } },
        policy,
      ),
    ).toEqual(failed);
  });

  it.each([
    ["no insuranceType", { requestKey: "K1", companyName: "digit" }],
    ["no requestKey", { insuranceType: "health", companyName: "digit" }],
    ["no companyName", { insuranceType: "health", requestKey: "K1" }],
    ["an empty requestKey", { insuranceType: "health", requestKey: "", companyName: "digit" }],
  ])("a missing route parameter (%s) does nothing", (_label, params) => {
    expect(kycCheckOutcome(params, { status: 200, data: {} }, policy)).toEqual({ kind: "none" });
  });

  it("builds the return URL from SITE_URL, never a development host", () => {
    const out = kycCheckOutcome(
      { insuranceType: "health", requestKey: "K1", companyName: "future-genrali" },
      { status: 202, data: { redirectUrl: KYC_URL, meta: { proposalId: "P" } } },
      { siteOrigin: "https://shop.example.in", allowlist: ["https://kyc.insurer.example"] },
    );
    expect(out.kind === "post" && out.fields.Aggregator_Return_URL).toBe(
      "https://shop.example.in/insurance/health/K1/future-genrali/kyc-verify",
    );
  });
});

describe("kycVerifyOutcome", () => {
  const extras = {
    image: `${SITE}/kyc/ok.svg`,
    message: "Your KYC is complete",
    salutation: "Dear Asha",
  };
  it.each([
    [
      "hdfc-ergo health verified → health final quote",
      "health",
      "hdfc-ergo",
      { status: 200, data: { iskycVerified: 1, ...extras } },
      { kind: "verified", then: "/health/K1/final-quote", ...extras },
    ],
    [
      "hdfc-ergo health iskycVerified 0 → failure",
      "health",
      "hdfc-ergo",
      { status: 200, data: { iskycVerified: 0, ...extras } },
      { kind: "failed", ...extras },
    ],
    [
      "hdfc-ergo motor → failure",
      "motor",
      "hdfc-ergo",
      { status: 200, data: { iskycVerified: 1 } },
      { kind: "failed" },
    ],
    [
      "future-genrali health, success and Final_Status 1 → health final quote",
      "health",
      "future-genrali",
      { status: 200, data: { success: true, Final_Status: 1 } },
      { kind: "verified", then: "/health/K1/final-quote" },
    ],
    [
      "future-genrali health, Final_Status 3 → verified",
      "health",
      "future-genrali",
      { status: 200, data: { success: true, Final_Status: 3 } },
      { kind: "verified", then: "/health/K1/final-quote" },
    ],
    [
      "future-genrali motor, Final_Status 1 → motor final quote",
      "motor",
      "future-genrali",
      { status: 200, data: { success: true, Final_Status: 1 } },
      { kind: "verified", then: "/motor/K1/final-quote" },
    ],
    [
      "future-genrali, Final_Status 2 → failure",
      "health",
      "future-genrali",
      { status: 200, data: { success: true, Final_Status: 2 } },
      { kind: "failed" },
    ],
    [
      "future-genrali, success false → failure",
      "health",
      "future-genrali",
      { status: 200, data: { success: false, Final_Status: 0 } },
      { kind: "failed" },
    ],
    [
      "future-genrali, success as text → failure",
      "health",
      "future-genrali",
      { status: 200, data: { success: "true", Final_Status: 1 } },
      { kind: "failed" },
    ],
    [
      "digit → failure (no verify screen rule)",
      "health",
      "digit",
      { status: 200, data: { success: true, Final_Status: 1 } },
      { kind: "failed" },
    ],
    [
      "another insurer → failure",
      "health",
      "care-health",
      { status: 200, data: {} },
      { kind: "failed" },
    ],
    [
      "a failed call → KYC verification failed",
      "health",
      "hdfc-ergo",
      { status: 500 },
      { kind: "failed", error: KYC_VERIFY_FAILED },
    ],
  ] as const)("%s", (_label, insuranceType, companyName, answer, expected) => {
    expect(
      kycVerifyOutcome({ insuranceType, requestKey: "K1", companyName }, answer, policy),
    ).toEqual(expected);
  });

  it("drops an image whose URL the allowlist refuses", () => {
    const out = kycVerifyOutcome(
      { insuranceType: "health", requestKey: "K1", companyName: "hdfc-ergo" },
      { status: 200, data: { iskycVerified: 1, image: "javascript:alert(1)" } },
      policy,
    );
    expect(out).toEqual({ kind: "verified", then: "/health/K1/final-quote" });
  });

  it("does nothing when a route parameter is missing", () => {
    expect(
      kycVerifyOutcome(
        { insuranceType: "health", companyName: "hdfc-ergo" },
        { status: 200, data: { iskycVerified: 1 } },
        policy,
      ),
    ).toEqual({ kind: "none" });
  });
});
