import {
  communicationSchema,
  criticalIllnessPlans,
  medicalSchema,
  membersFormSchema,
  nomineeSchema,
  type ActiveMemberData,
  type CommunicationInput,
  type HealthMemberDraft,
  type HealthMemberInput,
  type MedicalInput,
  type NomineeInput,
} from "@/lib/api/contract/health";
import { hasHdfcPlanFields, needsAnnualIncome } from "@/lib/journeys/health/insurer-rules";
import { medicalFlags, sumInsuredOptions } from "@/lib/journeys/health/options";
import * as z from "zod/mini";
import { normaliseDocumentId } from "@/lib/validation/indian-formats";
import { displayToIso, isoToDisplay } from "@/lib/validation/dates";
import {
  FORM_MESSAGE,
  flag,
  shapeErrors,
  str,
  text,
  withoutUnset,
} from "@/lib/journeys/shared/form-shape";
import { personFields, type PersonFields } from "@/lib/journeys/shared/person-fields";
import { adultOnlyMemberFields, cmFromFeetInches, isMinor } from "@/lib/journeys/health/member-age";

/**
 * The proposal forms (member, medical, nominee, communication) as the browser holds them, and
 * one validation function per form used twice: by the form before it sends, and by the server
 * action before it calls the broker. Each turns typed text (dates dd/mm/yyyy, numbers as text)
 * into the contract's shape and checks it with the contract schema (lib/api/contract/health.ts),
 * so browser, site server and broker apply the same rules.
 */

export type FieldErrors = Record<string, string>;
export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

function issuesToErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  prefix = "",
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = prefix + issue.path.map(String).join(".");
    errors[key] ??= issue.message;
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Members
// ---------------------------------------------------------------------------------------------

export type MemberRow = PersonFields & {
  relation: string;
  annualIncome: string;
  height: string;
  /** How the height is typed: "cm" (the `height` field) or "ftin" (`heightFeet`, `heightInches`). */
  heightUnit: string;
  heightFeet: string;
  heightInches: string;
  weight: string;
  documentType: string;
  documentId: string;
  documentIssueDate: string;
  policyType: string;
  sumInsured: string;
  ipaRider: boolean;
  criticalIllnessCover: boolean;
  criticalIllnessPlan: string;
  criticalIllnessCoverValue: string;
};
export type MemberFormValues = { members: MemberRow[] };

/** A saved member (prefill) as a form row. */
export function memberRowFromDraft(d: HealthMemberDraft | undefined, memberNo: number): MemberRow {
  return {
    firstName: str(d?.firstName),
    lastName: str(d?.lastName),
    dob: isoToDisplay(d?.dob),
    gender: str(d?.gender),
    maritalStatus: str(d?.maritalStatus),
    profession: str(d?.profession),
    relation: memberNo === 1 ? "Self" : str(d?.relation),
    annualIncome: str(d?.annualIncome),
    height: str(d?.height),
    heightUnit: "cm",
    heightFeet: "",
    heightInches: "",
    weight: str(d?.weight),
    documentType: str(d?.documentType),
    documentId: str(d?.documentId),
    documentIssueDate: isoToDisplay(d?.documentIssueDate),
    policyType: str(d?.policyType),
    sumInsured: str(d?.sumInsured),
    ipaRider: d?.ipaRider === true,
    criticalIllnessCover: d?.criticalIllnessCover === true,
    criticalIllnessPlan: str(d?.criticalIllnessPlan),
    criticalIllnessCoverValue: str(d?.criticalIllnessCoverValue),
  };
}

/** Member rows of a request: one per saved member, numbered 1…n. */
export function memberFormDefaults(
  active: Pick<ActiveMemberData, "members"> | undefined,
): MemberFormValues {
  const members = [...(active?.members ?? [])].sort((a, b) => a.memberNo - b.memberNo);
  const rows = (members.length ? members : [{ memberNo: 1 }]).map((m, i) =>
    memberRowFromDraft(m, i + 1),
  );
  // The other members' surnames start as the proposer's (issue 23): most families share one.
  const surname = rows[0]?.lastName ?? "";
  return {
    members: rows.map((row, i) =>
      i > 0 && row.lastName === "" ? { ...row, lastName: surname } : row,
    ),
  };
}

