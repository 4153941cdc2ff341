/**
 * Which insurer asks for which extra member fields (spec 5 "Health member form"). No imports:
 * the member form shows the fields by these rules and the wire contract
 * (`lib/api/contract/health.ts`) requires them by the same rules.
 */

/** Whether the hdfc-ergo plan fields (policy type, sum insured, critical illness) apply to this member. */
export function hasHdfcPlanFields(companyName: string, memberNo: number): boolean {
  return companyName === "hdfc-ergo" && memberNo === 1;
}

/** Whether the insurer asks for `annualIncome`. */
export function needsAnnualIncome(companyName: string): boolean {
  return companyName === "hdfc-ergo";
}
