import { describe, expect, it } from "vitest";
import {
  BUY_NOW_FAILED,
  NO_PAYMENT_HANDLER,
  digitProductOutcome,
  healthBuyNowOutcome,
} from "@/lib/journeys/shared/buy-now";

/** Health Buy Now by insurer and the digit-product page (spec 4 "Health flow" + issue rules). */

const policy = {
  siteOrigin: "https://www.broker.example",
  allowlist: ["https://pay.insurer.example"],
};
const noHandler = { kind: "notice", message: NO_PAYMENT_HANDLER, then: "/health/thank-you" };
const fgData = {
  ProposalNo: "P-1",
  Amount: 12345,
  CustomerName: "Asha Verma",
  ReturnURL: "https://www.broker.example/health/K1/verify-payment",
  nested: { x: 1 },
};

describe("healthBuyNowOutcome", () => {
  it.each([
    [
      "non-200 stays with a message",
      { status: 409, message: "Complete KYC first" },
      { kind: "stay", message: BUY_NOW_FAILED },
    ],
    [
      "a failed call stays with a message",
      { status: 500 },
      { kind: "stay", message: BUY_NOW_FAILED },
    ],
    [
      "future-genrali posts the flat data fields to meta.apiUrl",
      {
        status: 200,
        meta: {
          companyName: "future-genrali",
          productType: "health",
          apiUrl: "https://pay.insurer.example/fg",
        },
        data: fgData,
      },
      {
        kind: "post",
        action: "https://pay.insurer.example/fg",
        fields: {
          ProposalNo: "P-1",
          Amount: "12345",
          CustomerName: "Asha Verma",
          ReturnURL: "https://www.broker.example/health/K1/verify-payment",
        },
      },
    ],
    [
      "digit with a paymentUrl goes to the digit-product page",
      {
        status: 200,
        meta: { companyName: "digit", productType: "health" },
        data: {
          paymentUrl: "https://pay.insurer.example/d",
          policyNumber: "D1",
          memberName: "Asha",
        },
      },
      { kind: "go", to: "/insurance/health/K1/digit/digit-product" },
    ],
    [
      "digit without a paymentUrl: no handler",
      { status: 200, meta: { companyName: "digit", productType: "health" }, data: {} },
      noHandler,
    ],
    [
      "digit with an empty paymentUrl: no handler",
      {
        status: 200,
        meta: { companyName: "digit", productType: "health" },
        data: { paymentUrl: " " },
      },
      noHandler,
    ],
    [
      "hdfc-ergo: no payment handler on the site",
      { status: 200, meta: { companyName: "hdfc-ergo", productType: "health" }, data: {} },
      noHandler,
    ],
    [
      "an unknown insurer: no handler",
      { status: 200, meta: { companyName: "care-health", productType: "health" }, data: {} },
      noHandler,
    ],
    [
      "digit but a motor product: no handler",
      {
        status: 200,
        meta: { companyName: "digit", productType: "motor" },
        data: { paymentUrl: "https://pay.insurer.example/d" },
      },
      noHandler,
    ],
    ["no meta: no handler", { status: 200, data: {} }, noHandler],
    [
      "future-genrali without data: no handler",
      {
        status: 200,
        meta: {
          companyName: "future-genrali",
          productType: "health",
          apiUrl: "https://pay.insurer.example/fg",
        },
      },
      noHandler,
    ],
  ] as const)("%s", (_label, answer, expected) => {
    expect(healthBuyNowOutcome(answer, "K1", policy)).toEqual(expected);
  });

  it.each([
    ["javascript:", "javascript:alert(1)"],
    ["an unknown origin", "https://evil.example/pay"],
    ["//host", "//evil.example/pay"],
    ["missing", undefined],
  ])(
    "future-genrali with a refused apiUrl (%s): the message, then the thank-you page",
    (_label, apiUrl) => {
      expect(
        healthBuyNowOutcome(
          {
            status: 200,
            meta: { companyName: "future-genrali", productType: "health", apiUrl },
            data: fgData,
          },
          "K1",
          policy,
        ),
      ).toEqual(noHandler);
    },
  );
});

describe("digitProductOutcome", () => {
  it.each([
    [
      "200 shows the policy number and the payment URL",
      {
        status: 200,
        data: {
          paymentUrl: "https://pay.insurer.example/d?requestKey=K1",
          policyNumber: "DG-1",
          memberName: "Asha",
        },
      },
      {
        kind: "pay",
        paymentUrl: "https://pay.insurer.example/d?requestKey=K1",
        policyNumber: "DG-1",
        memberName: "Asha",
      },
    ],
    [
      "non-200 → /health/thank-you",
      { status: 409, data: { paymentUrl: "https://pay.insurer.example/d" } },
      { kind: "go", to: "/health/thank-you" },
    ],
    ["a failed call → /health/thank-you", { status: 500 }, { kind: "go", to: "/health/thank-you" }],
    [
      "javascript: payment URL → /health/thank-you",
      { status: 200, data: { paymentUrl: "javascript:alert(1)" } },
      { kind: "go", to: "/health/thank-you" },
    ],
    [
      "unknown origin → /health/thank-you",
      { status: 200, data: { paymentUrl: "https://evil.example/pay" } },
      { kind: "go", to: "/health/thank-you" },
    ],
    [
      "//host → /health/thank-you",
      { status: 200, data: { paymentUrl: "//evil.example/pay" } },
      { kind: "go", to: "/health/thank-you" },
    ],
    [
      "no payment URL → /health/thank-you",
      { status: 200, data: { policyNumber: "DG-1" } },
      { kind: "go", to: "/health/thank-you" },
    ],
  ] as const)("%s", (_label, answer, expected) => {
    expect(digitProductOutcome(answer, policy)).toEqual(expected);
  });
});
