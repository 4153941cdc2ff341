import * as z from "zod/mini";
import { previousInsurers } from "@/lib/journeys/motor/insurers";
import {
  registrationInvalidMessage,
  registrationRequiredMessage,
} from "@/lib/journeys/motor/messages";
import {
  email as emailSchema,
  indianMobile,
  PERSON_NAME_PATTERN,
} from "@/lib/validation/contact-fields";
import { normaliseDate, todayInIndia } from "@/lib/validation/dates";
import {
  isDocumentId,
  normaliseDocumentId,
  normaliseRegistrationNumber,
  parseRegistrationNumber,
} from "@/lib/validation/indian-formats";
import { documentTypes, genders, type DocumentType } from "./proposal";
import { planCardExtras } from "./shared";
import {
  isBlankPreviousInsurance,
  motorMaritalStatuses,
  nbcValues,
  previousPolicyTypes,
} from "./values";

/**
 * The motor journey's contract (broker-api.md "Motor", product-spec sections 3, 5 and 9):
 * request and response schemas, their types, the constants the screens
 * need, and small pure helpers (registration numbers, dates, add-ons).
 *
 * Written with `zod/mini` because the form schemas ship to the browser (react-hook-form
 * resolvers); the server-only client `lib/api/motor.ts` validates with the same schemas.
 *
 * Conventions: money is in whole rupees; dates on the wire are `yyyy-mm-dd`; `companyName` is an
 * insurer slug (`digit`, `future-genrali`, …). Form schemas accept what a form holds (strings,
 * empty strings for untouched optional fields) and output the wire shape.
 */

// ---------------------------------------------------------------------------------------------
// Constants

/** Path prefix of every motor call (broker-api.md "Motor"). */
export const motorApiPrefix = "/product/motor/api";

/** Goods and services tax on motor premiums (net premium × 0.18, rounded to rupees). */
export const motorGstRate = 0.18;

/** Short code of a previous insurer (`insuranceCompany` on the wire). */
export type PreviousInsurerCode = (typeof previousInsurers)[number]["code"];

const previousInsurerCodes: ReadonlySet<string> = new Set(previousInsurers.map((i) => i.code));

export {
  previousPolicyTypes,
  nbcValues,
  motorMaritalStatuses,
  isBlankPreviousInsurance,
  type PreviousPolicyType,
  type Nbc,
  type MotorMaritalStatus,
} from "./values";

export { documentTypes, genders, type DocumentType, type Gender } from "./proposal";

export {
  addOnAmountSeparator,
  addOnSectionKeys,
  addOnAmountKey,
  type AddOnSectionKey,
} from "./values";

// ---------------------------------------------------------------------------------------------
// Small pure helpers

/**
 * Whether a previous policy ending on `endDate` (`yyyy-mm-dd`) has lapsed on `today`: it ended
 * before today. A lapsed policy means a break-in inspection before the new policy is issued.
 */
export function hasLapsed(endDate: string, today: string = todayInIndia()): boolean {
  return endDate < today;
}

// ---------------------------------------------------------------------------------------------
// Field builders

const trimmed = () => z.string().check(z.trim());

/** A required text field: missing, not a string or blank all give `required`. */
const requiredText = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

/** An optional text field; an empty or blank value becomes undefined. */
const optionalText = (max: number, tooLong: string) =>
  z.pipe(
    z.optional(z.nullable(trimmed().check(z.maxLength(max, tooLong)))),
    z.transform((v: string | null | undefined) => (v ? v : undefined)),
  );

const requiredName = (label: string) =>
  requiredText(
    `${label} is required`,
    50,
    `Keep the ${label.toLowerCase()} under 50 characters`,
  ).check(
    z.refine(
      (v) => v === "" || PERSON_NAME_PATTERN.test(v),
      `Use letters only in the ${label.toLowerCase()}`,
    ),
  );

/** A required date, normalised to `yyyy-mm-dd`; `required` when empty, 'Invalid date' when unparseable. */
export const requiredDate = (required: string) =>
  z.pipe(
    z.string({ error: required }).check(
      z.trim(),
      z.minLength(1, required),
      z.refine((v) => v === "" || normaliseDate(v) !== null, "Invalid date"),
    ),
    z.transform((v: string) => normaliseDate(v) ?? v),
  );

/** A date that must not lie after today (India). */
const notInFuture = (message: string) =>
  z.refine<string>((v) => {
    const date = normaliseDate(v);
    return date === null || date <= todayInIndia();
  }, message);

