import { isCalendarDate, todayInIndia } from "@/lib/validation/dates";

/**
 * Which questions fit a member (issue 23 item 3): a member under 18 on today's India date is not
 * asked marital status, profession, annual income or an ID document. No zod and no React: the
 * member form shows the fields by these rules, and the site's check and the contract
 * (`lib/api/contract/health.ts`) require them by the same rules.
 */

/** The age from which a member is asked the adult questions. */
export const ADULT_AGE = 18;

/** The member fields only adults are asked; optional for a member under {@link ADULT_AGE}. */
export const adultOnlyMemberFields = [
  "maritalStatus",
  "profession",
  "annualIncome",
  "documentType",
  "documentId",
  "documentIssueDate",
] as const;
export type AdultOnlyMemberField = (typeof adultOnlyMemberFields)[number];

/**
 * Age in whole years on `today` of someone born on `dob` (both `yyyy-mm-dd`), or null when
 * either is not a calendar date. Born on 29 February: a year older on 1 March in other years.
 */
export function ageOn(dob: string, today: string): number | null {
  if (!isCalendarDate(dob) || !isCalendarDate(today)) return null;
  const years = Number(today.slice(0, 4)) - Number(dob.slice(0, 4));
  return today.slice(5) < dob.slice(5) ? years - 1 : years;
}

/**
 * True when a member born on `dob` (`yyyy-mm-dd`) is under {@link ADULT_AGE} on `today` (India's
 * date). A missing or malformed date counts as an adult: the adult questions stay asked until
 * the date says otherwise, so nothing is skipped by mistake.
 */
export function isMinor(dob: string | undefined, today: string = todayInIndia()): boolean {
  const age = dob ? ageOn(dob, today) : null;
  return age !== null && age < ADULT_AGE;
}

/** Centimetres in an inch. */
const CM_PER_INCH = 2.54;

/**
 * A height typed in feet and inches as whole centimetres (the contract's unit): 5 ft 7 in → 170.
 * Null when either part is not a number, or inches are 12 or more.
 */
export function cmFromFeetInches(feet: string, inches: string): number | null {
  const ft = feet.trim() === "" ? NaN : Number(feet);
  const inch = inches.trim() === "" ? 0 : Number(inches);
  if (!Number.isFinite(ft) || !Number.isFinite(inch) || ft < 0 || inch < 0 || inch >= 12)
    return null;
  return Math.round((ft * 12 + inch) * CM_PER_INCH);
}

/** A height in centimetres as feet and inches (whole inches), to show a saved height. */
export function feetInchesFromCm(cm: number): { feet: number; inches: number } {
  const total = Math.round(cm / CM_PER_INCH);
  return { feet: Math.floor(total / 12), inches: total % 12 };
}
