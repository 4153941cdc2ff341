"use server";

import * as z from "zod/mini";
import { createLead } from "@/lib/api/leads";
import { leadSchema } from "./lead-schema";

/** What the lead form gets back from {@link submitLead}. */
export type SubmitLeadResult =
  | { ok: true }
  | { ok: false; message: string; fieldErrors?: Record<string, string> };

const idempotencyKeySchema = z.string().check(z.regex(/^[A-Za-z0-9-]{8,100}$/));

/**
 * Server action behind every lead form (spec 3 "Lead form", 4 "Lead form"/"Contact form").
 * Validates again with the same zod schema the browser used, then calls the broker's lead call
 * once per `idempotencyKey`.
 *
 * @param input the lead body (visitor fields plus leadSource, clientType, businessType)
 * @param idempotencyKey one key per distinct submission, so a retried press is stored once
 * @returns `{ ok: true }` when the broker answered 200; otherwise a message to show, and
 *   per-field messages when the input itself was invalid.
 */
export async function submitLead(input: unknown, idempotencyKey: string): Promise<SubmitLeadResult> {
  const parsed = leadSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.join(".");
      fieldErrors[key] ??= issue.message;
    }
    return { ok: false, message: "Please check the highlighted fields.", fieldErrors };
  }
  const key = idempotencyKeySchema.safeParse(idempotencyKey);
  const result = await createLead(parsed.data, key.success ? key.data : undefined);
  if (result.status === 200) return { ok: true };
  return {
    ok: false,
    message: "We could not send your request just now. Your details are still here, so please try again in a moment.",
  };
}
