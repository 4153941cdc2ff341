/**
 * The contract's wire enums (broker-api.md; spec 3): the values forms offer and the schemas in
 * `health.ts` and `proposal.ts` accept. Kept apart from the schemas and free of zod, so a client
 * screen can list its options without shipping the schemas (issue 11: zod is loaded only when a
 * form is checked). The contract modules re-export them.
 */

/** The proposer's gender (spec 3 member forms, health and motor). */
export const genders = ["Male", "Female", "Other"] as const;
export type Gender = (typeof genders)[number];

/** The proposer's ID documents (spec 3 member forms, health and motor). */
export const documentTypes = ["Aadhaar", "PAN", "Passport", "DL"] as const;
export type DocumentType = (typeof documentTypes)[number];

/** Nominee relations on the wire, in the spec's order. */
export const nomineeRelationValues = [
  "brother",
  "husband",
  "grand_father",
  "grand_mother",
  "father_in_law",
  "mother_in_law",
  "mother",
  "sister",
  "son",
  "daughter",
  "father",
  "wife",
  "other",
] as const;
export type NomineeRelation = (typeof nomineeRelationValues)[number];

export const nomineeGenders = ["male", "female", "other"] as const;
export type NomineeGender = (typeof nomineeGenders)[number];

/** Relations on the quote form (spec 3 "Health quote form values"). */
export const quoteRelations = ["Self", "Spouse", "Child", "Parent"] as const;
export type QuoteRelation = (typeof quoteRelations)[number];

/** Relations on the member form (spec 3 "Health member form"). */
export const memberRelations = ["Self", "Spouse", "Child", "Parent", "Sibling"] as const;
export type MemberRelation = (typeof memberRelations)[number];

export const maritalStatuses = ["Single", "Married", "Divorced"] as const;
export type MaritalStatus = (typeof maritalStatuses)[number];

export const policyTypes = ["Individual", "Family"] as const;
export type PolicyType = (typeof policyTypes)[number];

/** hdfc-ergo sums insured in rupees (spec 3, spec 9: 5 lakh to 2 crore). */
export const sumInsuredValues = [
  500000, 1000000, 1500000, 2000000, 2500000, 5000000, 10000000, 20000000,
] as const;
export type SumInsured = (typeof sumInsuredValues)[number];

/** hdfc-ergo critical illness plans: the number of illnesses covered (spec 3). */
export const criticalIllnessPlans = [9, 12, 15, 18, 25, 40, 51] as const;
export type CriticalIllnessPlan = (typeof criticalIllnessPlans)[number];

// Motor (spec 3 "Previous insurance", "Motor member form"; spec 9)

/** Previous policy types: bundled (1 OD + 3 TP), comprehensive, third-party only, own-damage only. */
export const previousPolicyTypes = ["bundle", "comp", "tp", "od"] as const;
export type PreviousPolicyType = (typeof previousPolicyTypes)[number];

/** No-claim bonus options of the previous policy, in percent (spec 9: 0, 20, then 25 to 65 in steps of 5). */
export const nbcValues = [0, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65] as const;
export type Nbc = (typeof nbcValues)[number];

/** Motor owners may also be widowed (spec 3 "Motor member form"). */
export const motorMaritalStatuses = ["Single", "Married", "Divorced", "Widow"] as const;
export type MotorMaritalStatus = (typeof motorMaritalStatuses)[number];

/** True when every field of a policy block other than srNo is empty (insurance 2 left alone). */
export function isBlankPreviousInsurance(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== "object") return false;
  return Object.entries(value).every(
    ([key, v]) =>
      key === "srNo" || v === undefined || v === null || (typeof v === "string" && v.trim() === ""),
  );
}

/**
 * Separator of a map-premium add-on's amount key: for an item `code` whose premium is a map,
 * the site submits `code: true` and `` `${code}__${amountKey}`: true `` for the chosen amount.
 */
export const addOnAmountSeparator = "__";

/** Keys of the add-on sections, in display order (spec 3 "Motor add-ons"). */
export const addOnSectionKeys = [
  "pACover",
  "unnamedPA",
  "addons",
  "accessories",
  "legalLiability",
] as const;
export type AddOnSectionKey = (typeof addOnSectionKeys)[number];

/** The key that marks `amountKey` as the chosen amount of the map-premium add-on `code`. */
export function addOnAmountKey(code: string, amountKey: string): string {
  return `${code}${addOnAmountSeparator}${amountKey}`;
}