export const memberMessages = {
  firstName: "Enter the first name",
  lastName: "Enter the last name",
  dob: "Enter the date of birth",
  gender: "Select the gender",
  maritalStatus: "Select the marital status",
  profession: "Select the profession or occupation",
  relation: "Select the relation",
  height: "Enter the height in cm",
  heightFeet: "Enter the height in feet and inches (inches 0 to 11)",
  weight: "Enter the weight in kg",
  documentType: "Select the ID document type",
  documentId: "Enter the document number",
  documentIssueDate: "Enter the document issue date",
  annualIncome: "Enter the annual income in rupees",
  policyType: "Select the policy type",
  sumInsured: "Select the sum insured",
  criticalIllnessPlan: "Select the critical illness plan",
  criticalIllnessCoverValue: "Enter the critical illness cover in rupees",
  date: "Enter the date as dd/mm/yyyy",
  number: "Enter a number",
} as const;

const baseRequired = [
  ...personFields,
  "relation",
  "height",
  "weight",
  "documentType",
  "documentId",
  "documentIssueDate",
] as const;

const ADD_MEMBER = "Add at least one member";

/** The member form's shape (every field optional text, the two riders yes/no), checked before any conversion. */
const memberFormShape = z.object(
  {
    members: z
      .array(
        z.object(
          {
            firstName: text(memberMessages.firstName),
            lastName: text(memberMessages.lastName),
            dob: text(memberMessages.dob),
            gender: text(memberMessages.gender),
            maritalStatus: text(memberMessages.maritalStatus),
            profession: text(memberMessages.profession),
            relation: text(memberMessages.relation),
            annualIncome: text(memberMessages.annualIncome),
            height: text(memberMessages.height),
            heightUnit: text(memberMessages.height),
            heightFeet: text(memberMessages.heightFeet),
            heightInches: text(memberMessages.heightFeet),
            weight: text(memberMessages.weight),
            documentType: text(memberMessages.documentType),
            documentId: text(memberMessages.documentId),
            documentIssueDate: text(memberMessages.documentIssueDate),
            policyType: text(memberMessages.policyType),
            sumInsured: text(memberMessages.sumInsured),
            ipaRider: flag("Choose yes or no"),
            criticalIllnessCover: flag("Choose yes or no"),
            criticalIllnessPlan: text(memberMessages.criticalIllnessPlan),
            criticalIllnessCoverValue: text(memberMessages.criticalIllnessCoverValue),
          },
          { error: FORM_MESSAGE },
        ),
        { error: ADD_MEMBER },
      )
      .check(z.maxLength(10, "At most 10 members")),
  },
  { error: ADD_MEMBER },
);

/**
 * Fields spec 5 requires of one member for one insurer, fitted to the person (issue 23): a member
 * under 18 is not asked the adult-only fields; the critical-illness plan and amount only when
 * the cover is ticked.
 */
export function requiredMemberFields(
  companyName: string,
  memberNo: number,
  member: { minor?: boolean; criticalIllnessCover?: boolean } = {},
): (keyof typeof memberMessages & keyof MemberRow)[] {
  const fields = [
    ...baseRequired,
    ...(needsAnnualIncome(companyName) ? (["annualIncome"] as const) : []),
    ...(hasHdfcPlanFields(companyName, memberNo) ? (["policyType", "sumInsured"] as const) : []),
    ...(hasHdfcPlanFields(companyName, memberNo) && member.criticalIllnessCover === true
      ? (["criticalIllnessPlan", "criticalIllnessCoverValue"] as const)
      : []),
  ];
  return member.minor
    ? fields.filter((f) => !(adultOnlyMemberFields as readonly string[]).includes(f))
    : fields;
}

function num(value: string): number | undefined {
  const v = value.replace(/[,\s₹]/g, "");
  return v === "" || !/^\d+(\.\d+)?$/.test(v) ? undefined : Number(v);
}

/**
 * Validates the member form for an insurer (spec 5 "Health member form"): every required field,
 * dates as dd/mm/yyyy, then the contract's `membersFormSchema(companyName)` (document number
 * patterns, critical illness cover below the sum insured …).
 * @returns the `members` of `update/member`, or errors keyed `members.{i}.{field}`.
 */
