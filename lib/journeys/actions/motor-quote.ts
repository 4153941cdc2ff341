"use server";

import { motorQuoteFailureMessage } from "@/lib/journeys/motor/messages";
import { submitMotorQuote } from "@/lib/api/motor";
import { keyFromBrowser } from "@/lib/idempotency/key";
import { log } from "@/lib/log/logger";
import { REFUSED_KEY_MESSAGE } from "../idempotency";
import { rateLimitMessage } from "@/lib/rate-limit/guard";
import { motorDraftSchema, toMotorQuoteRequest } from "../motor-quote";
import { MOTOR_THANK_YOU } from "../paths";
import type { QuoteAnswer } from "../shared/quote-answer";

/**
 * Outcome of {@link submitMotorQuoteDraft}: where the browser goes next, or the message to show
 * in an alert with, for an invalid draft, each field's message keyed by its name (`rcNo`, …).
 */
export type MotorQuoteResult = QuoteAnswer;

/**
 * Server action of the motor quote form (spec 4 "Motor quote form"). Validates the draft again
 * with the schemas the browser used (`motorDraftSchema`), submits it (`form/one/submit`, through
 * `submitMotorQuote`, which checks it against the contract once more) and answers:
 * - status 200 → `{ ok: true, to: "/motor/thank-you" }` (the broker e-mails the link to continue);
 * - an invalid draft → nothing is sent; spec 8's message plus the field messages;
 * - any other status or a failed call → spec 8's message, `motorQuoteFailureMessage`;
 * - a missing or malformed `browserKey` (the Idempotency-Key of this submission, kept across
 *   its retries) → nothing is sent; a message asks for a reload.
 */
export async function submitMotorQuoteDraft(draft: unknown, browserKey?: unknown): Promise<MotorQuoteResult> {
  const parsed = motorDraftSchema.safeParse(draft);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path.join(".")] ??= issue.message;
    return { ok: false, message: motorQuoteFailureMessage, fieldErrors };
  }
  const idempotencyKey = keyFromBrowser("motor-quote", browserKey);
  if (!idempotencyKey) return { ok: false, message: REFUSED_KEY_MESSAGE };
  const request = toMotorQuoteRequest(parsed.data);
  const limited = await rateLimitMessage("quote", request.phone);
  if (limited) return { ok: false, message: limited };
  const result = await submitMotorQuote(request, { idempotencyKey });
  if (!result.ok || result.status !== 200) {
    // Logged for the team (spec 8: errors go to the log); the visitor sees the spec's message.
    log("motor").warn({ step: "quote", status: result.status }, "quote not accepted");
    return { ok: false, message: motorQuoteFailureMessage };
  }
  return { ok: true, to: MOTOR_THANK_YOU };
}