/**
 * A string enum whose empty, missing or unknown value gives `required`. Its input type is
 * `string`, so a form can start with "" (an unchosen select).
 */
const requiredEnum = <const T extends readonly [string, ...string[]]>(
  values: T,
  required: string,
) => z.pipe(z.string({ error: required }), z.enum(values, { error: required }));

// ---------------------------------------------------------------------------------------------
// Shared journey types

/**
 * The broker's `requestKey` of one journey, taken from the route: 1–100 letters, digits,
 * `-` or `_` (anything else could change the path of a call).
 */
export const requestKeySchema = z.string({ error: "requestKey is required" }).check(
  z.minLength(1, "requestKey is required"),
  z.maxLength(100, "requestKey is too long"),
  z.refine(
    (v) => v === "" || /^[A-Za-z0-9_-]+$/.test(v),
    "requestKey may only hold letters, digits, - and _",
  ),
);

/** A plan card of `get/quick-quotes`; for motor `sumInsured` is the IDV. Rupees. */
export const planCardSchema = z.object({
  logo: z.string(),
  pName: z.string(),
  pCode: z.string(),
  companyName: z.string(),
  sumInsured: z.number(),
  premium: z.number(),
  ...planCardExtras,
});
export type PlanCard = z.output<typeof planCardSchema>;

/** The chosen plan sent to `select/plan`. */
export const planChoiceSchema = z.object({
  pName: requiredText("Plan name is required", 200, "Plan name is too long"),
  pCode: requiredText("Plan code is required", 100, "Plan code is too long"),
  companyName: requiredText("Company is required", 100, "Company is too long"),
});
export type PlanChoice = z.output<typeof planChoiceSchema>;

// ---------------------------------------------------------------------------------------------
// Quote (spec 3 "Motor quote form values", spec 4 "Motor quote form")

/** A required Indian registration number, normalised (upper case, no spaces or dashes). */
export const registrationNumberSchema = z.pipe(
  z.pipe(
    z.string({ error: registrationRequiredMessage }),
    z.transform(normaliseRegistrationNumber),
  ),
  z.string().check(
    z.minLength(1, registrationRequiredMessage),
    z.refine((v) => v === "" || parseRegistrationNumber(v) !== null, registrationInvalidMessage),
  ),
);

const optionalRegistration = z.pipe(
  z.pipe(
    z.optional(z.nullable(z.string({ error: registrationInvalidMessage }))),
    z.transform((v: string | null | undefined) =>
      v ? normaliseRegistrationNumber(v) || undefined : undefined,
    ),
  ),
  z.optional(
    z
      .string()
      .check(z.refine((v) => parseRegistrationNumber(v) !== null, registrationInvalidMessage)),
  ),
);

/**
 * The fields of the quote body one by one (without the "one vehicle number is needed" rule and
 * the `rcNo` fallback of {@link motorQuoteSchema}): the quote form builds its per-step schemas
 * from these, so the browser and the broker call share every message.
 */
export const motorQuoteFieldsSchema = z.object({
  rcNo: optionalRegistration,
  name: requiredText("Enter your name", 100, "Keep your name under 100 characters").check(
    z.refine((v) => v === "" || PERSON_NAME_PATTERN.test(v), "Use letters only in your name"),
  ),
  phone: indianMobile,
  email: emailSchema,
  pospNumber: z.pipe(
    optionalText(30, "Keep the POSP number under 30 characters"),
    z.optional(z.string().check(z.regex(/^[A-Za-z0-9/-]+$/, "Enter a valid POSP number"))),
  ),
  vehicleNumber: optionalRegistration,
});

/**
 * Body of `POST /product/motor/api/form/one/submit`. The vehicle number comes as `rcNo`
 * (customer, step 1) or `vehicleNumber` (the last step of either tab); at least one is needed,
 * and the output always carries `rcNo` (falling back to `vehicleNumber`). `name` is the full name;
 * `phone` is normalised to 10 digits; `pospNumber` only for agents.
 */
