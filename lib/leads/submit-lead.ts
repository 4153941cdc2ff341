"use server";

import { headers } from "next/headers";
import type { ActionFailure } from "@/lib/actions/result";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { acceptLead } from "./accept-lead";

/** Where a lead form goes once the server has the lead. */
const LEAD_THANK_YOU = "/thank-you";

/**
 * What a lead form gets back: the site's one action answer (`ActionResult<string>`), with
 * `queued` when the lead waits in the outbox rather than being with the broker already.
 */
export type LeadActionResult =
  { ok: true; next: string; queued: boolean } | (ActionFailure & { limited?: true });

/**
 * Server action behind every lead form: {@link acceptLead} with the client's address from the
 * request headers (`clientIp`, for the per-IP limit).
 *
 * @param request `{ form, fields, key, website }` as the form sent it (untrusted)
 * @returns ok with `next` (/thank-you?ref=… with the lead's reference; `queued` when the lead waits in the outbox), or a message
 *   to show and per-field messages when the input itself was invalid
 */
export async function submitLead(request: unknown): Promise<LeadActionResult> {
  const result = await acceptLead(request, clientIp(await headers()));
  if (!result.ok) return result;
  // The reference rides in the query: an opaque short id (lead-reference.ts), never personal data.
  const next = `${LEAD_THANK_YOU}?ref=${encodeURIComponent(result.reference)}`;
  return { ok: true, next, queued: result.queued };
}
