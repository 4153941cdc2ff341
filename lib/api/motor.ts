import "server-only";
import * as zm from "zod/mini";
import { z } from "zod";
import { somethingWrongMessage } from "@/lib/journeys/shared/messages";
import { motorQuoteFailureMessage } from "@/lib/journeys/motor/messages";
import {
  brokerCall,
  type CallOptions,
  type CallResult,
  type Empty,
  type KeyedCallOptions,
} from "./call";
import {
  communicationSchema,
  nomineeSchema,
  type CommunicationInput,
  type NomineeInput,
} from "./contract/proposal";
import { envelope } from "./envelope";
import { reshapeChosenPlan, reshapeMotorFinalQuote, reshapePlan } from "./reshape";
import type { ChosenPlan, MotorBasePolicy, MotorFinalQuote, MotorVehicle, Plan } from "./types";
import {
  addOnSectionsSchema,
  addOnSelectionSchema,
  basePolicyDetailsSchema,
  motorActiveMemberDataSchema,
  motorApiPrefix,
  motorFinalQuoteSchema,
  motorMemberSchema,
  motorPurchaseDataSchema,
  motorQuoteAnswerSchema,
  motorQuoteSchema,
  planCardSchema,
  planChoiceSchema,
  policyDocumentsSchema,
  policySearchSchema,
  policyStatusSchema,
  previousInsurancesSchema,
  purchaseMetaSchema,
  requestKeySchema,
  setBasePolicyAnswerSchema,
  urlAnswerSchema,
  type AddOnSections,
  type AddOnSelection,
  type MotorVehicleWire,
  type MotorActiveMemberData,
  type MotorMemberInput,
  type MotorPurchaseData,
  type MotorQuoteInput,
  type PlanChoice,
  type PolicyDocuments,
  type PolicyStatus,
  type PreviousInsuranceFormValues,
  type PreviousInsurance,
  type PurchaseMeta,
} from "./contract/motor";

/**
 * The motor journey's broker calls (broker-api.md "Motor", all `POST` under
 * `/product/motor/api`), one typed function per call. Server-only: the site's server actions and
 * route handlers call these; the browser never talks to the broker.
 *
 * Every function:
 * - goes through `brokerCall` (`lib/api/call.ts`) and answers its one `CallResult`: the input is
 *   validated with the contract schema first (`lib/api/contract/motor.ts`); an invalid input is
 *   not sent and answers `{ ok: false, status: 400, reason: "invalid-request" }` with the first
 *   problem in `detail`;
 * - validates the broker's answer with zod;
 * - never throws. A failed call (the broker's non-2xx status, a network error, a timeout —
 *   default 15 s, see `options.timeoutMs` —, a non-JSON body or an answer of the wrong shape)
 *   answers `ok: false` with spec 8's fallback: an empty list or an empty object in `data`
 *   (`meta` too for the purchase), the broker's `status` (otherwise 500), the screen's `message`
 *   and the broker's own message or the transport failure in `detail`.
 *
 * Units: money in whole rupees, dates `yyyy-mm-dd`. URLs the broker returns (`url`,
 * `paymentUrl`, `redirectUrl`) are passed on unchecked: check them with
 * `lib/redirect/allowlist.ts` `checkRedirect` before following them.
 */

/** What get/active/member/data answers, with the chosen plan in the site's shape. */
export type MotorProposalData = MotorActiveMemberData & { plan: ChosenPlan };

const statusAnswer = z.object({ status: z.number().int(), message: z.string().optional() });
const urlAnswer = z.object({
  ...urlAnswerSchema.shape,
  status: z.number().int(),
  message: z.string().optional(),
});
const quoteAnswer = z.object({ ...motorQuoteAnswerSchema.shape, message: z.string().optional() });
const setBaseAnswer = z.object({
  ...setBasePolicyAnswerSchema.shape,
  message: z.string().optional(),
});
const purchaseAnswer = z.object({
  status: z.number().int(),
  message: z.string().optional(),
  meta: purchaseMetaSchema,
  data: z.optional(motorPurchaseDataSchema),
});

