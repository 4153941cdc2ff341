import * as z from "zod/mini";
import {
  motorQuoteFieldsSchema,
  registrationNumberSchema,
  type MotorQuoteInput,
} from "@/lib/api/contract/motor";
import { normaliseMobile, normaliseRegistrationNumber } from "@/lib/validation/indian-formats";
import { audiences, type Audience } from "@/lib/journeys/health/quote-schema";

/**
 * The motor quote form in the /motor-insurance hero (spec 3 "Motor quote form values", 4 "Motor
 * quote form", 5 "Motor quote form"; broker-api.md "Motor" `/form/one/submit`). Pure step logic:
 * the steps of each tab, one schema per step, the draft the form holds and the broker request
 * built from it. The browser validates step by step and the server action validates the whole
 * draft again with the same schemas before anything reaches the broker. `zod/mini`: it ships to
 * the /motor-insurance page.
 *
 * Every schema is built from the contract's fields (`lib/api/contract/motor.ts`), so the form,
 * the server action and the broker client share one set of rules and messages.
 */

export { audiences, type Audience };

/** Spec 5 says the POSP number is required but gives no message; this is ours. */
export const pospRequiredMessage = "Enter your POSP number";

/**
 * The form's steps:
 * - `vehicleAndContact`: vehicle number (`rcNo`), full name, mobile and e-mail (customer step 1);
 * - `confirmVehicle`: the vehicle number again, normalised, for the customer to confirm (step 2);
 * - `posp`: the agent's POSP number (agent step 1);
 * - `contact`: full name, mobile and e-mail (agent step 2);
 * - `vehicle`: the vehicle number as `vehicleNumber` (agent step 3).
 */
export type MotorQuoteStep =
  "vehicleAndContact" | "confirmVehicle" | "posp" | "contact" | "vehicle";

/** Steps by tab (spec 4 "Motor quote form"): customer 2, agent 3; the last one submits. */
export function motorStepsFor(audience: Audience): MotorQuoteStep[] {
  return audience === "agent"
    ? ["posp", "contact", "vehicle"]
    : ["vehicleAndContact", "confirmVehicle"];
}

const fields = motorQuoteFieldsSchema.shape;
const contactShape = { name: fields.name, phone: fields.phone, email: fields.email };

/** A required POSP number: ours when blank, then the contract's length and character rules. */
const requiredPospNumber = z.string({ error: pospRequiredMessage }).check(
  z.trim(),
  z.minLength(1, pospRequiredMessage),
  z.superRefine((value, ctx) => {
    const contract = fields.pospNumber.safeParse(value);
    if (!contract.success)
      for (const issue of contract.error.issues)
        ctx.addIssue({ code: "custom", message: issue.message, input: value });
  }),
);

/**
 * One schema per step. Each takes the draft (extra keys ignored) and outputs its fields
 * normalised: registration numbers upper case without spaces or dashes, the mobile as 10 digits,
 * texts trimmed.
 */
export const motorStepSchemas = {
  vehicleAndContact: z.object({ rcNo: registrationNumberSchema, ...contactShape }),
  confirmVehicle: z.object({ rcNo: registrationNumberSchema }),
  posp: z.object({ pospNumber: requiredPospNumber }),
  contact: z.object(contactShape),
  vehicle: z.object({ vehicleNumber: registrationNumberSchema }),
} as const satisfies Record<MotorQuoteStep, z.ZodMiniType>;

/**
 * What the form holds, as typed (all strings). `rcNo` is the customer's vehicle number,
 * `vehicleNumber` the agent's; the fields of the other tab are kept but not sent.
 */
export type MotorQuoteDraft = {
  audience: Audience;
  rcNo: string;
  name: string;
  phone: string;
  email: string;
  pospNumber: string;
  vehicleNumber: string;
};

/** The draft a visitor starts with: customer tab, every field empty. */
export function emptyMotorDraft(): MotorQuoteDraft {
  return {
    audience: "customer",
    rcNo: "",
    name: "",
    phone: "",
    email: "",
    pospNumber: "",
    vehicleNumber: "",
  };
}

const draftText = z.catch(z.string(), "");

/**
 * The whole draft, as the server action receives it: every step of the chosen tab must pass its
 * schema; issues keep the field's path (`rcNo`, `phone`, …). A missing or non-string field
 * counts as empty, so it gets the field's "required" message.
 */
export const motorDraftSchema = z
  .object({
    audience: z.enum(audiences),
    rcNo: draftText,
    name: draftText,
    phone: draftText,
    email: draftText,
    pospNumber: draftText,
    vehicleNumber: draftText,
  })
  .check(
    z.superRefine((draft, ctx) => {
      const seen = new Set<string>();
      for (const step of motorStepsFor(draft.audience)) {
        const result = motorStepSchemas[step].safeParse(draft);
        if (result.success) continue;
        for (const issue of result.error.issues) {
          const path = issue.path.join(".");
          // The customer's rcNo is checked in both steps: report it once.
          if (seen.has(`${path}:${issue.message}`)) continue;
          seen.add(`${path}:${issue.message}`);
          ctx.addIssue({
            code: "custom",
            message: issue.message,
            path: issue.path as PropertyKey[],
            input: draft,
          });
        }
      }
    }),
  );

/**
 * The body of `POST /product/motor/api/form/one/submit` (broker-api.md "Motor") built from a
 * draft that passed {@link motorDraftSchema}: `rcNo` normalised (e.g. "MH12AB1234"), `name`
 * trimmed with single spaces, `phone` 10 digits, `email` trimmed. An agent's number goes as
 * `vehicleNumber` and also as `rcNo`, with the `pospNumber`; a customer's as `rcNo` only.
 */
export function toMotorQuoteRequest(draft: MotorQuoteDraft): MotorQuoteInput & { rcNo: string } {
  const contact = {
    name: draft.name.trim().replace(/\s+/g, " "),
    phone: normaliseMobile(draft.phone),
    email: draft.email.trim(),
  };
  if (draft.audience === "agent") {
    const vehicleNumber = normaliseRegistrationNumber(draft.vehicleNumber);
    return { rcNo: vehicleNumber, ...contact, pospNumber: draft.pospNumber.trim(), vehicleNumber };
  }
  return { rcNo: normaliseRegistrationNumber(draft.rcNo), ...contact };
}
