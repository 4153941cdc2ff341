import * as z from "zod/mini";
import { PERSON_NAME_PATTERN } from "@/lib/validation/contact-fields";
import { MOBILE_PATTERN, normaliseMobile, PINCODE_PATTERN } from "@/lib/validation/indian-formats";
import { displayToIso, todayInIndia } from "@/lib/validation/dates";
import { healthMessages } from "@/lib/journeys/health/messages";

/**
 * The health quote wizard (spec 3 "Health quote form values", 4 "Health quote wizard",
 * 5 "Health wizard"). One schema per step, validated in the browser step by step and again, as
 * a whole, by the server action before anything reaches the broker. `zod/mini`: it ships to the
 * /health-insurance page.
 *
 * Values are kept as the visitor typed them (strings, dates as dd/mm/yyyy); {@link toQuoteRequest}
 * turns a valid draft into the broker's request.
 */

const { adultsMin, adultsMax, adultsAlert, kidsMin, kidsMax, pincode } = healthMessages;

export const MSG = {
  required: healthMessages.contactDetails,
  adultsMin,
  adultsMax,
  adultsAlert,
  kidsMin,
  kidsMax,
  pincode,
  members: healthMessages.memberDetails,
  posp: "Please enter your POSP number.",
  pospFormat: "Use letters, digits, / or - in the POSP number",
  name: "Use letters only in your name",
  phone: "Enter a 10-digit mobile number starting with 6, 7, 8 or 9",
  email: "Enter a valid e-mail address, like name@example.com",
  dob: "Enter the date of birth as dd/mm/yyyy",
  dobFuture: "The date of birth cannot be in the future",
  submitFailed: "Sorry we cannot help you at the moment. Please try again.",
} as const;

export const LIMITS = {
  adults: { min: 1, max: 6, default: 1 },
  kids: { min: 0, max: 4, default: 0 },
} as const;

export const audiences = ["customer", "agent"] as const;
export type Audience = (typeof audiences)[number];
export const genders = ["Male", "Female", "Other"] as const;
export const relations = ["Self", "Spouse", "Child", "Parent"] as const;

const text = z.string();
const isInt = (v: string) => /^\s*-?\d+\s*$/.test(v);

const requiredText = (max: number) =>
  text.check(z.trim(), z.minLength(1, MSG.required), z.maxLength(max, MSG.required));

export const pospStep = z.object({
  pospNumber: text.check(
    z.trim(),
    z.minLength(1, MSG.posp),
    z.maxLength(30, MSG.pospFormat),
    z.regex(/^$|^[A-Za-z0-9][A-Za-z0-9/-]*$/, MSG.pospFormat),
  ),
});

export const contactStep = z.object({
  name: requiredText(100).check(z.refine((v) => v === "" || PERSON_NAME_PATTERN.test(v), MSG.name)),
  phone: text.check(
    z.refine((v) => v.trim() !== "", MSG.required),
    z.refine((v) => v.trim() === "" || MOBILE_PATTERN.test(normaliseMobile(v)), MSG.phone),
  ),
  email: requiredText(254).check(
    z.refine((v) => v.trim() === "" || z.email().safeParse(v.trim()).success, MSG.email),
  ),
});

export const familyStep = z.object({
  adults: text.check(
    z.refine((v) => isInt(v) && Number(v) >= LIMITS.adults.min, MSG.adultsMin),
    z.refine((v) => !(isInt(v) && Number(v) > LIMITS.adults.max), MSG.adultsMax),
  ),
  kids: text.check(
    z.refine((v) => isInt(v) && Number(v) >= LIMITS.kids.min, MSG.kidsMin),
    z.refine((v) => !(isInt(v) && Number(v) > LIMITS.kids.max), MSG.kidsMax),
  ),
  pincode: text.check(z.trim(), z.regex(PINCODE_PATTERN, MSG.pincode)),
});

export const memberRow = z.object({
  dob: text.check(
    z.refine((v) => v.trim() !== "", MSG.members),
    z.refine((v) => v.trim() === "" || displayToIso(v) !== null, MSG.dob),
    z.refine((v) => {
      const iso = displayToIso(v);
      return iso === null || iso <= todayInIndia();
    }, MSG.dobFuture),
  ),
  gender: text.check(z.refine((v) => (genders as readonly string[]).includes(v), MSG.members)),
  relation: text.check(z.refine((v) => (relations as readonly string[]).includes(v), MSG.members)),
});

