/**
 * The Indian formats the site checks, one definition each: mobile number, pincode, PAN, Aadhaar
 * (with its Verhoeff check digit), passport, driving licence and vehicle registration (state and
 * Bharat series). Each format is a normaliser (what a person may type around it), a regex that
 * `zod/mini`'s `z.regex` can use, and an `is…` check that normalises first.
 *
 * Messages are not here: each form words its own (the spec quotes some verbatim), but every form
 * asks the same question of the value. No zod import, so the module costs the browser a few
 * hundred bytes wherever it is used.
 */

// ---------------------------------------------------------------------------------------------
// Mobile

/** A 10-digit Indian mobile number starting 6–9 (after {@link normaliseMobile}). */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/** Strips spaces, dashes and a leading +91 / 91 / 0 from a typed mobile number: "+91 98765-43210" → "9876543210". */
export function normaliseMobile(value: string): string {
  return value.replace(/[\s-]/g, "").replace(/^(\+91|91(?=\d{10}$)|0(?=\d{10}$))/, "");
}

/** Whether `value` is an Indian mobile number once normalised (spaces, dashes, +91 allowed). */
export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(normaliseMobile(value.trim()));
}

// ---------------------------------------------------------------------------------------------
// Pincode

/** A 6-digit Indian postal index number; none starts with 0 (the first digit is the postal zone 1–9). */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/** Whether `value` (trimmed) is a pincode. */
export function isPincode(value: string): boolean {
  return PINCODE_PATTERN.test(value.trim());
}

// ---------------------------------------------------------------------------------------------
// Identity documents

/** Upper-cases a typed document number and drops spaces and dashes: "abcde 1234f" → "ABCDE1234F". */
export function normaliseDocumentId(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, "");
}

/** PAN: five letters, four digits, a letter (ABCDE1234F). */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;

/** Aadhaar: 12 digits, never starting with 0 or 1 (UIDAI); the last is a Verhoeff check digit ({@link isAadhaar}). */
export const AADHAAR_PATTERN = /^[2-9]\d{11}$/;

/** Indian passport: a letter and seven digits (A1234567). */
export const PASSPORT_PATTERN = /^[A-Z]\d{7}$/;

/**
 * Driving licence in the national (Sarathi) form once spaces and dashes are dropped: state code
 * (2 letters), RTO code (2 digits), year of issue (4 digits), serial (7 digits), such as
 * MH1420110062821 (typed also as "MH14 20110062821" or "MH-14-2011-0062821").
 */
export const DRIVING_LICENCE_PATTERN = /^[A-Z]{2}\d{2}\d{4}\d{7}$/;

// Verhoeff (1969): the dihedral group D5 multiplication table and the position permutation, one
// string of ten digits per row (the inverse table only serves to compute a check digit). A number
// is valid when folding its digits right to left through them ends at 0; this catches every
// single-digit error and every swap of adjacent digits.
const VERHOEFF_D =
  "0123456789 1234067895 2340178956 3401289567 4012395678 5987604321 6598710432 7659821043 8765932104 9876543210"
    .split(" ")
    .map((row) => [...row].map(Number));
const VERHOEFF_P =
  "0123456789 1576283094 5803796142 8916043527 9453126870 4286573901 2793806415 7046913258"
    .split(" ")
    .map((row) => [...row].map(Number));

/**
 * The Verhoeff check (J. Verhoeff, "Error Detecting Decimal Codes", 1969; the check digit UIDAI
 * puts at the end of every Aadhaar number). No npm package for it is kept up (the ones published
 * are 0.0.x and years old), and the algorithm is two tables.
 *
 * @param digits a string of decimal digits, check digit last
 * @returns true when the check digit matches; false for an empty string or any non-digit
 */
export function verhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let c = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    c = VERHOEFF_D[c]![VERHOEFF_P[i % 8]![digit]!]!;
  }
  return c === 0;
}

/** Whether `value` (spaces and dashes allowed) is an Aadhaar number: 12 digits, first 2–9, valid Verhoeff check digit. */
export function isAadhaar(value: string): boolean {
  const id = normaliseDocumentId(value);
  return AADHAAR_PATTERN.test(id) && verhoeffValid(id);
}

