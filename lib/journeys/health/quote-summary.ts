import * as z from "zod/mini";
import { PINCODE_PATTERN } from "@/lib/validation/indian-formats";
import { displayToIso, todayInIndia } from "@/lib/validation/dates";
import { ageOn } from "@/lib/journeys/health/member-age";
import { LIMITS, relations, type QuoteDraft } from "@/lib/journeys/health/quote-schema";

/**
 * What the plans screen's summary line knows of a health quote (issue 22 item 5): the head
 * counts, each member's relation and age in whole years, and the pincode. Nothing else of the
 * quote: no name, phone, e-mail or date of birth. The quote action keeps it in a short-lived
 * cookie scoped to that request's plans path (`quote-summary-cookie.ts`); the plans page reads
 * it back through {@link decodeQuoteSummary}, which trusts nothing it did not check.
 */
export const quoteSummarySchema = z
  .object({
    adults: z.number().check(z.int(), z.gte(LIMITS.adults.min), z.lte(LIMITS.adults.max)),
    kids: z.number().check(z.int(), z.gte(LIMITS.kids.min), z.lte(LIMITS.kids.max)),
    pincode: z.string().check(z.regex(PINCODE_PATTERN)),
    members: z.array(
      z.strictObject({
        relation: z.enum(relations),
        age: z.number().check(z.int(), z.gte(0), z.lte(125)),
      }),
    ),
  })
  .check(
    z.refine((v) => v.members.length === v.adults + v.kids, "members do not add up"),
    z.refine(
      (v) => v.members.every((m, i) => (i === 0) === (m.relation === "Self")),
      "the first member, and only the first, is Self",
    ),
  );

export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

/** The longest cookie value read back; anything longer is ignored unread (10 members ≈ 400). */
export const MAX_SUMMARY_COOKIE = 600;

/**
 * The summary of a valid quote draft (`quoteDraftSchema` passed), ages on `today` (India's date,
 * `yyyy-mm-dd`). Null when a count, the pincode or a date of birth does not fit the summary's
 * schema: then no summary is kept and the line shows only what the plans say.
 */
export function summaryOfDraft(
  draft: Pick<QuoteDraft, "adults" | "kids" | "pincode" | "insuredPersons">,
  today: string = todayInIndia(),
): QuoteSummary | null {
  const members = draft.insuredPersons.map((p) => {
    const iso = displayToIso(p.dob);
    return { relation: p.relation, age: iso ? ageOn(iso, today) : null };
  });
  const parsed = quoteSummarySchema.safeParse({
    adults: Number(draft.adults),
    kids: Number(draft.kids),
    pincode: draft.pincode.trim(),
    members,
  });
  return parsed.success ? parsed.data : null;
}

/** The summary as a cookie value: JSON in base64url (no characters a cookie may not carry). */
export function encodeQuoteSummary(summary: QuoteSummary): string {
  return Buffer.from(JSON.stringify(summary), "utf8").toString("base64url");
}

/**
 * A cookie value back as a summary, or null when it is missing, longer than
 * {@link MAX_SUMMARY_COOKIE}, not base64url JSON, or fails {@link quoteSummarySchema} (a tampered
 * or stale cookie shows nothing rather than something untrue).
 */
export function decodeQuoteSummary(value: string | undefined): QuoteSummary | null {
  if (!value || value.length > MAX_SUMMARY_COOKIE || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    const parsed = quoteSummarySchema.safeParse(
      JSON.parse(Buffer.from(value, "base64url").toString("utf8")),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
