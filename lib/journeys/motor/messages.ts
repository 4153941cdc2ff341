/**
 * Messages of the motor journey (spec 2.4, 5 and 8). No imports: the wire contract
 * (`lib/api/contract/motor.ts`) takes its registration-number messages from here.
 */

/** Spec 8: what the quote form says when the submission fails. */
export const motorQuoteFailureMessage = "Sorry we cannot help you at the moment. Please try again.";

/** Spec 2.4: what the plan grid says when there is no plan. */
export const noMotorPlansMessage =
  "Sorry, we couldn’t find a plan for you. Someone from our team will reach out shortly.";

/** Message for a missing vehicle number. */
export const registrationRequiredMessage = "Enter your vehicle number, like MH12AB1234";
/** Message for a vehicle number in no Indian format. */
export const registrationInvalidMessage =
  "Enter a valid vehicle number, like MH12AB1234 or 22BH1234AA";