/** `{ requestKey }`, the body of every motor read. */
const keyBody = zm.object({ requestKey: requestKeySchema });
/** `{ requestKey, data }` with the step's contract schema. */
const keyed = <S extends zm.ZodMiniType>(data: S) =>
  zm.object({ requestKey: requestKeySchema, data });

/** Runs a `{ requestKey }` read that answers an envelope, with fallback `{}` or `[]`. */
function readCall<W, T, F>(
  path: string,
  requestKey: string,
  data: zm.ZodMiniType<W>,
  reshape: (wire: W) => T,
  fallback: () => F,
  options: CallOptions,
): Promise<CallResult<T, F>> {
  return brokerCall({
    path: `${motorApiPrefix}${path}`,
    request: { requestKey },
    requestSchema: keyBody,
    responseSchema: envelope(data),
    pick: (body) => ({ data: reshape(body.data as W), message: body.message, meta: body.meta }),
    fallback,
    failureMessage: somethingWrongMessage,
    options,
  });
}

/** Runs a `{ requestKey, data }` save that answers `{ status }` (data `{}`) or `{ status, url }` (data `{ url }`). */
function saveCall<S extends zm.ZodMiniType, T>(
  path: string,
  requestKey: string,
  dataSchema: S,
  data: unknown,
  answer: z.ZodType<{ status: number; message?: string; url?: string }>,
  pick: (body: { url?: string }) => T,
  options: CallOptions,
): Promise<CallResult<T, Empty>> {
  return brokerCall({
    path: `${motorApiPrefix}${path}`,
    request: { requestKey, data },
    requestSchema: keyed(dataSchema),
    responseSchema: answer,
    pick: (body) => ({ data: pick(body), message: body.message }),
    fallback: () => ({}),
    failureMessage: somethingWrongMessage,
    options,
  });
}

const noData = (): Empty => ({});
const urlOf = (body: { url?: string }): { url: string } => ({ url: body.url ?? "" });

// ---------------------------------------------------------------------------------------------
// The calls, in journey order

/**
 * Quote: `POST /form/one/submit` `{ rcNo, name, phone, email, pospNumber?, vehicleNumber? }`
 * → `{ status, requestKey }`.
 *
 * @param quote the quote form's values; validated and normalised with `motorQuoteSchema`
 *   (registration number upper case without spaces; `rcNo` falls back to `vehicleNumber`).
 * @param options `idempotencyKey` (required): one per distinct submission, the same on its
 *   retries, so the broker makes one requestKey (and sends one e-mail) for it.
 * @returns `data.requestKey`: the new requestKey (spec 4: status 200 → /motor/thank-you); on
 *   failure `data` `{}` and `message` the quote form's `motorQuoteFailureMessage`.
 */
export function submitMotorQuote(
  quote: MotorQuoteInput,
  options: KeyedCallOptions,
): Promise<CallResult<{ requestKey: string }, Empty>> {
  return brokerCall({
    path: `${motorApiPrefix}/form/one/submit`,
    request: quote,
    requestSchema: motorQuoteSchema,
    responseSchema: quoteAnswer,
    pick: (body) => ({ data: { requestKey: body.requestKey }, message: body.message }),
    fallback: noData,
    failureMessage: motorQuoteFailureMessage,
    options,
    requiresKey: true,
  });
}

/**
 * The wire's `vehicle` as the site's {@link MotorVehicle}: texts trimmed, blank ones dropped, a
 * registration year kept only when it is a whole year from 1950 to next year; no vehicle when make
 * or model is blank.
 */