export const motorQuoteSchema = z.pipe(
  motorQuoteFieldsSchema.check(
    z.superRefine(
      (value, ctx) => {
        const v = value as { rcNo?: unknown; vehicleNumber?: unknown; pospNumber?: unknown } | null;
        if (!v || typeof v !== "object") return;
        const given = (x: unknown) =>
          typeof x === "string" && normaliseRegistrationNumber(x) !== "";
        if (!given(v.rcNo) && !given(v.vehicleNumber)) {
          ctx.addIssue({
            code: "custom",
            message: registrationRequiredMessage,
            // Agents type the number in their last step (vehicleNumber); customers in step 1.
            path: [given(v.pospNumber) ? "vehicleNumber" : "rcNo"],
            input: v.rcNo,
          });
        }
      },
      { when: () => true },
    ),
  ),
  z.transform((v) => ({ ...v, rcNo: (v.rcNo ?? v.vehicleNumber) as string })),
);
export type MotorQuoteInput = z.input<typeof motorQuoteSchema>;
export type MotorQuote = z.output<typeof motorQuoteSchema>;

/** Answer of `form/one/submit`: `{ status, requestKey }`. */
export const motorQuoteAnswerSchema = z.object({
  status: z.number(),
  requestKey: requestKeySchema,
});

// ---------------------------------------------------------------------------------------------
// Previous insurance (spec 3 "Previous insurance (motor)", spec 5 "Previous insurance form")

const numberish = (required: string) =>
  z.pipe(
    z.union([z.number({ error: required }), z.string({ error: required })], { error: required }),
    z.transform((v: number | string, ctx) => {
      const n = typeof v === "number" ? v : v.trim() === "" ? Number.NaN : Number(v);
      if (Number.isNaN(n)) {
        ctx.issues.push({ code: "custom", message: required, input: v });
        return z.NEVER;
      }
      return n;
    }),
  );

/** The fields of one previous policy, without the start/end comparison. */
const previousInsuranceFields = z.object({
  srNo: z.pipe(numberish("srNo must be 1 or 2"), z.literal([1, 2], "srNo must be 1 or 2")),
  insuranceCompany: z.pipe(
    requiredText("Company is required", 20, "Choose a company from the list").check(
      z.refine((v) => v === "" || previousInsurerCodes.has(v), "Choose a company from the list"),
    ),
    z.transform((v: string) => v as PreviousInsurerCode),
  ),
  policyNumber: requiredText(
    "Policy number is required",
    50,
    "Keep the policy number under 50 characters",
  ).check(
    z.refine(
      (v) => v === "" || /^[A-Za-z0-9/ .-]+$/.test(v),
      "Use letters, digits, spaces and / - . in the policy number",
    ),
  ),
  startDate: requiredDate("Start date is required"),
  endDate: requiredDate("End date is required"),
  policyType: requiredEnum(previousPolicyTypes, "Policy type is required"),
  nbc: z.pipe(numberish("NBC is required"), z.literal(nbcValues, "NBC is required")),
  lastYearClaim: z.pipe(
    z.pipe(
      z.union([z.boolean(), z.string()], { error: "Last year claim is required" }),
      z.transform((v: boolean | string) => String(v)),
    ),
    requiredEnum(["true", "false"], "Last year claim is required"),
  ),
});

/**
 * One previous policy. Both dates must parse; when both are filled, start must be on or before
 * end (messages on both fields, spec 5). Dates come out as `yyyy-mm-dd`, `nbc` and `srNo` as
 * numbers, `lastYearClaim` as "true" | "false".
 */
export const previousInsuranceSchema = previousInsuranceFields.check(
  z.superRefine(
    (value, ctx) => {
      const v = value as { startDate?: unknown; endDate?: unknown } | null;
      if (!v || typeof v !== "object") return;
      const start = typeof v.startDate === "string" ? normaliseDate(v.startDate) : null;
      const end = typeof v.endDate === "string" ? normaliseDate(v.endDate) : null;
      if (start && end && start > end) {
        ctx.addIssue({
          code: "custom",
          message: "Start must be on or before end",
          path: ["startDate"],
          input: v.startDate,
        });
        ctx.addIssue({
          code: "custom",
          message: "End must be on or after start",
          path: ["endDate"],
          input: v.endDate,
        });
      }
    },
    { when: () => true },
  ),
);
export type PreviousInsurance = z.output<typeof previousInsuranceSchema>;

/** What the previous-insurance form holds for one policy (selects and date inputs give strings). */
export type PreviousInsuranceFormValues = {
  srNo: 1 | 2;
  insuranceCompany: string;
  policyNumber: string;
  startDate: string;
  endDate: string;
  policyType: string;
  nbc: string | number;
  lastYearClaim: string;
};

/** An untouched policy block of the form. */
export function emptyPreviousInsurance(srNo: 1 | 2): PreviousInsuranceFormValues {
  return {
    srNo,
    insuranceCompany: "",
    policyNumber: "",
    startDate: "",
    endDate: "",
    policyType: "",
    nbc: "",
    lastYearClaim: "",
  };
}

