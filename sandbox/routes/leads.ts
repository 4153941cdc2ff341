import { leadSchema } from "@/lib/leads/lead-schema";
import type { SandboxContext } from "../context";
import { insertLeadOnce } from "../db/lead-store";
import { idempotencyKeyOf } from "../idempotency";
import { envelope, HttpError } from "../http/responses";
import type { Router } from "../router";

/**
 * `POST /lead/form/create/new/lead?keyId=posp|client` (broker-api.md "Content and leads").
 *
 * Answers `200 { status: 200, message: "Lead created", data: { id } }`; 400 envelopes for a
 * bad `keyId`, a bad `Idempotency-Key`, a non-JSON body, a body that fails `leadSchema`
 * (`data.issues` lists `{ path, message }`), or a `keyId`/`businessType` mismatch.
 *
 * `Idempotency-Key` (optional, 1–255 visible ASCII characters, else 400; see `../idempotency.ts`):
 * the first lead with a key is stored; a repeat
 * with that key answers 200 with the first lead's id (header `Idempotent-Replayed: true`) and
 * stores nothing, whatever its body.
 *
 * Sandbox test hooks, matched case-insensitively in `remarks` or `comment`:
 * - `sandbox:slow` waits 20 s before handling the lead (longer than the site's 15 s timeout),
 *   then stores it as usual, as a slow real broker would;
 * - `sandbox:fail` answers `500 { status: 500, message: "Sandbox: simulated broker failure" }`
 *   and stores nothing.
 */

/** Delay of the `sandbox:slow` hook, in milliseconds. */
export const slowLeadDelayMs = 20_000;

const keyIds = ["posp", "client"] as const;
type KeyId = (typeof keyIds)[number];

/** Registers the lead call. */
export function register(router: Router, ctx: SandboxContext): void {
  router.post("/lead/form/create/new/lead", async (req) => {
    const keyId = req.query.get("keyId");
    if (!isKeyId(keyId)) throw new HttpError(400, "keyId must be posp or client");

    const idempotencyKey = idempotencyKeyOf(req);

    const body = await req.json();
    const parsed = leadSchema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join("."),
        message: issue.message,
      }));
      const fields = [...new Set(issues.map((i) => i.path || "(body)"))].join(", ");
      throw new HttpError(400, `Invalid lead: ${fields}`, { data: { issues } });
    }
    const lead = parsed.data;

    // POSP sign-ups and client enquiries go to different broker queues; a mix-up is a client bug.
    if ((keyId === "posp") !== (lead.businessType === "posp")) {
      throw new HttpError(
        400,
        keyId === "posp"
          ? "keyId posp requires businessType posp"
          : "businessType posp requires keyId posp",
      );
    }

    const hookText = `${lead.remarks ?? ""}\n${lead.comment ?? ""}`.toLowerCase();
    if (hookText.includes("sandbox:slow")) await ctx.clock.sleep(slowLeadDelayMs, ctx.shutdown);
    if (hookText.includes("sandbox:fail")) {
      return envelope(500, { message: "Sandbox: simulated broker failure" });
    }

    const { id, created } = await insertLeadOnce(ctx.db, {
      keyId,
      idempotencyKey: idempotencyKey ?? null,
      firstName: lead.firstName,
      lastName: lead.lastName,
      companyName: lead.companyName ?? null,
      phone: lead.phone,
      email: lead.email,
      town: lead.town ?? null,
      remarks: lead.remarks ?? null,
      city: lead.city ?? null,
      comment: lead.comment ?? null,
      leadSource: lead.leadSource,
      clientType: lead.clientType,
      businessType: lead.businessType,
      payload: body,
    });
    return envelope(
      200,
      { message: "Lead created", data: { id } },
      created ? {} : { "idempotent-replayed": "true" },
    );
  });
}

function isKeyId(value: string | null): value is KeyId {
  return value !== null && (keyIds as readonly string[]).includes(value);
}
