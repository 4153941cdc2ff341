import * as z from "zod/mini";
import {
  quoteRelations,
  memberRelations,
  maritalStatuses,
  policyTypes,
  sumInsuredValues,
  criticalIllnessPlans,
} from "./values";
import { isCalendarDate, todayInIndia } from "@/lib/validation/dates";
import {
  isDocumentId,
  MOBILE_PATTERN,
  normaliseMobile,
  PINCODE_PATTERN,
} from "@/lib/validation/indian-formats";
import {
  companySlug,
  optionalText,
  pastDate,
  planCardExtras,
  purchaseMetaSchema,
  requestKey,
  requiredText,
} from "./shared";
import { healthMessages as say } from "@/lib/journeys/health/messages";
import { hasHdfcPlanFields, needsAnnualIncome } from "@/lib/journeys/health/insurer-rules";
import { isMinor } from "@/lib/journeys/health/member-age";
import {
  communicationSchema,
  documentTypes,
  genders,
  nomineeSchema,
  type DocumentType,
} from "./proposal";

/**
 * Health journey contract (broker-api.md "Health", product-spec sections 3 and 5).
 *
 * One module for the browser and the server: the site's forms validate with these schemas
 * (react-hook-form + `@hookform/resolvers/zod`), `lib/api/health.ts` validates what it sends
 * and what the broker answers, and the sandbox broker validates every request body with them.
 * Written with `zod/mini` because the forms ship them to the browser.
 *
 * Units: money in whole rupees, height in cm, weight in kg, dates `yyyy-mm-dd`.
 * Messages quoted in spec 5 / spec 8 are used verbatim; every other rule has its own message.
 */

// ---------------------------------------------------------------------------------------------
// Wire enums (their labels and the screens' option lists are in lib/journeys/health/options.ts)
// ---------------------------------------------------------------------------------------------

export { documentTypes, genders, type DocumentType, type Gender } from "./proposal";

export {
  quoteRelations,
  memberRelations,
  maritalStatuses,
  policyTypes,
  sumInsuredValues,
  criticalIllnessPlans,
  type QuoteRelation,
  type MemberRelation,
  type MaritalStatus,
  type PolicyType,
  type SumInsured,
  type CriticalIllnessPlan,
} from "./values";

export {
  nomineeGenders,
  nomineeRelationValues,
  type NomineeGender,
  type NomineeRelation,
} from "./proposal";

// ---------------------------------------------------------------------------------------------
// Quote form: POST /product/health/api/form/one/submit
// ---------------------------------------------------------------------------------------------

const dobOfMember = z.string({ error: say.memberDetails }).check(
  z.trim(),
  z.minLength(1, say.memberDetails),
  z.refine((v) => v === "" || isCalendarDate(v), "Enter the date of birth as yyyy-mm-dd"),
  z.refine(
    (v) => !isCalendarDate(v) || (v >= "1900-01-01" && v <= todayInIndia()),
    "The date of birth cannot be in the future",
  ),
);

/** One row of the quote wizard's member step. */
export const insuredPersonSchema = z.object({
  memberNo: z
    .number({ error: say.memberDetails })
    .check(z.int("memberNo must be a whole number"), z.gte(1, "memberNo starts at 1")),
  dob: dobOfMember,
  gender: z.enum(genders, { error: say.memberDetails }),
  relation: z.enum(quoteRelations, { error: say.memberDetails }),
});
export type InsuredPerson = z.output<typeof insuredPersonSchema>;

/** A 10-digit Indian mobile number (spaces, dashes and +91 are stripped). */
function mobile(missing: string) {
  return z.pipe(
    z.pipe(z.string({ error: missing }), z.transform(normaliseMobile)),
    z.string().check(
      z.minLength(1, missing),
      z.refine(
        (v) => v === "" || MOBILE_PATTERN.test(v),
        "Enter a 10-digit mobile number starting with 6, 7, 8 or 9",
      ),
    ),
  );
}

