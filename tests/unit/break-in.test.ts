import { describe, expect, it } from "vitest";
import {
  INSPECTION_NOT_COMPLETE,
  POLICY_NOT_FOUND,
  POLICY_SEARCH_FAILED,
  breakInInfo,
  policySearchOutcome,
} from "@/lib/journeys/motor/break-in";

/** The motor break-in screens (spec 2.4, spec 4 "Break-in", spec 8). */

const policy = {
  siteOrigin: "https://www.broker.example",
  allowlist: ["https://pay.insurer.example"],
};

describe("policySearchOutcome (check/policy/status → where the search goes)", () => {
  it.each([
    [
      "200 + digit-product-motor path → go",
      { status: 200, redirectUrl: "/insurance/motor/mot-K1/digit/digit-product-motor" },
      { kind: "go", to: "/insurance/motor/mot-K1/digit/digit-product-motor" },
    ],
    [
      "200 + inspection-fail path → go",
      { status: 200, redirectUrl: "/motor/mot-K1/inspection-fail" },
      { kind: "go", to: "/motor/mot-K1/inspection-fail" },
    ],
    [
      "200 + the site's own absolute URL → go to its path",
      { status: 200, redirectUrl: "https://www.broker.example/motor/mot-K1/inspection-fail" },
      { kind: "go", to: "/motor/mot-K1/inspection-fail" },
    ],
    [
      "200 + an allowlisted insurer URL → leave",
      { status: 200, redirectUrl: "https://pay.insurer.example/pay?x=1" },
      { kind: "leave", url: "https://pay.insurer.example/pay?x=1" },
    ],
    ["404 → stay, not found", { status: 404 }, { kind: "stay", message: POLICY_NOT_FOUND }],
    [
      "404 even with a URL → stay, not found",
      { status: 404, redirectUrl: "/motor/mot-K1/inspection-fail" },
      { kind: "stay", message: POLICY_NOT_FOUND },
    ],
    [
      "500 failed call → stay, try again",
      { status: 500 },
      { kind: "stay", message: POLICY_SEARCH_FAILED },
    ],
    [
      "400 refused number → stay, try again",
      { status: 400 },
      { kind: "stay", message: POLICY_SEARCH_FAILED },
    ],
  ] as const)("%s", (_label, answer, expected) => {
    expect(policySearchOutcome(answer, policy)).toEqual(expected);
  });

  it.each([
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:text/html,hi"],
    ["protocol-relative //evil.com", "//evil.com/motor/x"],
    ["backslash trick", "/\\evil.com"],
    ["an unknown origin", "https://evil.example/motor/mot-K1/inspection-fail"],
    ["no URL", undefined],
    ["an empty URL", ""],
  ] as const)("200 with a refused URL (%s) → stay with a message", (_label, redirectUrl) => {
    expect(policySearchOutcome({ status: 200, redirectUrl }, policy)).toEqual({
      kind: "stay",
      message: POLICY_SEARCH_FAILED,
    });
  });

  it("the messages are distinct and say what to do", () => {
    expect(POLICY_NOT_FOUND).not.toBe(POLICY_SEARCH_FAILED);
    expect(POLICY_NOT_FOUND).toContain("could not find a policy");
    expect(INSPECTION_NOT_COMPLETE).toBe("Sorry, your inspection is not complete yet...");
  });
});

describe("breakInInfo (trigger/purchase, fallback get/active/member/data)", () => {
  it.each([
    [
      "name and number from the purchase",
      { memberName: "Asha Rao", policyNumber: "DIG-1" },
      { firstName: "X", lastName: "Y" },
      { memberName: "Asha Rao", policyNumber: "DIG-1" },
    ],
    [
      "name from the saved owner",
      { policyNumber: "DIG-1" },
      { firstName: "Asha", lastName: "Rao" },
      { memberName: "Asha Rao", policyNumber: "DIG-1" },
    ],
    [
      "a blank purchase name falls back",
      { memberName: "  ", policyNumber: "DIG-1" },
      { firstName: "Asha" },
      { memberName: "Asha", policyNumber: "DIG-1" },
    ],
    [
      "no name anywhere",
      { policyNumber: " DIG-1 " },
      undefined,
      { memberName: null, policyNumber: "DIG-1" },
    ],
    [
      "purchase failed, owner known",
      {},
      { firstName: "Asha", lastName: "Rao" },
      { memberName: "Asha Rao", policyNumber: null },
    ],
    ["nothing loaded → error state", {}, undefined, null],
    ["no purchase answer at all → error state", undefined, {}, null],
  ] as const)("%s", (_label, purchase, member, expected) => {
    expect(breakInInfo(purchase, member)).toEqual(expected);
  });
});