/**
 * The `data` of `set/base-policy-details`: `{ insurances }` with insurance 1 required and
 * insurance 2 optional (a blank second block is dropped). srNo must be 1, then 2.
 */
export const previousInsurancesSchema = z.object({
  insurances: z.pipe(
    z.pipe(
      z.array(z.unknown(), "Previous insurance is required"),
      z.transform((list: unknown[]) =>
        list.filter((item, i) => i === 0 || !isBlankPreviousInsurance(item)),
      ),
    ),
    z.array(previousInsuranceSchema).check(
      z.minLength(1, "Previous insurance is required"),
      z.maxLength(2, "Enter at most two previous policies"),
      z.refine(
        (list) => list.every((item, i) => item.srNo === i + 1),
        "srNo must be 1 for insurance 1 and 2 for insurance 2",
      ),
    ),
  ),
});
export type PreviousInsurances = z.output<typeof previousInsurancesSchema>;

/**
 * `vehicle` of `get/base-policy-details` (broker-api.md, 2026-11-27): what the registration
 * lookup found, shown for the visitor to confirm. `registrationYear` is a calendar year.
 */
export const motorVehicleSchema = z.object({
  make: z.string(),
  model: z.string(),
  variant: z.optional(z.string()),
  fuelType: z.optional(z.string()),
  registrationYear: z.optional(z.number()),
});
export type MotorVehicleWire = z.output<typeof motorVehicleSchema>;

/**
 * One policy saved with `set/base-policy-details`, read back loosely (each field optional, texts
 * or numbers as saved). Not in broker-api.md's `get/base-policy-details`, whose three defaults
 * name only insurance 1's company, number and end date: issue 23 item 1 wants the step to come
 * back filled after Back, link or reload, so the answer may carry the saved `insurances` too
 * (the sandbox sends them; a broker without them still parses, and the form then starts from
 * the three defaults). A malformed list is dropped, not fatal.
 */
export const savedPreviousInsuranceSchema = z.object({
  srNo: z.optional(z.number()),
  insuranceCompany: z.optional(z.string()),
  policyNumber: z.optional(z.string()),
  startDate: z.optional(z.string()),
  endDate: z.optional(z.string()),
  policyType: z.optional(z.string()),
  nbc: z.optional(z.union([z.number(), z.string()])),
  lastYearClaim: z.optional(z.string()),
});
export type SavedPreviousInsurance = z.output<typeof savedPreviousInsuranceSchema>;

/**
 * `data` of `get/base-policy-details`: defaults for insurance 1 of the form, and the vehicle
 * (optional: a broker without it still works). A malformed `vehicle` is dropped, not fatal: the
 * form's defaults are still good and the screen then simply shows no vehicle.
 */
export const basePolicyDetailsSchema = z.object({
  insuranceCompany: z.optional(z.string()),
  policyNumber: z.optional(z.string()),
  endDate: z.optional(z.string()),
  vehicle: z.optional(z.catch(z.optional(motorVehicleSchema), undefined)),
  insurances: z.optional(z.catch(z.optional(z.array(savedPreviousInsuranceSchema)), undefined)),
});
export type BasePolicyDetails = z.output<typeof basePolicyDetailsSchema>;

/**
 * Answer of `set/base-policy-details`: `{ status, requestKey }`, the key the plan grid uses
 * (a broker that leaves it out means the key it was sent).
 */
export const setBasePolicyAnswerSchema = z.object({
  status: z.number(),
  requestKey: z.optional(requestKeySchema),
});

// ---------------------------------------------------------------------------------------------
// Member, nominee, communication

const documentIdMessages: Record<DocumentType, string> = {
  Aadhaar: "Enter the 12-digit Aadhaar number",
  PAN: "Enter the PAN, like ABCDE1234F",
  Passport: "Enter the passport number, like A1234567",
  DL: "Enter the driving licence number, like MH1220110012345",
};

/**
 * The motor owner (spec 3 "Motor member form", spec 5): firstName, lastName, dob, gender,
 * maritalStatus, documentType, documentId and documentIssueDate required; profession and
 * occupation optional. The document number is normalised and checked against its type; dates
 * come out as `yyyy-mm-dd`, not in the future, the issue date not before the birth date.
 */
