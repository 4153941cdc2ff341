import "server-only";
import { z } from "zod";
import { isWireKey } from "@/lib/idempotency/key";
import { brokerFetch, type BrokerFailureReason, type BrokerResult } from "./client";
import {
  addOnSectionsSchema,
  addOnSelectionSchema,
  basePolicyDetailsSchema,
  communicationSchema,
  motorActiveMemberDataSchema,
  motorApiPrefix,
  motorFinalQuoteSchema,
  motorMemberSchema,
  motorPurchaseDataSchema,
  motorQuoteAnswerSchema,
  motorQuoteSchema,
  nomineeSchema,
  planCardSchema,
  planChoiceSchema,
  policyDocumentsSchema,
  policySearchFormSchema,
  policyStatusSchema,
  previousInsurancesSchema,
  purchaseMetaSchema,
  requestKeySchema,
  setBasePolicyAnswerSchema,
  urlAnswerSchema,
  type AddOnSections,
  type AddOnSelection,
  type BasePolicyDetails,
  type CommunicationInput,
  type MotorActiveMemberData,
  type MotorFinalQuote,
  type MotorMemberInput,
  type MotorPurchaseData,
  type MotorQuoteInput,
  type NomineeInput,
  type PlanCard,
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
 * - validates its input with the contract schema first (`lib/api/contract/motor.ts`); an invalid
 *   input is not sent and answers `{ ok: false, status: 400, reason: "invalid-request", message }`
 *   with the first problem's message;
 * - validates the broker's answer with zod;
 * - never throws. A failed call (the broker's non-2xx status, a network error, a timeout —
 *   default 15 s, see `options.timeoutMs` —, a non-JSON body or an answer of the wrong shape)
 *   answers `ok: false` with spec 8's fallback: an empty list or an empty object in `data`
 *   (`meta` too for the purchase), and the broker's `status` and `message` when it sent them
 *   (otherwise status 500 and no message).
 *
 * Units: money in whole rupees, dates `yyyy-mm-dd`. URLs the broker returns (`url`,
 * `paymentUrl`, `redirectUrl`) are passed on unchecked: check them with
 * `lib/redirect/allowlist.ts` `checkRedirect` before following them.
 */

/** Per-call settings. */
export type MotorCallOptions = {
  /** Milliseconds before the call is abandoned (a timeout failure); default 15 000. */
  timeoutMs?: number;
  /** Sent as the `Idempotency-Key` header (broker-api.md "Idempotency"); see {@link MotorKeyedOptions}. */
  idempotencyKey?: string;
};

/**
 * Options of a call that creates or triggers something (`/form/one/submit`, `/trigger/purchase`):
 * the `Idempotency-Key` is required, one per visitor action and the same on its retries (make it
 * with `lib/idempotency/key.ts`). A missing or malformed key (not 1–255 visible ASCII
 * characters) refuses the call before anything is sent (`invalid-request`).
 */
export type MotorKeyedOptions = MotorCallOptions & { idempotencyKey: string };

/** Why a call failed: the broker client's reasons, or an input that failed the contract. */
export type MotorFailureReason = BrokerFailureReason | "invalid-request";

/** A failed call: the status to act on and, when the broker (or the input check) gave one, a message. */
export type MotorFailure = { ok: false; status: number; reason: MotorFailureReason; message?: string };

/** An envelope call's outcome: `data` on success, the spec-8 fallback `F` in `data` on failure. */
export type MotorEnvelopeResult<T, F> =
  | { ok: true; status: number; message?: string; data: T; meta?: Record<string, unknown> }
  | (MotorFailure & { data: F });

/** Outcome of a call that answers only `{ status }`. */
export type MotorStatusResult = { ok: true; status: number; message?: string } | MotorFailure;

/** Outcome of a call that answers `{ status, url }`: the next page (a site path or an allowlisted URL). */
export type MotorUrlResult = { ok: true; status: number; url: string } | MotorFailure;

/** Outcome of a call that answers `{ status, requestKey }`. */
export type MotorKeyResult = { ok: true; status: number; requestKey: string } | MotorFailure;

/** Outcome of `trigger/purchase`. */
export type MotorPurchaseResult =
  | { ok: true; status: number; message?: string; meta: PurchaseMeta; data: MotorPurchaseData }
  | (MotorFailure & { meta: Partial<PurchaseMeta>; data: MotorPurchaseData });

// ---------------------------------------------------------------------------------------------

/** The broker envelope around a contract `data` schema (which may be a zod/mini schema). */
function envelopeOf<T extends z.core.SomeType>(data: T) {
  return z.object({
    status: z.number().int(),
    message: z.string().optional(),
    data,
    meta: z.record(z.string(), z.unknown()).optional(),
  });
}

const statusAnswer = z.object({ status: z.number().int(), message: z.string().optional() });
const urlAnswer = z.object({ ...urlAnswerSchema.shape, status: z.number().int() });
const quoteAnswer = z.object(motorQuoteAnswerSchema.shape);
const setBaseAnswer = z.object(setBasePolicyAnswerSchema.shape);
const purchaseAnswer = z.object({
  status: z.number().int(),
  message: z.string().optional(),
  meta: purchaseMetaSchema,
  data: z.optional(motorPurchaseDataSchema),
});

const quickQuotesAnswer = envelopeOf(z.array(planCardSchema));
const basePolicyAnswer = envelopeOf(basePolicyDetailsSchema);
const memberDataAnswer = envelopeOf(motorActiveMemberDataSchema);
const addOnsAnswer = envelopeOf(addOnSectionsSchema);
const finalQuoteAnswer = envelopeOf(motorFinalQuoteSchema);
const documentsAnswer = envelopeOf(policyDocumentsSchema);
const policyStatusAnswer = envelopeOf(policyStatusSchema);

/** POSTs `body` to `/product/motor/api{path}` and validates a 2xx answer with `schema`. */
function post<T>(path: string, body: unknown, schema: z.ZodType<T>, options: MotorCallOptions): Promise<BrokerResult<T>> {
  const key = options.idempotencyKey;
  return brokerFetch({
    method: "POST",
    path: `${motorApiPrefix}${path}`,
    body,
    schema,
    timeoutMs: options.timeoutMs,
    ...(key === undefined ? {} : { headers: { "idempotency-key": key } }),
  });
}

/** A creating call without a usable Idempotency-Key: refused, nothing is sent. */
function badKey(options: MotorCallOptions): MotorFailure | undefined {
  if (isWireKey(options.idempotencyKey)) return undefined;
  return { ok: false, status: 400, reason: "invalid-request", message: "Idempotency-Key missing or malformed" };
}

/** The failure half of a result: the broker's status and message, or 500 for a transport failure. */
function failure(result: Extract<BrokerResult<unknown>, { ok: false }>): MotorFailure {
  return result.reason === "status"
    ? { ok: false, status: result.status, reason: result.reason, message: result.message }
    : { ok: false, status: result.status, reason: result.reason };
}

/** An input that failed its contract schema: 400 with the first problem's message. */
function invalid(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): MotorFailure {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.map(String).join(".")}: ` : "";
  return { ok: false, status: 400, reason: "invalid-request", message: issue ? `${where}${issue.message}` : "Invalid request" };
}

/** Runs an envelope call keyed by `requestKey` (and optional `data`), with fallback `empty`. */
async function envelopeCall<T, F>(
  path: string,
  requestKey: string,
  schema: z.ZodType<{ status: number; message?: string; data: T; meta?: Record<string, unknown> }>,
  empty: () => F,
  options: MotorCallOptions,
): Promise<MotorEnvelopeResult<T, F>> {
  const key = requestKeySchema.safeParse(requestKey);
  if (!key.success) return { ...invalid(key.error), data: empty() };
  const result = await post(path, { requestKey: key.data }, schema, options);
  if (!result.ok) return { ...failure(result), data: empty() };
  const { status, message, data, meta } = result.body;
  return { ok: true, status, data, ...(message === undefined ? {} : { message }), ...(meta === undefined ? {} : { meta }) };
}

/** Runs a `{ requestKey, data }` call that answers `{ status }`. */
async function statusCall(
  path: string,
  requestKey: string,
  data: unknown,
  options: MotorCallOptions,
): Promise<MotorStatusResult> {
  const result = await post(path, { requestKey, data }, statusAnswer, options);
  if (!result.ok) return failure(result);
  return { ok: true, status: result.body.status, ...(result.body.message === undefined ? {} : { message: result.body.message }) };
}

/** Runs a `{ requestKey, data }` call that answers `{ status, url }`. */
async function urlCall(path: string, requestKey: string, data: unknown, options: MotorCallOptions): Promise<MotorUrlResult> {
  const result = await post(path, { requestKey, data }, urlAnswer, options);
  if (!result.ok) return failure(result);
  return { ok: true, status: result.body.status, url: result.body.url };
}

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
 * @returns `ok` with the new `requestKey` (spec 4: status 200 → /motor/thank-you); on failure
 *   the status, and the site shows `motorQuoteFailureMessage`.
 */
export async function submitMotorQuote(quote: MotorQuoteInput, options: MotorKeyedOptions): Promise<MotorKeyResult> {
  const parsed = motorQuoteSchema.safeParse(quote);
  if (!parsed.success) return invalid(parsed.error);
  const refused = badKey(options);
  if (refused) return refused;
  const result = await post("/form/one/submit", parsed.data, quoteAnswer, options);
  if (!result.ok) return failure(result);
  return { ok: true, status: result.body.status, requestKey: result.body.requestKey };
}

/**
 * Previous-insurance defaults: `POST /get/base-policy-details` `{ requestKey }` →
 * `Envelope<{ insuranceCompany?, policyNumber?, endDate? }>` (company short code, `yyyy-mm-dd`).
 *
 * @returns the defaults for insurance 1 of the form; `{}` on failure.
 */
export function getBasePolicyDetails(
  requestKey: string,
  options: MotorCallOptions = {},
): Promise<MotorEnvelopeResult<BasePolicyDetails, BasePolicyDetails>> {
  return envelopeCall("/get/base-policy-details", requestKey, basePolicyAnswer, () => ({}), options);
}

/**
 * Save previous insurance: `POST /set/base-policy-details`
 * `{ requestKey, data: { insurances: PreviousInsurance[] } }` → `{ status, requestKey }`.
 *
 * @param insurances the form's policy blocks: insurance 1 required, a blank insurance 2 dropped,
 *   dates normalised to `yyyy-mm-dd` (`previousInsurancesSchema`, spec 5 messages).
 * @returns `ok` with the requestKey to compare plans under (spec 4: 200 →
 *   /insurance-compare/motor/{requestKey}; the sent key when the broker leaves it out);
 *   failure → /motor/thank-you.
 */
export async function setBasePolicyDetails(
  requestKey: string,
  insurances: readonly (PreviousInsuranceFormValues | PreviousInsurance)[],
  options: MotorCallOptions = {},
): Promise<MotorKeyResult> {
  const key = requestKeySchema.safeParse(requestKey);
  if (!key.success) return invalid(key.error);
  const parsed = previousInsurancesSchema.safeParse({ insurances });
  if (!parsed.success) return invalid(parsed.error);
  const result = await post("/set/base-policy-details", { requestKey: key.data, data: parsed.data }, setBaseAnswer, options);
  if (!result.ok) return failure(result);
  return { ok: true, status: result.body.status, requestKey: result.body.requestKey ?? key.data };
}

/**
 * Plans: `POST /get/quick-quotes` `{ requestKey }` → `Envelope<PlanCard[]>`; for motor
 * `sumInsured` is the IDV. Rupees.
 *
 * @returns the plan cards; `[]` on failure (the grid then shows `noMotorPlansMessage`).
 */
export function getMotorQuickQuotes(
  requestKey: string,
  options: MotorCallOptions = {},
): Promise<MotorEnvelopeResult<PlanCard[], PlanCard[]>> {
  return envelopeCall("/get/quick-quotes", requestKey, quickQuotesAnswer, () => [], options);
}

/**
 * Choose a plan: `POST /select/plan` `{ requestKey, data: { pName, pCode, companyName } }` →
 * `{ status, url }`.
 *
 * @returns the next page (check it with `checkRedirect`); failure → /motor/thank-you.
 */
export async function selectMotorPlan(
  requestKey: string,
  plan: PlanChoice,
  options: MotorCallOptions = {},
): Promise<MotorUrlResult> {
  const key = requestKeySchema.safeParse(requestKey);
  if (!key.success) return invalid(key.error);
  const parsed = planChoiceSchema.safeParse(plan);
  if (!parsed.success) return invalid(parsed.error);
  return urlCall("/select/plan", key.data, parsed.data, options);
}

/**
 * Prefill: `POST /get/active/member/data` `{ requestKey }` →
 * `Envelope<{ companyName, pName, member?, nominee?, communication? }>` (what is saved so far;
 * saved values are passed through unvalidated, for the forms to show).
 *
 * @returns the saved data; `{}` on failure.
 */
export function getMotorMemberData(
  requestKey: string,
  options: MotorCallOptions = {},
): Promise<MotorEnvelopeResult<MotorActiveMemberData, Partial<MotorActiveMemberData>>> {
  return envelopeCall("/get/active/member/data", requestKey, memberDataAnswer, () => ({}), options);
}

/**
 * Owner: `POST /update/member` `{ requestKey, data: MotorMember }` → `{ status }`.
 *
 * @param member the member form's values (`motorMemberSchema`: spec 5's required fields,
 *   dates `yyyy-mm-dd`, document number normalised).
 * @returns spec 4: 200 → /motor/{key}/nominee, anything else → home.
 */
export async function updateMotorMember(
  requestKey: string,
  member: MotorMemberInput,
  options: MotorCallOptions = {},
): Promise<MotorStatusResult> {
  const key = requestKeySchema.safeParse(requestKey);
  if (!key.success) return invalid(key.error);
  const parsed = motorMemberSchema.safeParse(member);
  if (!parsed.success) return invalid(parsed.error);
  return statusCall("/update/member", key.data, parsed.data, options);
}

/**
 * Nominee: `POST /update/nominee` `{ requestKey, data: Nominee }` → `{ status }`. No field is
 * required (spec 5); empty fields are left out.
 *
 * @returns spec 4: 200 → /motor/{key}/communication, else /motor/thank-you.
 */
export async function updateMotorNominee(
  requestKey: string,
  nominee: NomineeInput,
  options: MotorCallOptions = {},
): Promise<MotorStatusResult> {
  const key = requestKeySchema.safeParse(requestKey);
  if (!key.success) return invalid(key.error);
  const parsed = nomineeSchema.safeParse(nominee);
  if (!parsed.success) return invalid(parsed.error);
  return statusCall("/update/nominee", key.data, parsed.data, options);
}

/**
 * Communication: `POST /update/communication` `{ requestKey, data: Communication }` →
 * `{ status, url }` (`pincode` is sent as a number; no field is required, spec 5).
 *
 * @returns the next page (the add-ons step); check it with `checkRedirect`.
 */
export async function updateMotorCommunication(
  requestKey: string,
  communication: CommunicationInput,
  options: MotorCallOptions = {},
): Promise<MotorUrlResult> {
  const key = requestKeySchema.safeParse(requestKey);
  if (!key.success) return invalid(key.error);
  const parsed = communicationSchema.safeParse(communication);
  if (!parsed.success) return invalid(parsed.error);
  return urlCall("/update/communication", key.data, parsed.data, options);
}

/**
 * Add-ons: `POST /get/add-ons` `{ requestKey }` → `Envelope<Record<"pACover" | "unnamedPA" |
 * "addons" | "accessories" | "legalLiability", { sectionTitle, data: AddOn[] }>>`. Premiums in
 * rupees before GST, a number or a map from an amount key to rupees. The answer is as the
 * broker sent it: show `visibleAddOns(data)` (hides `evShield*`), total with `addOnTotal`.
 *
 * @returns the five sections; `{}` on failure.
 */
export function getAddOns(
  requestKey: string,
  options: MotorCallOptions = {},
): Promise<MotorEnvelopeResult<AddOnSections, Partial<AddOnSections>>> {
  return envelopeCall("/get/add-ons", requestKey, addOnsAnswer, () => ({}), options);
}

/**
 * Save add-ons: `POST /update/add-ons` `{ requestKey, data: Record<code, boolean> }` →
 * `{ status, url }`. For a map-premium item send `code: true` and `code__amountKey: true`
 * (`addOnAmountKey`).
 *
 * @returns the next page (the final quote); check it with `checkRedirect`.
 */
export async function updateAddOns(
  requestKey: string,
  chosen: AddOnSelection,
  options: MotorCallOptions = {},
): Promise<MotorUrlResult> {
  const key = requestKeySchema.safeParse(requestKey);
  if (!key.success) return invalid(key.error);
  const parsed = addOnSelectionSchema.safeParse(chosen);
  if (!parsed.success) return invalid(parsed.error);
  return urlCall("/update/add-ons", key.data, parsed.data, options);
}

/**
 * Final quote: `POST /get/final-quote` `{ requestKey }` →
 * `Envelope<{ companyLogo, idv, netPremium, tax, grossPremium }>` (rupees; tax is 18% GST).
 *
 * @returns the quote; `{}` on failure.
 */
export function getMotorFinalQuote(
  requestKey: string,
  options: MotorCallOptions = {},
): Promise<MotorEnvelopeResult<MotorFinalQuote, Partial<MotorFinalQuote>>> {
  return envelopeCall("/get/final-quote", requestKey, finalQuoteAnswer, () => ({}), options);
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
export async function triggerMotorPurchase(requestKey: string, options: MotorKeyedOptions): Promise<MotorPurchaseResult> {
  const key = requestKeySchema.safeParse(requestKey);
  if (!key.success) return { ...invalid(key.error), meta: {}, data: {} };
  const refused = badKey(options);
  if (refused) return { ...refused, meta: {}, data: {} };
  const result = await post("/trigger/purchase", { requestKey: key.data }, purchaseAnswer, options);
  if (!result.ok) return { ...failure(result), meta: {}, data: {} };
  const { status, message, meta, data } = result.body;
  return { ok: true, status, meta, data: data ?? {}, ...(message === undefined ? {} : { message }) };
}

/**
 * Policy documents: `POST /generate/pdf` `{ requestKey }` → `Envelope<PolicyDocuments>` (URLs;
 * an empty link means the document is not available).
 *
 * @returns the documents; `{}` on failure (spec 8: 'Something went wrong').
 */
export function generateMotorPdf(
  requestKey: string,
  options: MotorCallOptions = {},
): Promise<MotorEnvelopeResult<PolicyDocuments, Partial<PolicyDocuments>>> {
  return envelopeCall("/generate/pdf", requestKey, documentsAnswer, () => ({}), options);
}

/**
 * Policy search after a break-in inspection: `POST /check/policy/status`
 * `{ data: { policyNo } }` → `Envelope<{ redirectUrl }>`.
 *
 * @param policyNo as typed; trimmed and upper-cased ('Policy number is required' when empty).
 * @returns where to go (check it with `checkRedirect`); `{}` on failure (404: unknown policy).
 */
export async function checkPolicyStatus(
  policyNo: string,
  options: MotorCallOptions = {},
): Promise<MotorEnvelopeResult<PolicyStatus, Partial<PolicyStatus>>> {
  const parsed = policySearchFormSchema.safeParse({ policyNo });
  if (!parsed.success) return { ...invalid(parsed.error), data: {} };
  const result = await post("/check/policy/status", { data: parsed.data }, policyStatusAnswer, options);
  if (!result.ok) return { ...failure(result), data: {} };
  const { status, message, data, meta } = result.body;
  return { ok: true, status, data, ...(message === undefined ? {} : { message }), ...(meta === undefined ? {} : { meta }) };
}