export const membersStep = z.object({
  insuredPersons: z.array(memberRow).check(z.minLength(1, MSG.members)),
});

/** The whole draft, as the form holds it. */
export const quoteDraftSchema = z
  .object({
    audience: z.enum(audiences),
    pospNumber: z.optional(text),
    ...contactStep.shape,
    ...familyStep.shape,
    ...membersStep.shape,
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.audience === "agent") {
        const posp = pospStep.safeParse({ pospNumber: v.pospNumber ?? "" });
        if (!posp.success)
          for (const issue of posp.error.issues)
            ctx.addIssue({ code: "custom", message: issue.message, path: ["pospNumber"] });
      }
      const expected = Number(v.adults) + Number(v.kids);
      if (Number.isInteger(expected) && v.insuredPersons.length !== expected) {
        ctx.addIssue({ code: "custom", message: MSG.members, path: ["insuredPersons"] });
      }
      v.insuredPersons.forEach((p, i) => {
        if (i === 0 && p.relation !== "Self")
          ctx.addIssue({
            code: "custom",
            message: MSG.members,
            path: ["insuredPersons", 0, "relation"],
          });
        if (i > 0 && p.relation === "Self")
          ctx.addIssue({
            code: "custom",
            message: MSG.members,
            path: ["insuredPersons", i, "relation"],
          });
      });
    }),
  );

export type QuoteDraft = z.input<typeof quoteDraftSchema>;
export type MemberDraft = z.input<typeof memberRow>;

export type WizardStep = "posp" | "contact" | "family" | "members";

/** Steps by audience (spec 4): the agent path only adds the POSP number step in front. */
export function stepsFor(audience: Audience): WizardStep[] {
  return audience === "agent"
    ? ["posp", "contact", "family", "members"]
    : ["contact", "family", "members"];
}

/** Back goes down a step but never below 1. */
export function previousStep(step: number): number {
  return Math.max(1, step - 1);
}

/** The draft a visitor starts with: customer, 1 adult, 0 kids. */
export function emptyDraft(): QuoteDraft {
  return {
    audience: "customer",
    pospNumber: "",
    name: "",
    phone: "",
    email: "",
    adults: String(LIMITS.adults.default),
    kids: String(LIMITS.kids.default),
    pincode: "",
    insuredPersons: [{ dob: "", gender: "", relation: "Self" }],
  };
}

/**
 * One member row per adult plus kid (spec 4): the first row's relation is Self; rows that already
 * exist keep what was typed; new rows start empty (dob, gender and relation "").
 */
export function buildMemberRows(
  adults: number,
  kids: number,
  existing: readonly MemberDraft[],
): MemberDraft[] {
  const count =
    Math.max(0, Math.min(LIMITS.adults.max, adults)) + Math.max(0, Math.min(LIMITS.kids.max, kids));
  return Array.from({ length: count }, (_, i) => {
    const row = existing[i] ?? { dob: "", gender: "", relation: "" };
    return i === 0 ? { ...row, relation: "Self" } : { ...row };
  });
}

/** The body of `POST /product/health/api/form/one/submit` (broker-api.md) built from a valid draft. */
export type QuoteRequest = {
  adults: number;
  kids: number;
  pincode: string;
  name: string;
  phone: string;
  email: string;
  insuredPersons: {
    memberNo: number;
    dob: string;
    gender: (typeof genders)[number];
    relation: (typeof relations)[number];
  }[];
  pospNumber?: string;
};

export function toQuoteRequest(draft: z.output<typeof quoteDraftSchema>): QuoteRequest {
  return {
    adults: Number(draft.adults),
    kids: Number(draft.kids),
    pincode: draft.pincode.trim(),
    name: draft.name.trim().replace(/\s+/g, " "),
    phone: normaliseMobile(draft.phone),
    email: draft.email.trim(),
    insuredPersons: draft.insuredPersons.map((p, i) => ({
      memberNo: i + 1,
      dob: displayToIso(p.dob) as string,
      gender: p.gender as QuoteRequest["insuredPersons"][number]["gender"],
      relation: (i === 0
        ? "Self"
        : p.relation) as QuoteRequest["insuredPersons"][number]["relation"],
    })),
    ...(draft.audience === "agent" && draft.pospNumber
      ? { pospNumber: draft.pospNumber.trim() }
      : {}),
  };
}