function emailField(missing: string) {
  return z.string({ error: missing }).check(
    z.trim(),
    z.minLength(1, missing),
    z.maxLength(254, "Enter a shorter e-mail address"),
    z.refine(
      (v) => v === "" || z.email().safeParse(v).success,
      "Enter a valid e-mail address, like name@example.com",
    ),
  );
}

/** Adults on the quote form: 1–6 (spec 5). */
export const adultsSchema = z
  .number({ error: say.adultsMin })
  .check(z.int(say.adultsMin), z.gte(1, say.adultsMin), z.lte(6, say.adultsMax));

/** Kids on the quote form: 0–4 (spec 5). */
export const kidsSchema = z
  .number({ error: say.kidsMin })
  .check(z.int(say.kidsMin), z.gte(0, say.kidsMin), z.lte(4, say.kidsMax));

/** Pincode of the quote form: exactly 6 digits, as text. */
export const quotePincodeSchema = z
  .string({ error: say.pincode })
  .check(z.trim(), z.regex(PINCODE_PATTERN, say.pincode));

/**
 * The whole quote form payload (spec 3 "Health quote form values"; body of `form/one/submit`).
 * Rules beyond the fields: one member row per adult plus kid, numbered 1…n, member 1 is Self.
 * `pospNumber` is only sent by agents; {@link agentQuoteSchema} makes it required.
 */
export const healthQuoteSchema = z
  .object({
    adults: adultsSchema,
    kids: kidsSchema,
    pincode: quotePincodeSchema,
    name: requiredText(say.contactDetails, 100, "Keep your name under 100 characters"),
    phone: mobile(say.contactDetails),
    email: emailField(say.contactDetails),
    insuredPersons: z
      .array(insuredPersonSchema, { error: say.memberDetails })
      .check(z.minLength(1, say.memberDetails), z.maxLength(10, "At most 10 members")),
    pospNumber: z.optional(
      z.string().check(z.trim(), z.maxLength(40, "Keep the POSP number under 40 characters")),
    ),
  })
  .check(
    z.superRefine((quote, ctx) => {
      if (quote.insuredPersons.length !== quote.adults + quote.kids) {
        ctx.addIssue({
          code: "custom",
          path: ["insuredPersons"],
          message: `Add one member per adult and kid (${quote.adults + quote.kids}), not ${quote.insuredPersons.length}`,
        });
      }
      quote.insuredPersons.forEach((person, index) => {
        if (person.memberNo !== index + 1) {
          ctx.addIssue({
            code: "custom",
            path: ["insuredPersons", index, "memberNo"],
            message: `Member ${index + 1} must have memberNo ${index + 1}`,
          });
        }
      });
      if (quote.insuredPersons[0] && quote.insuredPersons[0].relation !== "Self") {
        ctx.addIssue({
          code: "custom",
          path: ["insuredPersons", 0, "relation"],
          message: "The first member is always Self",
        });
      }
    }),
  );
export type HealthQuote = z.output<typeof healthQuoteSchema>;
export type HealthQuoteInput = z.input<typeof healthQuoteSchema>;

/** The agent tab's payload: as {@link healthQuoteSchema} with a required POSP number. */
export const agentQuoteSchema = healthQuoteSchema.check(
  z.refine((q) => Boolean(q.pospNumber), { message: say.pospRequired, path: ["pospNumber"] }),
);

/** `{ status, key }` answer of `form/one/submit`. */
export const quoteSubmittedSchema = z.object({
  status: z.number(),
  key: z.string().check(z.minLength(1)),
});
export type QuoteSubmitted = z.output<typeof quoteSubmittedSchema>;

// ---------------------------------------------------------------------------------------------
// Plans: get/quick-quotes, select/plan
// ---------------------------------------------------------------------------------------------

/** A plan card (spec 3 "Plan card"): rupees; `logo` is an absolute image URL. */
export const planCardSchema = z.object({
  logo: z.string(),
  pName: z.string().check(z.minLength(1)),
  pCode: z.string().check(z.minLength(1)),
  companyName: z.string().check(z.minLength(1)),
  sumInsured: z.number(),
  premium: z.number(),
  ...planCardExtras,
});
export type PlanCard = z.output<typeof planCardSchema>;

