"use server";

import { motorQuoteFailureMessage } from "@/lib/journeys/motor/messages";
import { submitMotorQuote } from "@/lib/api/motor";
import type { ActionResult } from "@/lib/actions/result";
import { keyedAction, refuse } from "@/lib/actions/safe-action";
import { log } from "@/lib/log/logger";
import { rateLimitMessage } from "@/lib/rate-limit/guard";
import { motorDraftSchema, toMotorQuoteRequest } from "@/lib/journeys/motor/quote";
import { motorQuoteNext } from "@/lib/journeys/motor/quote-next";

/**
 * Server action of the motor quote form (spec 4 "Motor quote form"). Validates the draft again
 * with the schemas the browser used (`motorDraftSchema`), submits it (`form/one/submit`, through
 * `submitMotorQuote`, which checks it against the contract once more) and answers:
 * - status 200 with a `requestKey` → `{ ok: true, next: "/motor/{requestKey}/additional-policy-details" }`
 *   (the vehicle to confirm and the previous insurance, in the same tab; the broker also e-mails
 *   the link as a way back in); a 2xx answer without a usable key → `/motor/thank-you`
 *   (`motorQuoteNext`);
 * - an invalid draft → nothing is sent; spec 8's message plus the field messages;
 * - any other status or a failed call → spec 8's message, `motorQuoteFailureMessage`;
 * - a missing or malformed `browserKey` (the Idempotency-Key of this submission, kept across
 *   its retries) → nothing is sent; a message asks for a reload.
 */
export async function submitMotorQuoteDraft(
  draft: unknown,
  browserKey?: unknown,
): Promise<ActionResult<string>> {
  return keyedAction(draft, browserKey, {
    check: motorDraftSchema,
    invalidMessage: motorQuoteFailureMessage,
    scope: "motor-quote",
    run: async (data, idempotencyKey) => {
      const request = toMotorQuoteRequest(data);
      const limited = await rateLimitMessage("quote", request.phone);
      if (limited) return refuse(limited);
      const result = await submitMotorQuote(request, { idempotencyKey });
      const next = motorQuoteNext({
        ok: result.ok,
        status: result.status,
        reason: result.ok ? undefined : result.reason,
        requestKey: result.ok ? result.data?.requestKey : undefined,
      });
      if (!next) {
        // Logged for the team (spec 8: errors go to the log); the visitor sees the spec's message.
        log("motor").warn({ step: "quote", status: result.status }, "quote not accepted");
        return refuse(motorQuoteFailureMessage);
      }
      return { ok: true, next };
    },
  });
}