export function reshapeMotorVehicle(wire: MotorVehicleWire | undefined): MotorVehicle | undefined {
  if (!wire) return undefined;
  const text = (value: string | undefined) => {
    const trimmed = value?.trim();
    return trimmed ? trimmed : undefined;
  };
  const make = text(wire.make);
  const model = text(wire.model);
  if (!make || !model) return undefined;
  const year = wire.registrationYear;
  const plausibleYear =
    year !== undefined &&
    Number.isInteger(year) &&
    year >= 1950 &&
    year <= new Date().getUTCFullYear() + 1;
  const vehicle: MotorVehicle = { make, model };
  const variant = text(wire.variant);
  const fuel = text(wire.fuelType);
  if (variant) vehicle.variant = variant;
  if (fuel) vehicle.fuel = fuel;
  if (plausibleYear) vehicle.registrationYear = year;
  return vehicle;
}

/**
 * Previous-insurance defaults and the vehicle: `POST /get/base-policy-details` `{ requestKey }` →
 * `Envelope<{ insuranceCompany?, policyNumber?, endDate?, vehicle? }>` (company short code,
 * `yyyy-mm-dd`; `vehicle` reshaped by {@link reshapeMotorVehicle}, absent when the broker sent
 * none or a malformed one).
 *
 * @returns the defaults for insurance 1 of the form and the vehicle; `{}` on failure.
 */
export function getBasePolicyDetails(
  requestKey: string,
  options: CallOptions = {},
): Promise<CallResult<MotorBasePolicy, MotorBasePolicy>> {
  return readCall(
    "/get/base-policy-details",
    requestKey,
    basePolicyDetailsSchema,
    ({ vehicle, ...defaults }): MotorBasePolicy => {
      const shaped = reshapeMotorVehicle(vehicle);
      return shaped ? { ...defaults, vehicle: shaped } : defaults;
    },
    () => ({}),
    options,
  );
}

/**
 * Save previous insurance: `POST /set/base-policy-details`
 * `{ requestKey, data: { insurances: PreviousInsurance[] } }` → `{ status, requestKey }`.
 *
 * @param insurances the form's policy blocks: insurance 1 required, a blank insurance 2 dropped,
 *   dates normalised to `yyyy-mm-dd` (`previousInsurancesSchema`, spec 5 messages).
 * @returns `data.requestKey`: the requestKey to compare plans under (spec 4: 200 →
 *   /insurance-compare/motor/{requestKey}; the sent key when the broker leaves it out);
 *   failure → /motor/thank-you.
 */
export function setBasePolicyDetails(
  requestKey: string,
  insurances: readonly (PreviousInsuranceFormValues | PreviousInsurance)[],
  options: CallOptions = {},
): Promise<CallResult<{ requestKey: string }, Empty>> {
  return brokerCall({
    path: `${motorApiPrefix}/set/base-policy-details`,
    request: { requestKey, data: { insurances } },
    requestSchema: keyed(previousInsurancesSchema),
    responseSchema: setBaseAnswer,
    pick: (body) => ({
      data: { requestKey: body.requestKey ?? requestKey },
      message: body.message,
    }),
    fallback: noData,
    failureMessage: somethingWrongMessage,
    options,
  });
}

/**
 * Plans: `POST /get/quick-quotes` `{ requestKey }` → `Envelope<PlanCard[]>`, reshaped into
 * {@link Plan}s; for motor `cover` is the IDV. Rupees.
 *
 * @returns the plans; `[]` on failure (the grid then shows `noMotorPlansMessage`).
 */
export function getMotorQuickQuotes(
  requestKey: string,
  options: CallOptions = {},
): Promise<CallResult<Plan[], Plan[]>> {
  return readCall(
    "/get/quick-quotes",
    requestKey,
    zm.array(planCardSchema),
    (cards) => cards.map(reshapePlan),
    () => [],
    options,
  );
}

/**
 * Choose a plan: `POST /select/plan` `{ requestKey, data: { pName, pCode, companyName } }` →
 * `{ status, url }`.
 *
 * @returns `data.url`: the next page (check it with `checkRedirect`); failure → /motor/thank-you.
 */