/** The plan the visitor chose (body `data` of `select/plan`). */
export const planChoiceSchema = z.object({
  pName: requiredText("Plan name is required"),
  pCode: requiredText("Plan code is required"),
  companyName: companySlug,
});
export type PlanChoice = z.output<typeof planChoiceSchema>;

export const selectPlanBodySchema = z.object({ requestKey, data: planChoiceSchema });
export type SelectPlanBody = z.output<typeof selectPlanBodySchema>;

// ---------------------------------------------------------------------------------------------
// Members: get/active/member/data, update/member
// ---------------------------------------------------------------------------------------------

const documentIdMessages: Record<DocumentType, string> = {
  Aadhaar: "An Aadhaar number has 12 digits",
  PAN: "A PAN looks like ABCDE1234F",
  Passport: "A passport number looks like A1234567",
  DL: "A driving licence number looks like MH1420110062821",
};

/**
 * Fields of a health member (spec 3 "Health member form"), required as spec 5 says for every
 * insurer. The hdfc-ergo fields are optional here; {@link memberFormSchema} requires them where
 * the insurer and member number call for them.
 */
const memberShape = {
  memberNo: z
    .number({ error: "memberNo is required" })
    .check(z.int("memberNo must be a whole number"), z.gte(1, "memberNo starts at 1")),
  firstName: requiredText("Enter the first name", 50, "Keep the first name under 50 characters"),
  lastName: requiredText("Enter the last name", 50, "Keep the last name under 50 characters"),
  dob: pastDate("Enter the date of birth", "date of birth"),
  gender: z.enum(genders, { error: "Select the gender" }),
  // Issue 23: marital status, profession, annual income and the ID document are optional for a
  // member under 18 on the India date (lib/journeys/health/member-age.ts); adultMemberRules
  // requires them of everyone else, as before.
  maritalStatus: z.optional(z.enum(maritalStatuses, { error: "Select the marital status" })),
  /** One of {@link professions} or {@link occupations} (free text accepted, 1–100 characters). */
  profession: z.optional(
    requiredText(
      "Select the profession or occupation",
      100,
      "Keep the profession under 100 characters",
    ),
  ),
  relation: z.enum(memberRelations, { error: "Select the relation" }),
  /** Annual income in rupees; required for hdfc-ergo. */
  annualIncome: z.optional(
    z
      .number({ error: "Enter the annual income in rupees" })
      .check(
        z.int("Enter the annual income in whole rupees"),
        z.gte(0, "The annual income cannot be negative"),
        z.lte(10_000_000_000, "Enter the annual income in rupees"),
      ),
  ),
  /** Height in cm. */
  height: z
    .number({ error: "Enter the height in cm" })
    .check(
      z.gte(30, "Enter a height between 30 and 250 cm"),
      z.lte(250, "Enter a height between 30 and 250 cm"),
    ),
  /** Weight in kg. */
  weight: z
    .number({ error: "Enter the weight in kg" })
    .check(
      z.gte(1, "Enter a weight between 1 and 300 kg"),
      z.lte(300, "Enter a weight between 1 and 300 kg"),
    ),
  documentType: z.optional(z.enum(documentTypes, { error: "Select the ID document type" })),
  documentId: z.optional(
    requiredText("Enter the document number", 30, "Keep the document number under 30 characters"),
  ),
  documentIssueDate: z.optional(pastDate("Enter the document issue date", "document issue date")),
  // hdfc-ergo, member 1
  policyType: z.optional(z.enum(policyTypes, { error: "Select the policy type" })),
  sumInsured: z.optional(z.literal(sumInsuredValues, { error: "Select the sum insured" })),
  ipaRider: z.optional(z.boolean({ error: "ipaRider must be true or false" })),
  criticalIllnessCover: z.optional(
    z.boolean({ error: "criticalIllnessCover must be true or false" }),
  ),
  criticalIllnessPlan: z.optional(
    z.literal(criticalIllnessPlans, { error: "Select the critical illness plan" }),
  ),
  /** Critical illness cover in rupees, less than `sumInsured`. */
  criticalIllnessCoverValue: z.optional(
    z
      .number({ error: "Enter the critical illness cover in rupees" })
      .check(
        z.int("Enter the critical illness cover in whole rupees"),
        z.gt(0, "The critical illness cover must be more than 0"),
      ),
  ),
};

