import * as z from "zod/mini";
import { email, indianMobile, PERSON_NAME_PATTERN } from "@/lib/validation/contact-fields";
import { hasUnsendableCharacters, unsendableMessage } from "@/lib/validation/unsendable-text";

/**
 * Lead payloads (spec 3 "Lead form", "Contact enquiry"; broker-api.md `Lead`).
 * The same schemas validate in the browser (react-hook-form) and again on the server
 * before anything is sent to the broker. Written with `zod/mini` because they ship to the
 * browser on every content page: the full zod build would add about 30 kB gzipped.
 */

/** Lead types the broker accepts as `businessType`. */
export const businessTypes = [
  "General",
  "Home",
  "Cyber",
  "Life",
  "Travel",
  "Marine",
  "MTO",
  "Health",
  "posp",
] as const;

export const clientTypes = ["Business New", "Individual"] as const;

const personName = (label: string) =>
  z
    .string({ error: `Enter your ${label}` })
    .check(
      z.trim(),
      z.minLength(1, `Enter your ${label}`),
      z.maxLength(50, `Keep your ${label} under 50 characters`),
      z.regex(PERSON_NAME_PATTERN, `Use letters only in your ${label}`),
    );

const optionalText = (max: number, label: string) =>
  z.pipe(
    z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(max, `Keep ${label} under ${max} characters`),
        // NUL or half an emoji could never be sent or queued (issue 24, item 12).
        z.refine((v) => !hasUnsendableCharacters(v), unsendableMessage(label)),
      ),
    ),
    z.transform((v: string | undefined) => (v ? v : undefined)),
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