export function validateMembers(
  values: unknown,
  companyName: string,
): Validated<HealthMemberInput[]> {
  const errors: FieldErrors = {};
  // The shape first, so a wrong-typed field ({ firstName: 1 }) is a message, not a TypeError.
  const shape = memberFormShape.safeParse(values);
  if (!shape.success) return { ok: false, errors: shapeErrors(shape.error.issues, "members") };
  const rows = shape.data.members;
  if (rows.length === 0) return { ok: false, errors: { members: "Add at least one member" } };
  const members = rows.map((row, i): HealthMemberInput => {
    const memberNo = i + 1;
    const r = { ...memberRowFromDraft(undefined, memberNo), ...withoutUnset(row) };
    const minor = isMinor(displayToIso(r.dob) ?? undefined);
    const ciCover = r.criticalIllnessCover === true;
    const byFeet = r.heightUnit === "ftin";
    for (const field of requiredMemberFields(companyName, memberNo, {
      minor,
      criticalIllnessCover: ciCover,
    })) {
      if (field === "height" && byFeet) continue;
      if (String(r[field]).trim() === "") errors[`members.${i}.${field}`] = memberMessages[field];
    }
    const date = (field: "dob" | "documentIssueDate") => {
      if (r[field].trim() === "") return "";
      const iso = displayToIso(r[field]);
      if (!iso) errors[`members.${i}.${field}`] ??= memberMessages.date;
      return iso ?? "";
    };
    const number = (field: "height" | "weight" | "annualIncome" | "criticalIllnessCoverValue") => {
      if (r[field].trim() === "") return undefined;
      const n = num(r[field]);
      if (n === undefined) errors[`members.${i}.${field}`] ??= memberMessages.number;
      return n;
    };
    const height = (): number | undefined => {
      if (!byFeet) return number("height");
      const cm = cmFromFeetInches(r.heightFeet, r.heightInches);
      if (cm === null) errors[`members.${i}.heightFeet`] ??= memberMessages.heightFeet;
      return cm ?? undefined;
    };
    const hdfcPlan = hasHdfcPlanFields(companyName, memberNo);
    const sumInsured = Number(r.sumInsured);
    const ciPlan = Number(r.criticalIllnessPlan);
    // A child's adult-only answers are not sent, even when some were typed before the date.
    const adult = <V>(value: V): V | undefined => (minor ? undefined : value);
    return {
      memberNo,
      firstName: r.firstName.trim(),
      lastName: r.lastName.trim(),
      dob: date("dob"),
      gender: r.gender as HealthMemberInput["gender"],
      maritalStatus: adult(r.maritalStatus as HealthMemberInput["maritalStatus"]),
      profession: adult(r.profession.trim()),
      relation: (memberNo === 1 ? "Self" : r.relation) as HealthMemberInput["relation"],
      height: height() as number,
      weight: number("weight") as number,
      documentType: adult(r.documentType as HealthMemberInput["documentType"]),
      documentId: adult(normaliseDocumentId(r.documentId)),
      documentIssueDate: adult(date("documentIssueDate")),
      ...(needsAnnualIncome(companyName) && !minor ? { annualIncome: number("annualIncome") } : {}),
      ...(hdfcPlan
        ? {
            policyType: (r.policyType || undefined) as HealthMemberInput["policyType"],
            sumInsured: (sumInsuredOptions as readonly number[]).includes(sumInsured)
              ? (sumInsured as HealthMemberInput["sumInsured"])
              : undefined,
            ipaRider: r.ipaRider === true,
            criticalIllnessCover: ciCover,
            // The plan and amount belong to the cover: sent only when it is ticked.
            criticalIllnessPlan:
              ciCover && (criticalIllnessPlans as readonly number[]).includes(ciPlan)
                ? (ciPlan as HealthMemberInput["criticalIllnessPlan"])
                : undefined,
            criticalIllnessCoverValue: ciCover ? number("criticalIllnessCoverValue") : undefined,
          }
        : {}),
    };
  });
  // The contract's rules too, so every problem shows at once; the messages above come first.
  const parsed = membersFormSchema(companyName).safeParse({ members });
  if (!parsed.success)
    for (const [key, message] of Object.entries(issuesToErrors(parsed.error.issues)))
      errors[key] ??= message;
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, data: members };
}

// ---------------------------------------------------------------------------------------------
// Medical
// ---------------------------------------------------------------------------------------------

/**
 * One member's row of the medical form: each flag answered "yes", "no" or "" (not yet; a radio
 * group nobody chose may also come as null), each details block an object of text answers.
 * Controls are named `members.{i}.{flag}` and `members.{i}.{details}.{field}`.
 */
