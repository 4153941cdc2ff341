/**
 * Verbatim messages of the health journey (spec 5 and spec 8), for the screens, the contract's
 * validation messages and the tests. No imports: the wire contract (`lib/api/contract/health.ts`)
 * takes its validation messages from here without pulling in any screen code.
 */
export const healthMessages = {
  adultsMin: "At least 1 adult is required",
  adultsMax: "Maximum 6 adults allowed",
  adultsAlert: "At least one adult is required.",
  kidsMin: "Minimum 0 kids",
  kidsMax: "Maximum 4 kids allowed",
  pincode: "Please enter a valid 6-digit pincode.",
  memberDetails: "Please fill all member details.",
  contactDetails: "Please fill in all required details.",
  quoteFailed: "Sorry we cannot help you at the moment. Please try again.",
  noPlans: "Sorry, we couldn’t find a plan for you. Someone from our team will reach out shortly.",
  somethingWrong: "Something went wrong",
  pospRequired: "Enter your POSP number",
} as const;
