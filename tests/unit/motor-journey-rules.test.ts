import { describe, expect, it } from "vitest";
import { digitProductMotorOutcome, motorBuyNowOutcome } from "@/lib/journeys/shared/buy-now";
import {
  motorMemberSaveOutcome,
  motorNomineeSaveOutcome,
  motorUrlSaveOutcome,
} from "@/lib/journeys/motor/steps";

/** Motor decision rules (spec 4 "Motor flow"): Buy Now by insurer × inspection, the proposal saves, digit-product-motor. */

const policy = {
  siteOrigin: "https://www.broker.example",
  allowlist: ["https://pay.insurer.example"],
};
const thankYou = { kind: "go", to: "/motor/thank-you" };
const digitProduct = { kind: "go", to: "/insurance/motor/K1/digit/digit-product-motor" };
const pay = "https://pay.insurer.example/digit-motor?requestKey=K1";
const digit = (
  meta: Record<string, unknown>,
  data: Record<string, unknown> = { paymentUrl: pay, policyNumber: "D-1", memberName: "Asha Rao" },
) => ({
  status: 200,
  meta: { companyName: "digit", productType: "motor", ...meta },
  data,
});

describe("motorBuyNowOutcome", () => {
  it.each([
    ["non-200 goes to /motor/thank-you", { status: 500 }, thankYou],
    [
      "409 goes to /motor/thank-you",
      { status: 409, meta: { companyName: "digit" }, data: { paymentUrl: pay } },
      thankYou,
    ],
    [
      "future-genrali goes to /motor/thank-you",
      { status: 200, meta: { companyName: "future-genrali", productType: "motor" }, data: {} },
      thankYou,
    ],
    [
      "future-genrali with a paymentUrl still goes to /motor/thank-you",
      { status: 200, meta: { companyName: "future-genrali" }, data: { paymentUrl: pay } },
      thankYou,
    ],
    [
      "digit, no inspection needed → digit-product-motor",
      digit({ isMotorInspectionNeeded: false, isMotorInspectionDone: false }),
      digitProduct,
    ],
    ["digit, inspection flags missing → digit-product-motor", digit({}), digitProduct],
    [
      "digit, inspection needed and done → digit-product-motor",
      digit({ isMotorInspectionNeeded: true, isMotorInspectionDone: true }),
      digitProduct,
    ],
    [
      "digit, inspection needed, not done, site path → that page (break-in info)",
      digit(
        { isMotorInspectionNeeded: true, isMotorInspectionDone: false },
        { paymentUrl: "/motor/K1/break-in-info" },
      ),
      { kind: "go", to: "/motor/K1/break-in-info" },
    ],
    [
      "digit, inspection needed, not done, allowlisted inspection link → leave",
      digit(
        { isMotorInspectionNeeded: true, isMotorInspectionDone: false },
        { paymentUrl: "https://pay.insurer.example/inspect?k=K1" },
      ),
      { kind: "leave", url: "https://pay.insurer.example/inspect?k=K1" },
    ],
    [
      "digit, inspection needed, not done, refused URL → /motor/thank-you",
      digit(
        { isMotorInspectionNeeded: true, isMotorInspectionDone: false },
        { paymentUrl: "https://evil.example/inspect" },
      ),
      thankYou,
    ],
    [
      "digit, inspection needed, not done, javascript: → /motor/thank-you",
      digit({ isMotorInspectionNeeded: true }, { paymentUrl: "javascript:alert(1)" }),
      thankYou,
    ],
    [
      "digit without a paymentUrl → /motor/thank-you",
      digit({ isMotorInspectionNeeded: false }, {}),
      thankYou,
    ],
    ["digit with a blank paymentUrl → /motor/thank-you", digit({}, { paymentUrl: "  " }), thankYou],
    [
      "another insurer → /motor/thank-you",
      {
        status: 200,
        meta: { companyName: "icici-lombard", productType: "motor" },
        data: { paymentUrl: pay },
      },
      thankYou,
    ],
    ["no meta → /motor/thank-you", { status: 200, data: { paymentUrl: pay } }, thankYou],
    [
      "inspection flag as text is not 'needed' (strict booleans)",
      digit({ isMotorInspectionNeeded: "true" }),
      digitProduct,
    ],
  ] as const)("%s", (_label, answer, expected) => {
    expect(motorBuyNowOutcome(answer, "K1", policy)).toEqual(expected);
  });
});

describe("digitProductMotorOutcome", () => {
  it("shows the policy number and the allowlisted payment URL", () => {
    expect(
      digitProductMotorOutcome(digit({ isMotorInspectionNeeded: false }), "K1", policy),
    ).toEqual({
      kind: "pay",
      paymentUrl: pay,
      policyNumber: "D-1",
      memberName: "Asha Rao",
    });
  });
  it("sends a visitor whose inspection is still due to the break-in page, not to payment", () => {
    expect(
      digitProductMotorOutcome(
        digit({ isMotorInspectionNeeded: true }, { paymentUrl: "/motor/K1/break-in-info" }),
        "K1",
        policy,
      ),
    ).toEqual({
      kind: "go",
      to: "/motor/K1/break-in-info",
    });
  });
  it.each([
    ["a failed call", { status: 500 }],
    ["future-genrali", { status: 200, meta: { companyName: "future-genrali" }, data: {} }],
    ["a payment URL off the allowlist", digit({}, { paymentUrl: "https://evil.example/pay" })],
  ] as const)("%s → /motor/thank-you", (_label, answer) => {
    expect(digitProductMotorOutcome(answer, "K1", policy)).toEqual(thankYou);
  });
});

describe("motor proposal saves", () => {
  it.each([
    [200, { kind: "go", to: "/motor/K1/nominee" }],
    [500, { kind: "go", to: "/" }],
    [409, { kind: "go", to: "/" }],
  ] as const)("member %i", (status, expected) =>
    expect(motorMemberSaveOutcome(status, "K1")).toEqual(expected),
  );

  it.each([
    [200, { kind: "go", to: "/motor/K1/communication" }],
    [500, thankYou],
    [400, thankYou],
  ] as const)("nominee %i", (status, expected) =>
    expect(motorNomineeSaveOutcome(status, "K1")).toEqual(expected),
  );

  it.each([
    [
      "200 with a site path",
      { status: 200, url: "/motor/K1/add-ons" },
      { kind: "go", to: "/motor/K1/add-ons" },
    ],
    [
      "200 with the site's absolute URL",
      { status: 200, url: "https://www.broker.example/motor/K1/final-quote" },
      { kind: "go", to: "/motor/K1/final-quote" },
    ],
    [
      "200 with an allowlisted insurer URL",
      { status: 200, url: "https://pay.insurer.example/x" },
      { kind: "leave", url: "https://pay.insurer.example/x" },
    ],
    ["200 with a refused URL", { status: 200, url: "//evil.example/x" }, thankYou],
    ["200 without a URL", { status: 200 }, thankYou],
    ["non-200", { status: 500, url: "/motor/K1/add-ons" }, thankYou],
  ] as const)("communication/add-ons: %s", (_label, answer, expected) => {
    expect(motorUrlSaveOutcome(answer, policy)).toEqual(expected);
  });
});