export const motorMemberSchema = z
  .object({
    firstName: requiredName("First name"),
    lastName: requiredName("Last name"),
    dob: requiredDate("Date of birth is required").check(
      notInFuture("Date of birth must be in the past"),
    ),
    gender: requiredEnum(genders, "Gender is required"),
    maritalStatus: requiredEnum(motorMaritalStatuses, "Marital status is required"),
    profession: optionalText(100, "Keep the profession under 100 characters"),
    occupation: optionalText(100, "Keep the occupation under 100 characters"),
    documentType: requiredEnum(documentTypes, "Document type is required"),
    documentId: z.pipe(
      requiredText(
        "Document number is required",
        30,
        "Keep the document number under 30 characters",
      ),
      z.transform(normaliseDocumentId),
    ),
    documentIssueDate: requiredDate("Issue date is required").check(
      notInFuture("Issue date cannot be in the future"),
    ),
  })
  .check(
    z.superRefine(
      (value, ctx) => {
        const v = value as {
          documentType?: unknown;
          documentId?: unknown;
          dob?: unknown;
          documentIssueDate?: unknown;
        } | null;
        if (!v || typeof v !== "object") return;
        if (
          typeof v.documentId === "string" &&
          typeof v.documentType === "string" &&
          v.documentType in documentIdMessages
        ) {
          const type = v.documentType as DocumentType;
          if (normaliseDocumentId(v.documentId) !== "" && !isDocumentId[type](v.documentId)) {
            ctx.addIssue({
              code: "custom",
              message: documentIdMessages[type],
              path: ["documentId"],
              input: v.documentId,
            });
          }
        }
        const dob = typeof v.dob === "string" ? normaliseDate(v.dob) : null;
        const issued =
          typeof v.documentIssueDate === "string" ? normaliseDate(v.documentIssueDate) : null;
        if (dob && issued && issued < dob) {
          ctx.addIssue({
            code: "custom",
            message: "Issue date must be after the date of birth",
            path: ["documentIssueDate"],
            input: v.documentIssueDate,
          });
        }
      },
      { when: () => true },
    ),
  );
export type MotorMemberInput = z.input<typeof motorMemberSchema>;
export type MotorMember = z.output<typeof motorMemberSchema>;

/** Nominee and communication: the same steps as health (lib/api/contract/proposal.ts). */
export { communicationSchema, nomineeSchema, type Communication, type Nominee } from "./proposal";

/** A saved member as the broker returns it for prefill: any subset of the fields, unvalidated. */
export const motorMemberPrefillSchema = z.partial(
  z.object({
    firstName: z.string(),
    lastName: z.string(),
    dob: z.string(),
    gender: z.string(),
    maritalStatus: z.string(),
    profession: z.string(),
    occupation: z.string(),
    documentType: z.string(),
    documentId: z.string(),
    documentIssueDate: z.string(),
  }),
);
export type MotorMemberPrefill = z.output<typeof motorMemberPrefillSchema>;

const nomineePrefillSchema = z.partial(
  z.object({
    firstName: z.string(),
    lastName: z.string(),
    dob: z.string(),
    gender: z.string(),
    relation: z.string(),
  }),
);
const communicationPrefillSchema = z.partial(
  z.object({
    street: z.string(),
    city: z.string(),
    pincode: z.number(),
    email: z.string(),
    mobile: z.string(),
  }),
);

/** `data` of `get/active/member/data`: the chosen plan and what is saved so far, to prefill. */
export const motorActiveMemberDataSchema = z.object({
  companyName: z.string(),
  pName: z.string(),
  member: z.optional(motorMemberPrefillSchema),
  nominee: z.optional(nomineePrefillSchema),
  communication: z.optional(communicationPrefillSchema),
});
export type MotorActiveMemberData = z.output<typeof motorActiveMemberDataSchema>;

// ---------------------------------------------------------------------------------------------
// Add-ons (spec 3 "Motor add-ons")

/**
 * One add-on; `premium` is rupees, or a map from an amount key (e.g. sum insured per seat) to rupees.
 *
 * `selected` and `selectedAmount` are the choice saved with `update/add-ons` (issue 23 item 1:
 * add-ons chosen and saved come back ticked). broker-api.md's `AddOn` has no field for it and
 * `get/active/member/data` carries no add-ons, so a row may carry it: `selected: true` for a
 * saved `code: true`, `selectedAmount` the amount key of a saved `code__amountKey: true`. Both
 * optional and extra to the contract's four fields, so a broker without them still parses and
 * the step then shows only what this tab's draft holds. The sandbox sends them.
 */
