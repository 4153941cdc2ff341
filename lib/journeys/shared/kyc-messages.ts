/** What the KYC screens say and how long they wait (spec 4 "KYC check", "KYC verify result", 8, 9). No imports. */

/** Messages of spec 4 and spec 8, verbatim. */
export const kycMessages = {
  checkFailed: "KYC check failed",
  verifyFailed: "KYC verification failed",
  checking: "Checking your KYC",
  successTitle: "Congratulations, your KYC has been verified!",
  successText: "Hang tight — we're getting your quote ready!",
  failureTitle: "Sorry, your KYC could not be verified.",
  failureText: "Sit back and relax, someone from our team will be in touch.",
} as const;

/** KYC success redirect delay and the countdown shown, in ms (spec 9). */
export const kycSuccessRedirectMs = 3_500;
export const kycCountdownSeconds = 3;