const memberObject = z.object(memberShape);

/** Cross-field rules that hold for every member of every insurer. */
function baseMemberRules(
  member: z.output<typeof memberObject>,
  ctx: z.core.$RefinementCtx<z.output<typeof memberObject>>,
): void {
  if (!isMinor(member.dob)) {
    const missing: [keyof typeof member, string][] = [
      ["maritalStatus", "Select the marital status"],
      ["profession", "Select the profession or occupation"],
      ["documentType", "Select the ID document type"],
      ["documentId", "Enter the document number"],
      ["documentIssueDate", "Enter the document issue date"],
    ];
    for (const [field, message] of missing)
      if (member[field] === undefined) ctx.addIssue({ code: "custom", path: [field], message });
  }
  if (
    member.documentType &&
    member.documentId &&
    !isDocumentId[member.documentType](member.documentId)
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["documentId"],
      message: documentIdMessages[member.documentType],
    });
  }
  if (
    isCalendarDate(member.dob) &&
    member.documentIssueDate !== undefined &&
    isCalendarDate(member.documentIssueDate) &&
    member.documentIssueDate < member.dob
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["documentIssueDate"],
      message: "The issue date cannot be before the date of birth",
    });
  }
  if (member.memberNo === 1 && member.relation !== "Self") {
    ctx.addIssue({
      code: "custom",
      path: ["relation"],
      message: "Member 1 is the proposer: the relation is Self",
    });
  }
  if (
    member.sumInsured !== undefined &&
    member.criticalIllnessCoverValue !== undefined &&
    member.criticalIllnessCoverValue >= member.sumInsured
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["criticalIllnessCoverValue"],
      message: "The critical illness cover must be less than the sum insured",
    });
  }
}

/**
 * A health member with the rules every insurer shares (spec 5 "Health member form").
 * Use {@link memberFormSchema} for one insurer's form.
 */
export const healthMemberSchema = memberObject.check(z.superRefine(baseMemberRules));
export type HealthMember = z.output<typeof healthMemberSchema>;
export type HealthMemberInput = z.input<typeof healthMemberSchema>;

/**
 * Insurer-specific rules of spec 5 on top of {@link baseMemberRules}.
 * @param rowMemberNo the form row's member number; default the value's own `memberNo`.
 */
function insurerMemberRules(companyName: string, rowMemberNo?: number) {
  return (
    member: z.output<typeof memberObject>,
    ctx: z.core.$RefinementCtx<z.output<typeof memberObject>>,
  ) => {
    if (
      needsAnnualIncome(companyName) &&
      member.annualIncome === undefined &&
      !isMinor(member.dob)
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["annualIncome"],
        message: "Enter the annual income in rupees",
      });
    }
    if (!hasHdfcPlanFields(companyName, rowMemberNo ?? member.memberNo)) return;
    if (member.policyType === undefined)
      ctx.addIssue({ code: "custom", path: ["policyType"], message: "Select the policy type" });
    if (member.sumInsured === undefined)
      ctx.addIssue({ code: "custom", path: ["sumInsured"], message: "Select the sum insured" });
    if (member.criticalIllnessCover) {
      if (member.criticalIllnessPlan === undefined)
        ctx.addIssue({
          code: "custom",
          path: ["criticalIllnessPlan"],
          message: "Select the critical illness plan",
        });
      if (member.criticalIllnessCoverValue === undefined)
        ctx.addIssue({
          code: "custom",
          path: ["criticalIllnessCoverValue"],
          message: "Enter the critical illness cover in rupees",
        });
    }
  };
}

/**
 * The member form of one insurer and member number (spec 5): every field of
 * {@link healthMemberSchema}; `annualIncome` required for hdfc-ergo; `policyType` and
 * `sumInsured` required for hdfc-ergo member 1, and `criticalIllnessPlan` and
 * `criticalIllnessCoverValue` (less than the sum insured) when `criticalIllnessCover` is on.
 * `memberNo` is the form row's number (1 = the proposer): it decides whether the hdfc-ergo plan
 * fields are required, whatever the value's own `memberNo` says.
 */
