import type { JourneyName, StepPressCase } from "./step-press";

const NOMINEE_DOB = "Enter the nominee's date of birth as dd/mm/yyyy";
const PINCODE = "Please enter a valid 6-digit pincode.";

/**
 * Every journey screen past the quote that the press sweep covers (issue 23 items 7–8: "every
 * proposal step, previous insurance, add-ons, KYC forms"), in the order they run: a journey's
 * later screens rely on its earlier ones being saved, and motor's previous insurance goes last
 * (saving it again sends the visitor back to the plans).
 */
export const STEP_PRESS_CASES: StepPressCase[] = [
  {
    name: "health member step",
    journey: "health",
    path: (key) => `/health/${key}/member`,
    button: "Save and continue",
    next: (key) => new RegExp(`/health/${key}/medical$`),
    invalid: { name: "members.0.firstName", message: "Enter the first name", valid: "Asha" },
    change: { name: "members.0.weight", value: "62", saved: true },
  },
  {
    name: "health medical step (Yes/No per member)",
    journey: "health",
    path: (key) => `/health/${key}/medical`,
    button: "Save and continue",
    next: (key) => new RegExp(`/health/${key}/nominee$`),
    invalid: {
      name: "members.0.disease.name",
      message: "Give the details for this answer",
      valid: "Migraine",
    },
    change: { name: "members.0.disease.name", value: "Migraine, mild", saved: true },
  },
  {
    name: "health nominee step",
    journey: "health",
    path: (key) => `/health/${key}/nominee`,
    button: "Save and continue",
    next: (key) => new RegExp(`/health/${key}/communication$`),
    // Every nominee field may be left empty (spec 5); a date that is none is refused.
    invalid: { name: "dob", bad: "31/13/1988", message: NOMINEE_DOB, valid: "02/03/1988" },
    change: { name: "firstName", value: "Kiran", saved: true },
  },
  {
    name: "health communication step (address)",
    journey: "health",
    path: (key) => `/health/${key}/communication`,
    button: "Save and continue",
    next: (key) => new RegExp(`/health/${key}/final-quote$`),
    // The address may be left empty (spec 5); a pincode that is none is refused.
    invalid: { name: "pincode", bad: "4000", message: PINCODE, valid: "400072" },
    change: { name: "street", value: "14 Park Street", saved: true },
  },
  {
    name: "health final quote: declaration and Buy Now",
    journey: "health",
    path: (key) => `/health/${key}/final-quote`,
    button: /^Buy Now/,
    // KYC before payment: digit's KYC page, in this tab.
    next: () => /\/hosted\/kyc\/digit/,
    invalid: {
      name: "declaration",
      message: "Please tick the declaration to continue.",
      valid: true,
    },
    change: { name: "declaration", value: true, saved: false },
  },
  {
    name: "health member step, HDFC ERGO with critical-illness cover",
    journey: "hdfc",
    path: (key) => `/health/${key}/member`,
    button: "Save and continue",
    next: (key) => new RegExp(`/health/${key}/medical$`),
    invalid: {
      name: "members.0.criticalIllnessCoverValue",
      message: "Enter the critical illness cover in rupees",
      valid: "200000",
    },
    change: { name: "members.0.annualIncome", value: "1300000", saved: true },
  },
  {
    name: "Future Generali KYC: Complete KYC (form post to the insurer)",
    journey: "fg",
    path: (key) => `/insurance/health/${key}/future-genrali/kyc-check`,
    button: "Complete KYC",
    next: () => /\/hosted\/kyc\/future-genrali/,
    postsNatively: true,
  },
  {
    name: "motor owner step",
    journey: "motor",
    path: (key) => `/motor/${key}/member`,
    button: "Save and continue",
    next: (key) => new RegExp(`/motor/${key}/nominee$`),
    invalid: { name: "firstName", message: "First name is required", valid: "Asha" },
    change: { name: "lastName", value: "Rane", saved: true },
  },
  {
    name: "motor nominee step",
    journey: "motor",
    path: (key) => `/motor/${key}/nominee`,
    button: "Save and continue",
    next: (key) => new RegExp(`/motor/${key}/communication$`),
    invalid: { name: "dob", bad: "31/13/1988", message: NOMINEE_DOB, valid: "02/03/1988" },
    change: { name: "lastName", value: "Rane", saved: true },
  },
  {
    name: "motor communication step (address)",
    journey: "motor",
    path: (key) => `/motor/${key}/communication`,
    button: "Save and continue",
    next: (key) => new RegExp(`/motor/${key}/add-ons$`),
    invalid: { name: "pincode", bad: "4000", message: PINCODE, valid: "411001" },
    change: { name: "street", value: "14 Park Street", saved: true },
  },
  {
    name: "motor add-ons",
    journey: "motor",
    path: (key) => `/motor/${key}/add-ons`,
    button: "Save and see final quote",
    next: (key) => new RegExp(`/motor/${key}/final-quote$`),
    // Nothing here can be wrong: a press with the focus on a box goes on.
    focus: "roadsideAssistance",
    change: { name: "roadsideAssistance", value: true, saved: true },
  },
  {
    name: "motor final quote: declaration and Buy Now",
    journey: "motor",
    path: (key) => `/motor/${key}/final-quote`,
    button: /^Buy Now/,
    next: () => /\/hosted\/kyc\/digit/,
    invalid: {
      name: "declaration",
      message: "Please tick the declaration to continue.",
      valid: true,
    },
    change: { name: "declaration", value: true, saved: false },
  },
  {
    name: "motor previous insurance (vehicle confirmed on the same screen)",
    journey: "motor",
    path: (key) => `/motor/${key}/additional-policy-details`,
    button: "Save and see plans",
    next: (key) => new RegExp(`/insurance-compare/motor/${key}$`),
    invalid: {
      name: "insurances.0.policyNumber",
      message: "Policy number is required",
      valid: "3001/12345678",
    },
    change: { name: "insurances.0.policyNumber", value: "3001/87654321", saved: true },
  },
];

/** The journeys the cases need, each built once per spec file. */
export const STEP_PRESS_JOURNEYS: JourneyName[] = [
  ...new Set(STEP_PRESS_CASES.map((c) => c.journey)),
];