export type MedicalMemberRow = Record<string, unknown>;
/** The medical form: one row per insured member, in member order (row i is member i + 1). */
export type MedicalFormValues = { members: MedicalMemberRow[] };

export const medicalMessages = {
  answer: "Answer yes or no",
  detail: "Give the details for this answer",
  members: "Add at least one member",
} as const;

/**
 * The detail field each Yes needs (issue 23): the one that says what it is (the disease's name,
 * the thyroid or diabetes type, when it was diagnosed, the medicines, …). The others stay
 * optional, as spec 5 has them.
 */
export const requiredMedicalDetail: Record<(typeof medicalFlags)[number]["details"], string> = {
  disease: "name",
  thyroid: "type",
  diabetes: "type",
  asthma: "diagnosed",
  hypertension: "diagnosed",
  lipids: "medicated",
  meds: "names",
  symptoms: "details",
  gynae: "condition",
  tobacco: "form",
  alcohol: "frequency",
};

const answerOf = (v: unknown): "yes" | "no" | "" =>
  v === true || v === "yes" ? "yes" : v === false || v === "no" ? "no" : "";

/**
 * Saved medical answers as form values, one row per member of `memberNos` (in order): each flag
 * "yes"/"no" from the member's saved answers (`medical.members`), "" when unanswered; each
 * detail field a string. A request saved before per-member answers with a single member takes
 * the top-level flags as that member's answers; with more members they start unanswered.
 */
export function medicalFormDefaults(
  saved: MedicalInput | undefined,
  memberNos: readonly number[] = [1],
): MedicalFormValues {
  const legacy = saved && !saved.members && memberNos.length === 1 ? saved : undefined;
  return {
    members: (memberNos.length ? memberNos : [1]).map((memberNo) => {
      const s = (saved?.members?.find((m) => m.memberNo === memberNo) ?? legacy ?? {}) as Record<
        string,
        unknown
      >;
      const row: MedicalMemberRow = {};
      for (const { flag, details } of medicalFlags) {
        row[flag] = answerOf(s[flag]);
        const d = (s[details] ?? {}) as Record<string, unknown>;
        row[details] = Object.fromEntries(Object.entries(d).map(([k, v]) => [k, str(v)]));
      }
      return row;
    }),
  };
}

/** The medical form's shape: per member, answers as text, each details block an object of text answers. */
const medicalFormShape = z.object(
  {
    members: z
      .array(
        z.object(
          Object.fromEntries(
            medicalFlags.flatMap(({ flag: name, details }) => [
              [
                name,
                z.optional(z.union([text(medicalMessages.answer), flag(medicalMessages.answer)])),
              ],
              [
                details,
                z.optional(
                  z.record(
                    z.string(),
                    // null: a detail radio group nobody chose
                    z.nullable(z.union([z.string().check(z.maxLength(1_000)), z.number()])),
                    { error: FORM_MESSAGE },
                  ),
                ),
              ],
            ]),
          ),
          { error: FORM_MESSAGE },
        ),
        { error: medicalMessages.members },
      )
      .check(z.maxLength(10, "At most 10 members")),
  },
  { error: FORM_MESSAGE },
);

/**
 * The medical form (issue 23): every member answers every question Yes or No (`members.{i}.{flag}`
 * "Answer yes or no"), and a Yes needs its main detail ({@link requiredMedicalDetail}); details
 * are sent only for a Yes. Errors come in screen order (question by question, member by member)
 * so the first one is the first on screen.
 * @returns the contract's `Medical`: `members` (memberNo = row + 1) and the top-level flags
 *   (anyone answered Yes) with the first Yes member's details.
 */