export function selectMotorPlan(
  requestKey: string,
  plan: PlanChoice,
  options: CallOptions = {},
): Promise<CallResult<{ url: string }, Empty>> {
  return saveCall("/select/plan", requestKey, planChoiceSchema, plan, urlAnswer, urlOf, options);
}

/**
 * Prefill: `POST /get/active/member/data` `{ requestKey }` →
 * `Envelope<{ companyName, pName, member?, nominee?, communication? }>` (what is saved so far;
 * saved values are passed through unvalidated, for the forms to show), with `plan` (the chosen
 * plan in the site's shape).
 *
 * @returns the saved data; `{}` on failure.
 */
export function getMotorMemberData(
  requestKey: string,
  options: CallOptions = {},
): Promise<CallResult<MotorProposalData, Partial<MotorProposalData>>> {
  return readCall(
    "/get/active/member/data",
    requestKey,
    motorActiveMemberDataSchema,
    (d) => ({ ...d, plan: reshapeChosenPlan(d) }),
    () => ({}),
    options,
  );
}

/**
 * Owner: `POST /update/member` `{ requestKey, data: MotorMember }` → `{ status }`.
 *
 * @param member the member form's values (`motorMemberSchema`: spec 5's required fields,
 *   dates `yyyy-mm-dd`, document number normalised).
 * @returns spec 4: 200 → /motor/{key}/nominee, anything else → home.
 */
export function updateMotorMember(
  requestKey: string,
  member: MotorMemberInput,
  options: CallOptions = {},
): Promise<CallResult<Empty, Empty>> {
  return saveCall(
    "/update/member",
    requestKey,
    motorMemberSchema,
    member,
    statusAnswer,
    noData,
    options,
  );
}

/**
 * Nominee: `POST /update/nominee` `{ requestKey, data: Nominee }` → `{ status }`. No field is
 * required (spec 5); empty fields are left out.
 *
 * @returns spec 4: 200 → /motor/{key}/communication, else /motor/thank-you.
 */
export function updateMotorNominee(
  requestKey: string,
  nominee: NomineeInput,
  options: CallOptions = {},
): Promise<CallResult<Empty, Empty>> {
  return saveCall(
    "/update/nominee",
    requestKey,
    nomineeSchema,
    nominee,
    statusAnswer,
    noData,
    options,
  );
}

/**
 * Communication: `POST /update/communication` `{ requestKey, data: Communication }` →
 * `{ status, url }` (`pincode` is sent as a number; no field is required, spec 5).
 *
 * @returns `data.url`: the next page (the add-ons step); check it with `checkRedirect`.
 */
export function updateMotorCommunication(
  requestKey: string,
  communication: CommunicationInput,
  options: CallOptions = {},
): Promise<CallResult<{ url: string }, Empty>> {
  return saveCall(
    "/update/communication",
    requestKey,
    communicationSchema,
    communication,
    urlAnswer,
    urlOf,
    options,
  );
}

/**
 * Add-ons: `POST /get/add-ons` `{ requestKey }` → `Envelope<Record<"pACover" | "unnamedPA" |
 * "addons" | "accessories" | "legalLiability", { sectionTitle, data: AddOn[] }>>`. Premiums in
 * rupees before GST, a number or a map from an amount key to rupees. The answer is as the
 * broker sent it: show `visibleAddOns(data)` (hides `evShield*`), total with `addOnTotal`
 * (`lib/journeys/motor/add-on-rules.ts`).
 *
 * @returns the five sections; `{}` on failure.
 */
export function getAddOns(
  requestKey: string,
  options: CallOptions = {},
): Promise<CallResult<AddOnSections, Partial<AddOnSections>>> {
  return readCall(
    "/get/add-ons",
    requestKey,
    addOnSectionsSchema,
    (d) => d,
    () => ({}),
    options,
  );
}

/**
 * Save add-ons: `POST /update/add-ons` `{ requestKey, data: Record<code, boolean> }` →
 * `{ status, url }`. For a map-premium item send `code: true` and `code__amountKey: true`
 * (`addOnAmountKey`).
 *
 * @returns `data.url`: the next page (the final quote); check it with `checkRedirect`.
 */