export function memberFormSchema(companyName: string, memberNo: number) {
  return memberObject.check(
    z.superRefine(baseMemberRules),
    z.superRefine(insurerMemberRules(companyName, memberNo)),
  );
}

/**
 * `data` of `update/member` for one insurer: the members numbered 1…n without gaps, member 1
 * first, each under {@link memberFormSchema}.
 */
export function membersFormSchema(companyName: string) {
  return z
    .object({
      members: z
        .array(
          memberObject.check(
            z.superRefine(baseMemberRules),
            z.superRefine(insurerMemberRules(companyName)),
          ),
        )
        .check(z.minLength(1, "Add at least one member"), z.maxLength(10, "At most 10 members")),
    })
    .check(
      z.superRefine((value, ctx) => {
        value.members.forEach((m, i) => {
          if (m.memberNo !== i + 1)
            ctx.addIssue({
              code: "custom",
              path: ["members", i, "memberNo"],
              message: `Member ${i + 1} must have memberNo ${i + 1}`,
            });
        });
      }),
    );
}

/** `data` of `update/member` checked with the rules every insurer shares. */
export const membersDataSchema = z.object({
  members: z
    .array(healthMemberSchema)
    .check(z.minLength(1, "Add at least one member"), z.maxLength(10, "At most 10 members")),
});
export type MembersData = z.output<typeof membersDataSchema>;

export const updateMemberBodySchema = z.object({ requestKey, data: membersDataSchema });
export type UpdateMemberBody = z.output<typeof updateMemberBodySchema>;

/**
 * A member as saved so far (prefill): only `memberNo` is sure to be there; the quote gives
 * dob, gender and relation, and member 1's names.
 */
export const healthMemberDraftSchema = z.extend(z.partial(memberObject), {
  memberNo: memberShape.memberNo,
});
export type HealthMemberDraft = z.output<typeof healthMemberDraftSchema>;

// ---------------------------------------------------------------------------------------------
// Medical: update/medical (no field is required, spec 5)
// ---------------------------------------------------------------------------------------------

/** A select's value: one of `values`, or "" when nothing was chosen. */
function choice<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.optional(z.enum([...values, ""] as [...T, ""], { error: `Choose ${label}` }));
}
const yesNoValues = ["yes", "no"] as const;
const yesNo = (label: string) => choice(yesNoValues, label);
const note = optionalText(200);

export const medicalDetailsSchemas = {
  disease: z.object({
    name: note,
    diagnosisDate: note,
    medication: note,
    isOngoing: yesNo("whether it is ongoing"),
  }),
  thyroid: z.object({
    type: choice(["hypo", "hyper"], "the thyroid type"),
    medication: note, // e.g. "thyroxine"
    duration: choice(["<1", ">1"], "the duration"),
    complications: note, // e.g. "none"
  }),
  diabetes: z.object({
    type: choice(["type1", "type2"], "the diabetes type"),
    medication: choice(["insulin", "oral"], "the medication"),
    diagnosed: note,
    lastTest: note,
    hospitalized: yesNo("whether hospitalised"),
    hba1c: note,
    fbs: note,
    recordsHospital: yesNo("whether hospital records exist"),
    complications: yesNo("whether there were complications"),
    recordsComplications: yesNo("whether complication records exist"),
  }),
  asthma: z.object({
    diagnosed: note,
    medication: note,
    frequency: note,
    hospitalized: yesNo("whether hospitalised"),
    recordsHospital: yesNo("whether hospital records exist"),
    complications: yesNo("whether there were complications"),
    recordsComplications: yesNo("whether complication records exist"),
  }),
  hypertension: z.object({
    diagnosed: note,
    tablets: note,
    systolic: note,
    diastolic: note,
    hospitalized: yesNo("whether hospitalised"),
    recordsHospital: yesNo("whether hospital records exist"),
    complications: yesNo("whether there were complications"),
    recordsComplications: yesNo("whether complication records exist"),
  }),
  lipids: z.object({
    medicated: yesNo("whether medicated"),
    complications: yesNo("whether there were complications"),
    diagnosed: note,
  }),
  meds: z.object({ names: note }),
  symptoms: z.object({ details: optionalText(500) }),
  gynae: z.object({ condition: note }),
  tobacco: z.object({ form: note }),
  alcohol: z.object({ frequency: note }),
};

