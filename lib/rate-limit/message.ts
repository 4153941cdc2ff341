/**
 * What a visitor who hit a limit is told, beside the submit button. It names no cause it cannot
 * know (a shared connection, a phone number) and no phone number: the lead form's alert adds its
 * own "or call us" line (issue 24, item 11).
 */
export const RATE_LIMITED_MESSAGE =
  "Too many requests in a short time. Please wait a few minutes and try again.";