export function updateAddOns(
  requestKey: string,
  chosen: AddOnSelection,
  options: CallOptions = {},
): Promise<CallResult<{ url: string }, Empty>> {
  return saveCall(
    "/update/add-ons",
    requestKey,
    addOnSelectionSchema,
    chosen,
    urlAnswer,
    urlOf,
    options,
  );
}

/**
 * Final quote: `POST /get/final-quote` `{ requestKey }` →
 * `Envelope<{ companyLogo, idv, netPremium, tax, grossPremium }>`, reshaped into
 * {@link MotorFinalQuote} (rupees; tax is 18% GST).
 *
 * @returns the quote; `{}` on failure.
 */
export function getMotorFinalQuote(
  requestKey: string,
  options: CallOptions = {},
): Promise<CallResult<MotorFinalQuote, Partial<MotorFinalQuote>>> {
  return readCall(
    "/get/final-quote",
    requestKey,
    motorFinalQuoteSchema,
    reshapeMotorFinalQuote,
    () => ({}),
    options,
  );
}

/**
 * Buy Now: `POST /trigger/purchase` `{ requestKey }` → `{ status, meta: PurchaseMeta, data }`.
 * digit: `data = { paymentUrl, memberName, policyNumber }` with `meta.isMotorInspectionNeeded`
 * and `meta.isMotorInspectionDone`; other insurers: `data = {}`.
 *
 * @param options `idempotencyKey` (required): the purchase's key (see the callers); without a
 *   valid key nothing is sent.
 * @returns spec 4 "Motor Buy Now" decides the next page from `meta` and `data.paymentUrl`;
 *   on failure `meta` and `data` are `{}` (→ /motor/thank-you).
 */
export function triggerMotorPurchase(
  requestKey: string,
  options: KeyedCallOptions,
): Promise<CallResult<MotorPurchaseData, MotorPurchaseData, PurchaseMeta>> {
  return brokerCall({
    path: `${motorApiPrefix}/trigger/purchase`,
    request: { requestKey },
    requestSchema: keyBody,
    responseSchema: purchaseAnswer,
    pick: (body) => ({ data: body.data ?? {}, meta: body.meta, message: body.message }),
    fallback: () => ({}),
    fallbackMeta: () => ({}),
    failureMessage: somethingWrongMessage,
    options,
    requiresKey: true,
  });
}

/**
 * Policy documents: `POST /generate/pdf` `{ requestKey }` → `Envelope<PolicyDocuments>` (URLs;
 * an empty link means the document is not available).
 *
 * @returns the documents; `{}` on failure (spec 8: 'Something went wrong').
 */
export function generateMotorPdf(
  requestKey: string,
  options: CallOptions = {},
): Promise<CallResult<PolicyDocuments, Partial<PolicyDocuments>>> {
  return readCall(
    "/generate/pdf",
    requestKey,
    policyDocumentsSchema,
    (d) => d,
    () => ({}),
    options,
  );
}

/**
 * Policy search after a break-in inspection: `POST /check/policy/status`
 * `{ data: { policyNo } }` → `Envelope<{ redirectUrl }>`.
 *
 * @param policyNo as typed; trimmed and upper-cased ('Policy number is required' when empty).
 * @returns where to go (check it with `checkRedirect`); `{}` on failure (404: unknown policy).
 */
export function checkPolicyStatus(
  policyNo: string,
  options: CallOptions = {},
): Promise<CallResult<PolicyStatus, Partial<PolicyStatus>>> {
  return brokerCall({
    path: `${motorApiPrefix}/check/policy/status`,
    request: { data: { policyNo } },
    requestSchema: policySearchSchema,
    responseSchema: envelope(policyStatusSchema),
    pick: (body) => ({ data: body.data, message: body.message, meta: body.meta }),
    fallback: () => ({}),
    failureMessage: somethingWrongMessage,
    options,
  });
}