const flag = z.optional(z.boolean({ error: "Answer yes or no" }));

/** The eleven flags, each with its detail object (the same pairs as lib/journeys/health/options.ts). */
const medicalFlagShape = {
  hasDisease: flag,
  hasThyroid: flag,
  hasDiabetes: flag,
  hasAsthma: flag,
  hasHypertension: flag,
  hasHyperlipidemia: flag,
  onMeds: flag,
  hasSymptoms: flag,
  hasGynae: flag,
  usesTobacco: flag,
  drinksAlcohol: flag,
};
const medicalDetailShape = {
  disease: z.optional(medicalDetailsSchemas.disease),
  thyroid: z.optional(medicalDetailsSchemas.thyroid),
  diabetes: z.optional(medicalDetailsSchemas.diabetes),
  asthma: z.optional(medicalDetailsSchemas.asthma),
  hypertension: z.optional(medicalDetailsSchemas.hypertension),
  lipids: z.optional(medicalDetailsSchemas.lipids),
  meds: z.optional(medicalDetailsSchemas.meds),
  symptoms: z.optional(medicalDetailsSchemas.symptoms),
  gynae: z.optional(medicalDetailsSchemas.gynae),
  tobacco: z.optional(medicalDetailsSchemas.tobacco),
  alcohol: z.optional(medicalDetailsSchemas.alcohol),
};
/** A medical flag's name (`hasDisease` … `drinksAlcohol`). */
export type MedicalFlag = keyof typeof medicalFlagShape;
const medicalFlagNames = Object.keys(medicalFlagShape) as MedicalFlag[];

/**
 * One insured member's medical answers (issue 23): `memberNo` as in `update/member` (1 = the
 * proposer), every flag answered `true` (Yes) or `false` (No), and the detail object of each flag
 * answered Yes (details of a No are not sent).
 */
export const memberMedicalSchema = z.object({
  memberNo: z
    .number({ error: "memberNo is required" })
    .check(z.int("memberNo must be a whole number"), z.gte(1, "memberNo starts at 1")),
  ...medicalFlagShape,
  ...medicalDetailShape,
});
export type MemberMedical = z.output<typeof memberMedicalSchema>;
export type MemberMedicalInput = z.input<typeof memberMedicalSchema>;

/**
 * The medical answers (`data` of `update/medical`; `medical` of `get/active/member/data`).
 *
 * - `members` (issue 23): the answers per insured member, one entry per member with its
 *   `memberNo`, each question answered Yes (`true`) or No (`false`), details only for Yes. The
 *   site sends every member with every question answered; the broker stores and returns it, so
 *   the step comes back filled. Optional on the wire: requests saved before it have none.
 * - The top-level flags `hasDisease … drinksAlcohol` stay for brokers and insurers that read
 *   them: a flag is `true` when anyone answered Yes. With `members` present they must agree with
 *   it. The top-level detail objects (`disease`, …) are the details of the first member who
 *   answered Yes (the lowest `memberNo`).
 *
 * Spec 5 makes no field required; the per-member rule (every member answers every question) is
 * the site's form check (lib/journeys/health/proposal-forms.ts `validateMedical`).
 */
