"use server";

import { headers } from "next/headers";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { acceptLead, type SubmitLeadResult } from "./accept-lead";

/**
 * Server action behind every lead form: {@link acceptLead} with the client's address from the
 * request headers (`clientIp`, for the per-IP limit).
 *
 * @param request `{ form, fields, key, website }` as the form sent it (untrusted)
 * @returns ok (`queued` when the lead waits in the outbox), or a message to show and per-field
 *   messages when the input itself was invalid
 */
export async function submitLead(request: unknown): Promise<SubmitLeadResult> {
  return acceptLead(request, clientIp(await headers()));
}
