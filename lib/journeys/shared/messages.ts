/** Messages the health and motor proposal forms share. No imports (the wire contract uses them). */

/** Spec 5: a pincode that is not six digits. */
export const pincodeMessage = "Please enter a valid 6-digit pincode.";

/** Spec 8: what a journey screen says when a broker call fails. */
export const somethingWrongMessage = "Something went wrong";
