import * as z from "zod/mini";
import { nomineeRelationValues, nomineeGenders } from "./values";
import { isCalendarDate, todayInIndia } from "@/lib/validation/dates";
import { isPincode, MOBILE_PATTERN, normaliseMobile } from "@/lib/validation/indian-formats";
import { pincodeMessage } from "@/lib/journeys/shared/messages";

/**
 * What the health and motor proposals share: the member's gender and ID documents, and the
 * nominee and communication steps, the same for health and motor (spec 3 "Nominee",
 * "Communication"; broker-api.md `Nominee`, `Communication`). Spec 5: neither form has a required
 * field, so every field may be left empty (it is then left out); what is filled in must be valid.
 * Dates `yyyy-mm-dd`; `pincode` goes out as a number, `mobile` as 10 digits.
 */

export {
  genders,
  documentTypes,
  nomineeRelationValues,
  nomineeGenders,
  type Gender,
  type DocumentType,
  type NomineeRelation,
  type NomineeGender,
} from "./values";

/** Optional text that becomes `undefined` when left empty. */
function blankable(max: number, tooLong: string) {
  return z.optional(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(max, tooLong)),
      z.transform((v: string) => (v ? v : undefined)),
    ),
  );
}

/** Nominee: every field optional. */
export const nomineeSchema = z.object({
  firstName: blankable(50, "Keep the first name under 50 characters"),
  lastName: blankable(50, "Keep the last name under 50 characters"),
  dob: z.optional(
    z.pipe(
      z.string().check(
        z.trim(),
        z.refine(
          (v) => v === "" || isCalendarDate(v),
          "Enter the nominee's date of birth as yyyy-mm-dd",
        ),
        z.refine(
          (v) => !isCalendarDate(v) || v <= todayInIndia(),
          "The nominee's date of birth cannot be in the future",
        ),
      ),
      z.transform((v: string) => (v ? v : undefined)),
    ),
  ),
  gender: z.optional(
    z.pipe(
      z.enum([...nomineeGenders, ""], { error: "Choose male, female or other" }),
      z.transform((v) => (v ? v : undefined)),
    ),
  ),
  relation: z.optional(
    z.pipe(
      z.enum([...nomineeRelationValues, ""], {
        error: "Choose the nominee's relation from the list",
      }),
      z.transform((v) => (v ? v : undefined)),
    ),
  ),
});
export type Nominee = z.output<typeof nomineeSchema>;
export type NomineeInput = z.input<typeof nomineeSchema>;

/** Communication details: every field optional; `pincode` may be typed as text and is sent as a number. */
export const communicationSchema = z.object({
  street: blankable(200, "Keep the street under 200 characters"),
  city: blankable(60, "Keep the city under 60 characters"),
  pincode: z.optional(
    z.pipe(
      z.union([z.number(), z.string().check(z.trim())], { error: pincodeMessage }),
      z.transform((v, ctx) => {
        if (v === "") return undefined;
        const text = String(v);
        if (!isPincode(text)) {
          ctx.issues.push({ code: "custom", message: pincodeMessage, input: v });
          return undefined;
        }
        return Number(text);
      }),
    ),
  ),
  email: z.optional(
    z.pipe(
      z.string().check(
        z.trim(),
        z.maxLength(254, "Enter a shorter e-mail address"),
        z.refine(
          (v) => v === "" || z.email().safeParse(v).success,
          "Enter a valid e-mail address, like name@example.com",
        ),
      ),
      z.transform((v: string) => (v ? v : undefined)),
    ),
  ),
  mobile: z.optional(
    z.pipe(
      z.string(),
      z.transform((v, ctx) => {
        const text = normaliseMobile(v.trim());
        if (text === "") return undefined;
        if (!MOBILE_PATTERN.test(text)) {
          ctx.issues.push({
            code: "custom",
            message: "Enter a 10-digit mobile number starting with 6, 7, 8 or 9",
            input: v,
          });
          return undefined;
        }
        return text;
      }),
    ),
  ),
});
export type Communication = z.output<typeof communicationSchema>;
export type CommunicationInput = z.input<typeof communicationSchema>;