export function validateMedical(values: unknown): Validated<MedicalInput> {
  const shape = medicalFormShape.safeParse(values);
  if (!shape.success) return { ok: false, errors: shapeErrors(shape.error.issues) };
  const rows = shape.data.members as Record<string, unknown>[];
  if (rows.length === 0) return { ok: false, errors: { members: medicalMessages.members } };
  const errors: FieldErrors = {};
  const members: Record<string, unknown>[] = rows.map((_, i) => ({ memberNo: i + 1 }));
  const data: Record<string, unknown> = {};
  for (const { flag, details } of medicalFlags) {
    data[flag] = false;
    rows.forEach((row, i) => {
      const answer = answerOf(row[flag]);
      const member = members[i] as Record<string, unknown>;
      if (answer === "") {
        errors[`members.${i}.${flag}`] = medicalMessages.answer;
        return;
      }
      member[flag] = answer === "yes";
      if (answer !== "yes") return;
      const given = (row[details] ?? {}) as Record<string, unknown>;
      const detail = Object.fromEntries(
        Object.entries(given)
          .map(([k, x]) => [k, str(x).trim()] as const)
          .filter(([, x]) => x !== ""),
      );
      const needed = requiredMedicalDetail[details];
      if (!detail[needed]) errors[`members.${i}.${details}.${needed}`] = medicalMessages.detail;
      member[details] = detail;
      if (data[flag] !== true) {
        data[flag] = true;
        data[details] = detail;
      }
    });
  }
  data.members = members;
  const parsed = medicalSchema.safeParse(data);
  if (!parsed.success)
    for (const [key, message] of Object.entries(issuesToErrors(parsed.error.issues)))
      errors[key] ??= message;
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, data: data as MedicalInput };
}

// ---------------------------------------------------------------------------------------------
// Nominee and communication (nothing required, spec 5; what is filled in is checked)
// ---------------------------------------------------------------------------------------------

export type NomineeFormValues = {
  firstName: string;
  lastName: string;
  dob: string;
  gender: string;
  relation: string;
};

export function nomineeFormDefaults(
  saved: Partial<Record<keyof NomineeFormValues, unknown>> | undefined,
): NomineeFormValues {
  return {
    firstName: str(saved?.firstName),
    lastName: str(saved?.lastName),
    dob: isoToDisplay(str(saved?.dob)),
    gender: str(saved?.gender),
    relation: str(saved?.relation),
  };
}

const nomineeFormShape = z.object(
  {
    firstName: text("Enter the nominee's first name"),
    lastName: text("Enter the nominee's last name"),
    dob: text("Enter the nominee's date of birth as dd/mm/yyyy"),
    gender: text("Select the nominee's gender"),
    relation: text("Select the nominee's relation"),
  },
  { error: FORM_MESSAGE },
);

export function validateNominee(values: unknown): Validated<NomineeInput> {
  const shape = nomineeFormShape.safeParse(values);
  if (!shape.success) return { ok: false, errors: shapeErrors(shape.error.issues) };
  const v = shape.data;
  const dobText = str(v.dob).trim();
  const dob = dobText ? displayToIso(dobText) : "";
  if (dob === null)
    return { ok: false, errors: { dob: "Enter the nominee's date of birth as dd/mm/yyyy" } };
  const data = {
    firstName: str(v.firstName),
    lastName: str(v.lastName),
    dob,
    gender: str(v.gender),
    relation: str(v.relation),
  } as NomineeInput;
  const parsed = nomineeSchema.safeParse(data);
  if (!parsed.success) return { ok: false, errors: issuesToErrors(parsed.error.issues) };
  return { ok: true, data };
}

export type CommunicationFormValues = {
  street: string;
  city: string;
  pincode: string;
  email: string;
  mobile: string;
};

export function communicationFormDefaults(
  saved: Partial<Record<keyof CommunicationFormValues, unknown>> | undefined,
): CommunicationFormValues {
  return {
    street: str(saved?.street),
    city: str(saved?.city),
    pincode: str(saved?.pincode),
    email: str(saved?.email),
    mobile: str(saved?.mobile),
  };
}

const communicationFormShape = z.object(
  {
    street: text("Enter the street address"),
    city: text("Enter the city"),
    pincode: text("Enter the 6-digit pincode"),
    email: text("Enter a valid e-mail address"),
    mobile: text("Enter a 10-digit mobile number"),
  },
  { error: FORM_MESSAGE },
);

export function validateCommunication(values: unknown): Validated<CommunicationInput> {
  const shape = communicationFormShape.safeParse(values);
  if (!shape.success) return { ok: false, errors: shapeErrors(shape.error.issues) };
  const v = shape.data;
  const data = {
    street: str(v.street),
    city: str(v.city),
    pincode: str(v.pincode),
    email: str(v.email),
    mobile: str(v.mobile),
  };
  const parsed = communicationSchema.safeParse(data);
  if (!parsed.success) return { ok: false, errors: issuesToErrors(parsed.error.issues) };
  return { ok: true, data };
}
