import * as z from "zod/mini";
import { isCalendarDate, todayInIndia } from "@/lib/validation/dates";

/**
 * Building blocks shared by the health and KYC contract schemas (broker-api.md "Shared types").
 * Written with `zod/mini` because the schemas also validate forms in the browser.
 */

/**
 * A `yyyy-mm-dd` date that is not in the future and not before 1900.
 * @param missing message when empty or absent
 * @param label what the date is, for the other messages ("date of birth")
 */
export function pastDate(missing: string, label: string) {
  return z.string({ error: missing }).check(
    z.trim(),
    z.minLength(1, missing),
    z.refine((v) => v === "" || isCalendarDate(v), `Enter the ${label} as yyyy-mm-dd`),
    z.refine(
      (v) => !isCalendarDate(v) || (v >= "1900-01-01" && v <= todayInIndia()),
      `The ${label} cannot be in the future`,
    ),
  );
}

/** A required trimmed text of at most `max` characters. */
export function requiredText(
  missing: string,
  max = 100,
  tooLong = `Keep it under ${max} characters`,
) {
  return z
    .string({ error: missing })
    .check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong));
}

/** An optional trimmed text of at most `max` characters. */
export function optionalText(max = 200) {
  return z.optional(
    z.string().check(z.trim(), z.maxLength(max, `Keep it under ${max} characters`)),
  );
}

/** The broker's `requestKey`: 1–200 characters. */
export const requestKey = z
  .string({ error: "requestKey is required" })
  .check(
    z.trim(),
    z.minLength(1, "requestKey is required"),
    z.maxLength(200, "requestKey is too long"),
  );

/** An insurer slug (`digit`, `future-genrali`, `hdfc-ergo`, any other slug). */
export const companySlug = z
  .string({ error: "companyName is required" })
  .check(
    z.trim(),
    z.minLength(1, "companyName is required"),
    z.maxLength(60, "companyName is too long"),
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "companyName must be an insurer slug such as hdfc-ergo"),
  );

/** `{ requestKey }`, the body of every read call. */
export const requestKeyBody = z.object({ requestKey });
export type RequestKeyBody = z.output<typeof requestKeyBody>;

/** Insurance types of the journeys. */
export const insuranceTypes = ["health", "motor"] as const;
export type InsuranceType = (typeof insuranceTypes)[number];

/** Payment or KYC meta (spec 3; broker-api.md `PurchaseMeta`); extra keys a broker adds are kept. */
export const purchaseMetaSchema = z.looseObject({
  companyName: z.string(),
  productType: z.enum(["health", "motor"]),
  proposalId: z.optional(z.string()),
  isMotorInspectionNeeded: z.optional(z.boolean()),
  isMotorInspectionDone: z.optional(z.boolean()),
  /** future-genrali: the insurer URL the browser posts `data` to. */
  apiUrl: z.optional(z.string()),
});
export type PurchaseMeta = z.output<typeof purchaseMetaSchema>;

/** Policy documents record (spec 3; broker-api.md `PolicyDocuments`): absolute URLs; "" or missing = not available. */
export const policyDocumentsSchema = z.object({
  policyNumber: z.string(),
  memberName: z.optional(z.string()),
  companyName: z.string(),
  policyPraposal: z.optional(z.string()),
  policySchedule: z.optional(z.string()),
  policyCis: z.optional(z.string()),
  ecard: z.optional(z.string()),
});
export type PolicyDocuments = z.output<typeof policyDocumentsSchema>;

/**
 * The plan-card fields broker-api.md added for issue 22, shared by the health and motor
 * `PlanCard`: all optional, so a broker without them still works. Loose on purpose (any string for
 * `purchase`, any entries in `features`): one odd card must not hide the whole list; the reshape
 * (`lib/api/reshape.ts`) keeps only what is usable. Feature text is untrusted plain text.
 */
export const planCardExtras = {
  /** Rupees, GST included (absent: the site says "+ GST"). */
  grossPremium: z.optional(z.number()),
  /** The plan's own facts, in the insurer's order (`{ label, value }`). */
  features: z.optional(z.array(z.object({ label: z.string(), value: z.string() }))),
  /** `"assisted"`: bought through an advisor; anything else (or absent) is `"online"`. */
  purchase: z.optional(z.string()),
};
