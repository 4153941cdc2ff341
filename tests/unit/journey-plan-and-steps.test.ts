import { describe, expect, it } from "vitest";
import {
  communicationSaveOutcome,
  medicalSaveOutcome,
  memberSaveOutcome,
  nomineeSaveOutcome,
} from "@/lib/journeys/health/steps";
import { planSelectionOutcome } from "@/lib/journeys/shared/plan-selection";

/** Plan selection and the proposal saves (spec 4 "Plan selection", "Health flow"). */

const policy = {
  siteOrigin: "https://www.broker.example",
  allowlist: ["https://kyc.insurer.example"],
};

/** URLs the allowlist refuses: every one takes the failure path. */
const refused = [
  ["javascript:", "javascript:alert(1)"],
  ["data:", "data:text/html,hi"],
  ["an unknown origin", "https://evil.example/health/k/member"],
  ["protocol-relative //host", "//evil.example/x"],
  ["backslash trick", "/\\evil.example"],
  ["no URL", undefined],
  ["an empty URL", ""],
] as const;

describe("planSelectionOutcome", () => {
  it.each([
    [
      "200 with a site path → follow it",
      { status: 200, url: "/health/K1/member" },
      "health",
      { kind: "go", to: "/health/K1/member" },
    ],
    [
      "200 with the site's own absolute URL → its path",
      { status: 200, url: "https://www.broker.example/health/K1/member" },
      "health",
      { kind: "go", to: "/health/K1/member" },
    ],
    [
      "200 with an allowlisted insurer URL → leave",
      { status: 200, url: "https://kyc.insurer.example/start" },
      "health",
      { kind: "leave", url: "https://kyc.insurer.example/start" },
    ],
    [
      "non-200 health → /health/thank-you",
      { status: 400, url: "/health/K1/member" },
      "health",
      { kind: "go", to: "/health/thank-you" },
    ],
    [
      "failed call motor → /motor/thank-you",
      { status: 500 },
      "motor",
      { kind: "go", to: "/motor/thank-you" },
    ],
    [
      "200 motor with a site path",
      { status: 200, url: "/motor/K1/member" },
      "motor",
      { kind: "go", to: "/motor/K1/member" },
    ],
  ] as const)("%s", (_label, answer, type, expected) => {
    expect(planSelectionOutcome(answer, type, policy)).toEqual(expected);
  });

  it.each(refused)("a refused URL (%s) → the thank-you page", (_label, url) => {
    expect(planSelectionOutcome({ status: 200, url }, "health", policy)).toEqual({
      kind: "go",
      to: "/health/thank-you",
    });
    expect(planSelectionOutcome({ status: 200, url }, "motor", policy)).toEqual({
      kind: "go",
      to: "/motor/thank-you",
    });
  });
});

describe("memberSaveOutcome", () => {
  it.each([
    [200, { kind: "go", to: "/health/K1/medical" }],
    [400, { kind: "go", to: "/" }],
    [500, { kind: "go", to: "/" }],
    [202, { kind: "go", to: "/" }],
  ])("status %d → %j", (status, expected) => {
    expect(memberSaveOutcome(status, "K1")).toEqual(expected);
  });
});

describe("medicalSaveOutcome", () => {
  it.each([
    ["200 routeTo nominee", 200, "nominee", "/health/K1/nominee"],
    ["200 routeTo with slashes", 200, "/nominee/", "/health/K1/nominee"],
    ["200 routeTo communication", 200, "communication", "/health/K1/communication"],
    ["200 routeTo not a step", 200, "https://evil.example", "/health/thank-you"],
    ["200 routeTo a traversal", 200, "../../evil", "/health/thank-you"],
    ["200 without routeTo", 200, undefined, "/health/thank-you"],
    ["failure", 500, "nominee", "/health/thank-you"],
  ])("%s", (_label, status, routeTo, to) => {
    expect(medicalSaveOutcome(status, routeTo, "K1")).toEqual({ kind: "go", to });
  });
});

describe("nomineeSaveOutcome", () => {
  it.each([
    [200, "/health/K1/communication"],
    [400, "/health/thank-you"],
    [500, "/health/thank-you"],
  ])("status %d → %s", (status, to) => {
    expect(nomineeSaveOutcome(status, "K1")).toEqual({ kind: "go", to });
  });
});

describe("communicationSaveOutcome", () => {
  it.each([
    [
      "200 final quote",
      { status: 200, url: "/health/K1/final-quote" },
      { kind: "go", to: "/health/K1/final-quote" },
    ],
    [
      "200 KYC check",
      { status: 200, url: "/insurance/health/K1/hdfc-ergo/kyc-check" },
      { kind: "go", to: "/insurance/health/K1/hdfc-ergo/kyc-check" },
    ],
    [
      "200 allowlisted insurer",
      { status: 200, url: "https://kyc.insurer.example/x" },
      { kind: "leave", url: "https://kyc.insurer.example/x" },
    ],
    [
      "non-200",
      { status: 400, url: "/health/K1/final-quote" },
      { kind: "go", to: "/health/thank-you" },
    ],
  ] as const)("%s", (_label, answer, expected) => {
    expect(communicationSaveOutcome(answer, policy)).toEqual(expected);
  });

  it.each(refused)("a refused URL (%s) → /health/thank-you", (_label, url) => {
    expect(communicationSaveOutcome({ status: 200, url }, policy)).toEqual({
      kind: "go",
      to: "/health/thank-you",
    });
  });
});
