import "server-only";
import { randomUUID } from "node:crypto";
import { site } from "@/content/site";
import { fieldErrorsOf, type ActionFailure } from "@/lib/actions/result";
import { keyFromBrowser } from "@/lib/idempotency/key";
import { log } from "@/lib/log/logger";
import { consumeLimits } from "@/lib/rate-limit/limiter";
import { RATE_LIMITED_MESSAGE } from "@/lib/rate-limit/message";
import { deliverLead } from "./deliver-or-queue";
import { leadReference } from "./lead-reference";
import { businessTypeForForm } from "./lead-routing";
import { leadFieldsSchema, leadSchema } from "./lead-schema";

/**
 * What a lead form sends: the visitor's fields, the form's identifier (`page:/posp`,
 * `consultation:/blog`; see `lead-routing.ts`), the browser's key for this submission, and the
 * honeypot field `website` (empty for people).
 */
export type LeadRequest = {
  form: string;
  fields: Record<string, unknown>;
  key: string;
  website?: string;
};

/**
 * What the lead form gets back. `queued`: received and in the outbox, not yet with the broker;
 * `reference`: the lead's reference for the visitor (`leadReference`: the broker's id, or one the
 * site made from the key), opaque and free of personal data.
 */
export type SubmitLeadResult =
  { ok: true; queued: boolean; reference: string } | (ActionFailure & { limited?: true });

/** Messages of {@link acceptLead} (shown beside the submit button). */
export const LEAD_MESSAGES = {
  reload: "This form could not be sent. Please reload the page and try again.",
  invalid: "Please check the highlighted fields.",
  rejected: "We could not accept these details. Please check them and try again.",
  failed:
    "We could not send your request just now. Your details are still here, so please try again in a moment.",
} as const;

/**
 * The server side of every lead form (spec 3 "Lead form", 4 "Lead form"/"Contact form"):
 *
 * 1. a filled honeypot answers ok and sends nothing (bots learn nothing);
 * 2. the form identifier must be one the site renders; the server, never the browser, sets
 *    `leadSource` (the site's fixed value), `clientType` (`Business New`) and `businessType` (from
 *    the page, through the fixed table of `lead-routing.ts`);
 * 3. the browser's key must be well-formed; it becomes the broker key `web:lead:{key}`;
 * 4. the fields are validated with the schema the browser used;
 * 5. the per-IP and per-phone limits are counted;
 * 6. the lead goes to the broker, or to the durable outbox when the broker fails.
 *
 * @param request untrusted, as the browser sent it
 * @param ip the client's address (`clientIp`), or `null` to skip the limits (bench, tests)
 */
export async function acceptLead(request: unknown, ip: string | null): Promise<SubmitLeadResult> {
  const r = (typeof request === "object" && request !== null ? request : {}) as Partial<
    Record<keyof LeadRequest, unknown>
  >;
  if (typeof r.website === "string" && r.website.trim() !== "") {
    log("leads").info({ reason: "honeypot" }, "lead dropped");
    // A reference like any other, so a bot learns nothing.
    return { ok: true, queued: false, reference: leadReference(undefined, randomUUID()) };
  }
  const businessType = businessTypeForForm(r.form);
  if (!businessType) return { ok: false, message: LEAD_MESSAGES.reload };
  const key = keyFromBrowser("lead", r.key);
  if (!key) return { ok: false, message: LEAD_MESSAGES.reload };

  const parsed = leadFieldsSchema.safeParse(r.fields);
  if (!parsed.success)
    return {
      ok: false,
      message: LEAD_MESSAGES.invalid,
      fieldErrors: fieldErrorsOf(parsed.error.issues),
    };
  const lead = leadSchema.parse({
    ...parsed.data,
    leadSource: site.leadSource,
    clientType: "Business New",
    businessType,
  });

  if (ip !== null && (await consumeLimits("lead", { ip, phone: lead.phone })).limited) {
    return { ok: false, message: RATE_LIMITED_MESSAGE, limited: true };
  }

  const { fate, brokerId } = await deliverLead(lead, key);
  if (fate === "accepted")
    return { ok: true, queued: false, reference: leadReference(brokerId, key) };
  if (fate === "queued")
    return { ok: true, queued: true, reference: leadReference(undefined, key) };
  return {
    ok: false,
    message: fate === "rejected" ? LEAD_MESSAGES.rejected : LEAD_MESSAGES.failed,
  };
}
