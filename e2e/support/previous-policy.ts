/**
 * A motor request's previous policy as `/set/base-policy-details` takes it (one `insurances`
 * entry), for the e2e specs and the benchmark (tests/bench/motor-request.ts). No test-runner
 * imports, so the benchmark can use it outside Playwright.
 */

/** yyyy-mm-dd `days` from today (negative: in the past; UTC, the sandbox's India date differs by at most a day). */
export function isoDaysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** One previous policy entry of the contract's `insurances` list. */
export type PreviousPolicy = {
  srNo: number;
  insuranceCompany: string;
  policyNumber: string;
  startDate: string;
  endDate: string;
  policyType: string;
  nbc: number;
  lastYearClaim: "true" | "false";
};

/**
 * A comprehensive HDFC policy ending in 25 days, 20 % NCB, no claim: renewable without a
 * break-in inspection. `overrides` change any field (a lapsed policy, another insurer).
 */
export function previousPolicy(overrides: Partial<PreviousPolicy> = {}): PreviousPolicy {
  return {
    srNo: 1,
    insuranceCompany: "HDFC",
    policyNumber: "OLD-1",
    startDate: isoDaysFromToday(-340),
    endDate: isoDaysFromToday(25),
    policyType: "comp",
    nbc: 20,
    lastYearClaim: "false",
    ...overrides,
  };
}
