import * as z from "zod/mini";
import { MOBILE_PATTERN, normaliseMobile } from "@/lib/validation/indian-formats";

/**
 * Lead payloads (spec 3 "Lead form", "Contact enquiry"; broker-api.md `Lead`).
 * The same schemas validate in the browser (react-hook-form) and again on the server
 * before anything is sent to the broker. Written with `zod/mini` because they ship to the
 * browser on every content page: the full zod build would add about 30 kB gzipped.
 */

/** Lead types the broker accepts as `businessType`. */
export const businessTypes = ["General", "Home", "Cyber", "Life", "Travel", "Marine", "MTO", "Health", "posp"] as const;

export const clientTypes = ["Business New", "Individual"] as const;


/** 10-digit Indian mobile number starting 6–9 (after {@link normaliseMobile}). */
export const indianMobile = z.pipe(
  z.pipe(z.string({ error: "Enter your mobile number" }), z.transform(normaliseMobile)),
  z.string().check(
    z.minLength(1, "Enter your mobile number"),
    z.regex(MOBILE_PATTERN, "Enter a 10-digit mobile number starting with 6, 7, 8 or 9"),
  ),
);

const personName = (label: string) =>
  z.string({ error: `Enter your ${label}` }).check(
    z.trim(),
    z.minLength(1, `Enter your ${label}`),
    z.maxLength(50, `Keep your ${label} under 50 characters`),
    // \p{M}: vowel signs of Indian scripts and combining accents are part of a name.
    z.regex(/^[\p{L}][\p{L}\p{M} .'-]*$/u, `Use letters only in your ${label}`),
  );

const optionalText = (max: number, label: string) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, `Keep ${label} under ${max} characters`))),
    z.transform((v: string | undefined) => (v ? v : undefined)),
  );

/** A real e-mail address, at most 254 characters. */
export const email = z.string({ error: "Enter your e-mail address" }).check(
  z.trim(),
  z.minLength(1, "Enter your e-mail address"),
  z.maxLength(254, "Enter a shorter e-mail address"),
  z.email("Enter a valid e-mail address, like name@example.com"),
);

/** Fields a visitor types into the shared lead form (claims adds city and comment). */
export const leadFieldsSchema = z.object({
  firstName: personName("first name"),
  lastName: personName("last name"),
  companyName: optionalText(100, "the company name"),
  phone: indianMobile,
  email,
  town: optionalText(60, "the town"),
  remarks: optionalText(500, "your message"),
  city: optionalText(60, "the city"),
  comment: optionalText(500, "your comment"),
});

/** The whole `Lead` body of `POST /lead/form/create/new/lead` (broker-api.md). */
export const leadSchema = z.extend(leadFieldsSchema, {
  leadSource: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  clientType: z.enum(clientTypes),
  businessType: z.enum(businessTypes),
});

export type LeadFields = z.input<typeof leadFieldsSchema>;
export type Lead = z.output<typeof leadSchema>;
export type LeadInput = z.input<typeof leadSchema>;
export type BusinessType = (typeof businessTypes)[number];