export const addOnSchema = z.object({
  code: z.string(),
  displayName: z.string(),
  available: z.boolean(),
  premium: z.union([z.number(), z.record(z.string(), z.number())]),
  selected: z.optional(z.catch(z.optional(z.boolean()), undefined)),
  selectedAmount: z.optional(z.catch(z.optional(z.string()), undefined)),
});
export type AddOn = z.output<typeof addOnSchema>;

export const addOnSectionSchema = z.object({
  sectionTitle: z.string(),
  data: z.array(addOnSchema),
});
export type AddOnSection = z.output<typeof addOnSectionSchema>;

/** `data` of `get/add-ons`: the five sections. */
export const addOnSectionsSchema = z.object({
  pACover: addOnSectionSchema,
  unnamedPA: addOnSectionSchema,
  addons: addOnSectionSchema,
  accessories: addOnSectionSchema,
  legalLiability: addOnSectionSchema,
});
export type AddOnSections = z.output<typeof addOnSectionsSchema>;

/** `data` of `update/add-ons`: checked flags keyed by add-on code (and `code__amountKey` for map premiums). */
export const addOnSelectionSchema = z.record(
  z
    .string()
    .check(
      z.minLength(1, "Add-on codes cannot be empty"),
      z.maxLength(200, "Add-on code is too long"),
    ),
  z.boolean({ error: "Add-on choices must be true or false" }),
);
export type AddOnSelection = z.output<typeof addOnSelectionSchema>;

// ---------------------------------------------------------------------------------------------
// Final quote, purchase, documents, policy search

/** `data` of `get/final-quote`: rupees; `tax` is 18% GST of `netPremium`; gross = net + tax. */
export const motorFinalQuoteSchema = z.object({
  companyLogo: z.string(),
  idv: z.number(),
  netPremium: z.number(),
  tax: z.number(),
  grossPremium: z.number(),
  /**
   * Where the net premium comes from (issue 22), rupees: own damage, third party, the NCB
   * discount (a positive amount taken off) and the add-ons; od + tp − ncbDiscount + addOns = net.
   */
  breakup: z.optional(
    z.object({
      od: z.optional(z.number()),
      tp: z.optional(z.number()),
      ncbDiscount: z.optional(z.number()),
      addOns: z.optional(z.number()),
    }),
  ),
  /** The add-ons chosen, rupees a year before GST; untrusted names. */
  addOns: z.optional(z.array(z.object({ displayName: z.string(), premium: z.number() }))),
  /** The policy period, `yyyy-mm-dd`. */
  policyStartDate: z.optional(z.string()),
  policyEndDate: z.optional(z.string()),
});
export type MotorFinalQuote = z.output<typeof motorFinalQuoteSchema>;

export { purchaseMetaSchema, type PurchaseMeta } from "./shared";

/**
 * `data` of `trigger/purchase` for motor: digit gives `paymentUrl` (the hosted payment page, or
 * the site path `/motor/{key}/break-in-info` while an inspection is due), `memberName` and
 * `policyNumber`; other insurers give `{}`.
 */
export const motorPurchaseDataSchema = z.looseObject({
  paymentUrl: z.optional(z.string()),
  memberName: z.optional(z.string()),
  policyNumber: z.optional(z.string()),
});
export type MotorPurchaseData = z.output<typeof motorPurchaseDataSchema>;

export { policyDocumentsSchema, type PolicyDocuments } from "./shared";

/** The policy-search form (spec 5): `{ policyNo }`, trimmed and upper-cased. */
export const policySearchFormSchema = z.object({
  policyNo: z.pipe(
    requiredText("Policy number is required", 50, "Keep the policy number under 50 characters"),
    z.transform((v: string) => v.toUpperCase()),
  ),
});
export type PolicySearchForm = z.output<typeof policySearchFormSchema>;

/** Body of `check/policy/status`: `{ data: { policyNo } }`. */
export const policySearchSchema = z.object({ data: policySearchFormSchema });
export type PolicySearch = z.output<typeof policySearchSchema>;

/** `data` of `check/policy/status`: where the site goes next (checked with `checkRedirect`). */
export const policyStatusSchema = z.object({ redirectUrl: z.string() });
export type PolicyStatus = z.output<typeof policyStatusSchema>;

/** Answers `{ status, url }` of `select/plan`, `update/communication`, `update/add-ons`. */
export const urlAnswerSchema = z.object({
  status: z.number(),
  url: z.string().check(z.minLength(1)),
});