/** Whether `value` (any case, spaces allowed) is a PAN. */
export function isPan(value: string): boolean {
  return PAN_PATTERN.test(normaliseDocumentId(value));
}

/** Whether `value` (any case, spaces allowed) is an Indian passport number. */
export function isPassport(value: string): boolean {
  return PASSPORT_PATTERN.test(normaliseDocumentId(value));
}

/** Whether `value` (any case, spaces and dashes allowed) is a driving licence number. */
export function isDrivingLicence(value: string): boolean {
  return DRIVING_LICENCE_PATTERN.test(normaliseDocumentId(value));
}

/** The proof-of-identity documents the member forms take, by their wire names. */
export type IdentityDocument = "Aadhaar" | "PAN" | "Passport" | "DL";

/** The check for each {@link IdentityDocument}. */
export const isDocumentId: Readonly<Record<IdentityDocument, (value: string) => boolean>> = {
  Aadhaar: isAadhaar,
  PAN: isPan,
  Passport: isPassport,
  DL: isDrivingLicence,
};

// ---------------------------------------------------------------------------------------------
// Vehicle registration

/** Upper-cases a typed vehicle number and drops spaces, dashes and dots: "mh 12-ab 1234" → "MH12AB1234". */
export function normaliseRegistrationNumber(value: string): string {
  return value.toUpperCase().replace(/[\s.\-]/g, "");
}

/** State and union-territory codes used on Indian registration plates (old and new forms). */
export const indianStateCodes = [
  "AN",
  "AP",
  "AR",
  "AS",
  "BR",
  "CG",
  "CH",
  "DD",
  "DL",
  "DN",
  "GA",
  "GJ",
  "HP",
  "HR",
  "JH",
  "JK",
  "KA",
  "KL",
  "LA",
  "LD",
  "MH",
  "ML",
  "MN",
  "MP",
  "MZ",
  "NL",
  "OD",
  "OR",
  "PB",
  "PY",
  "RJ",
  "SK",
  "TG",
  "TN",
  "TR",
  "TS",
  "UA",
  "UK",
  "UP",
  "WB",
] as const;
const stateCodeSet: ReadonlySet<string> = new Set(indianStateCodes);

/** A registration number split into its parts. */
export type RegistrationParts =
  | { kind: "state"; stateCode: string; rto: string; series: string; number: string }
  | { kind: "bharat"; year: number; number: string; series: string };

/** State series, normalised: state code, RTO number (1–2 digits), series (1–3 letters), 4 digits. */
export const STATE_REGISTRATION_PATTERN = /^([A-Z]{2})(\d{1,2})([A-Z]{1,3})(\d{4})$/;
/** Bharat series, normalised: YY BH #### XX; the letters skip I and O. */
export const BHARAT_REGISTRATION_PATTERN = /^(\d{2})BH(\d{4})([A-HJ-NP-Z]{1,2})$/;

/**
 * Parses an Indian registration number (normalised first): state code + RTO number (1–2
 * digits) + series (1–3 letters) + 4 digits, such as MH12AB1234, DL3CAB1234, KA05MN0007; or the
 * Bharat series YYBH####XX (year 2021 or later), such as 22BH1234AA.
 *
 * @returns the parts, or null when the value is not a valid registration number (unknown state
 *   code, RTO 0, number 0000, Bharat year before 2021).
 */
export function parseRegistrationNumber(value: string): RegistrationParts | null {
  const rc = normaliseRegistrationNumber(value);
  const bh = BHARAT_REGISTRATION_PATTERN.exec(rc);
  if (bh) {
    const [, yy = "", number = "", series = ""] = bh;
    const year = 2000 + Number(yy);
    if (year < 2021 || number === "0000") return null;
    return { kind: "bharat", year, number, series };
  }
  const st = STATE_REGISTRATION_PATTERN.exec(rc);
  if (!st) return null;
  const [, stateCode = "", rto = "", series = "", number = ""] = st;
  if (!stateCodeSet.has(stateCode) || Number(rto) === 0 || number === "0000") return null;
  return { kind: "state", stateCode, rto, series, number };
}

/** Whether `value` is an Indian vehicle registration number (see {@link parseRegistrationNumber}). */
export function isRegistrationNumber(value: string): boolean {
  return parseRegistrationNumber(value) !== null;
}