export const medicalSchema = z
  .object({
    ...medicalFlagShape,
    ...medicalDetailShape,
    members: z.optional(z.array(memberMedicalSchema).check(z.maxLength(10, "At most 10 members"))),
  })
  .check(
    z.superRefine((medical, ctx) => {
      if (!medical.members) return;
      const seen = new Set<number>();
      medical.members.forEach((m, i) => {
        if (seen.has(m.memberNo))
          ctx.addIssue({
            code: "custom",
            path: ["members", i, "memberNo"],
            message: `Member ${m.memberNo} is answered twice`,
          });
        seen.add(m.memberNo);
      });
      for (const name of medicalFlagNames) {
        const anyone = medical.members.some((m) => m[name] === true);
        if ((medical[name] === true) !== anyone)
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: `${name} must be true exactly when a member answered Yes`,
          });
      }
    }),
  );
export type Medical = z.output<typeof medicalSchema>;
export type MedicalInput = z.input<typeof medicalSchema>;

export const updateMedicalBodySchema = z.object({ requestKey, data: medicalSchema });
export type UpdateMedicalBody = z.output<typeof updateMedicalBodySchema>;

// ---------------------------------------------------------------------------------------------
// Nominee and communication (no field is required, spec 5; what is filled in is checked)
// ---------------------------------------------------------------------------------------------

export {
  communicationSchema,
  nomineeSchema,
  type Communication,
  type CommunicationInput,
  type Nominee,
  type NomineeInput,
} from "./proposal";

export const updateNomineeBodySchema = z.object({ requestKey, data: nomineeSchema });
export type UpdateNomineeBody = z.output<typeof updateNomineeBodySchema>;

export const updateCommunicationBodySchema = z.object({ requestKey, data: communicationSchema });
export type UpdateCommunicationBody = z.output<typeof updateCommunicationBodySchema>;

// ---------------------------------------------------------------------------------------------
// Answers of the broker
// ---------------------------------------------------------------------------------------------

/** `data` of `get/active/member/data`: what is saved so far, to prefill the forms. */
export const activeMemberDataSchema = z.object({
  companyName: z.string(),
  pName: z.string(),
  members: z.array(healthMemberDraftSchema),
  medical: z.optional(medicalSchema),
  nominee: z.optional(nomineeSchema),
  communication: z.optional(communicationSchema),
});
export type ActiveMemberData = z.output<typeof activeMemberDataSchema>;

/** Final quote (spec 3 "Final quote, health"): whole rupees; tax is 18% GST of the net premium. */
export const finalQuoteSchema = z.object({
  policyData: z.object({
    companyLogo: z.string(),
    sumInsured: z.number(),
    basePremium: z.number(),
    netPremium: z.number(),
    tax: z.number(),
    grossPremium: z.number(),
    /** Riders chosen with the plan (issue 22), rupees a year before GST; untrusted names. */
    riders: z.optional(z.array(z.object({ name: z.string(), premium: z.number() }))),
    /** Discounts taken off (issue 22), rupees as positive amounts; untrusted names. */
    discounts: z.optional(z.array(z.object({ name: z.string(), amount: z.number() }))),
    /** The policy period, `yyyy-mm-dd`. */
    policyStartDate: z.optional(z.string()),
    policyEndDate: z.optional(z.string()),
  }),
  insurenceDetails: z.object({
    companyName: z.string(),
    pName: z.string(),
    members: z.array(z.object({ Name: z.string(), Relation: z.string() })),
  }),
});
export type FinalQuote = z.output<typeof finalQuoteSchema>;

export { purchaseMetaSchema, type PurchaseMeta } from "./shared";

/**
 * `data` of `trigger/purchase`: digit sends `{ paymentUrl, memberName, policyNumber }`;
 * future-genrali the flat record of form fields to post to `meta.apiUrl`; others `{}`.
 */
export const purchaseDataSchema = z.catchall(
  z.object({
    paymentUrl: z.optional(z.string()),
    memberName: z.optional(z.string()),
    policyNumber: z.optional(z.string()),
  }),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type PurchaseData = z.output<typeof purchaseDataSchema>;

/** The whole `trigger/purchase` answer. */
export const purchaseResponseSchema = z.object({
  status: z.number(),
  message: z.optional(z.string()),
  meta: purchaseMetaSchema,
  data: purchaseDataSchema,
});
export type PurchaseResponse = z.output<typeof purchaseResponseSchema>;

export { policyDocumentsSchema, type PolicyDocuments } from "./shared";
