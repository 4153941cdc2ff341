"use server";

import { after } from "next/server";
import { submitHealthQuote } from "@/lib/api/health";
import type { ActionResult } from "@/lib/actions/result";
import { keyedAction, refuse } from "@/lib/actions/safe-action";
import { log } from "@/lib/log/logger";
import { deliverOrQueue } from "@/lib/leads/deliver-or-queue";
import { rateLimitMessage } from "@/lib/rate-limit/guard";
import { isSegment, plansPath } from "@/lib/journeys/shared/paths";
import { quoteLead } from "@/lib/journeys/health/quote-lead";
import { quoteLeadKey } from "@/lib/journeys/health/quote-lead-key";
import { summaryOfDraft } from "@/lib/journeys/health/quote-summary";
import { keepQuoteSummary } from "@/lib/journeys/health/quote-summary-cookie";
import { MSG, quoteDraftSchema, toQuoteRequest } from "@/lib/journeys/health/quote-schema";

/**
 * Server action of the health quote wizard (spec 4 "Health quote wizard"). Validates the draft
 * again with the schema the browser used, submits the quote (`form/one/submit`), and on 200
 * creates the follow-up client lead (clientType Individual, businessType Health; one lead per
 * requestKey) after the answer is sent, so the visitor is not kept waiting for it; a follow-up
 * lead the broker does not take is queued in the lead outbox. Counted against the `quote` rate
 * limits (per IP and per phone) before anything is sent. On success the quote's summary (head
 * counts, relations and ages, pincode) is kept in a cookie for that request's plans page.
 *
 * @param browserKey the browser's Idempotency-Key for this submission (kept across its retries);
 *   missing or malformed → refused with a message, nothing sent.
 * @returns `next`: where to go (`/insurance-compare/health/{key}`), or spec 8's failure message.
 */
export async function submitQuote(
  draft: unknown,
  browserKey?: unknown,
): Promise<ActionResult<string>> {
  return keyedAction(draft, browserKey, {
    check: quoteDraftSchema,
    invalidMessage: MSG.required,
    scope: "health-quote",
    run: async (data, idempotencyKey) => {
      const request = toQuoteRequest(data);
      const limited = await rateLimitMessage("quote", request.phone);
      if (limited) return refuse(limited);
      const result = await submitHealthQuote(request, { idempotencyKey });
      if (!result.ok || !isSegment(result.data.key)) {
        log("health").warn({ step: "quote", status: result.status }, "quote not accepted");
        return refuse(MSG.submitFailed);
      }
      const requestKey = result.data.key;
      // Who is insured and where, for the plans page's summary line (ages, not dates of birth).
      // A convenience: a cookie that cannot be set never fails the quote the broker took.
      const summary = summaryOfDraft(data);
      try {
        if (summary) await keepQuoteSummary(requestKey, summary);
      } catch {
        log("health").warn({ step: "quote-summary" }, "quote summary not kept");
      }
      // A failed follow-up lead goes to the durable outbox (same key) instead of being dropped.
      after(async () => {
        const fate = await deliverOrQueue(
          quoteLead({ name: request.name, phone: request.phone, email: request.email, requestKey }),
          quoteLeadKey(requestKey),
        );
        if (fate === "rejected" || fate === "failed")
          log("leads").warn({ step: "health-quote-lead", fate }, "follow-up lead not stored");
      });
      return { ok: true, next: plansPath("health", requestKey) };
    },
  });
}
