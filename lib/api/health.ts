import "server-only";
import { z } from "zod";
import * as zm from "zod/mini";
import {
  activeMemberDataSchema,
  finalQuoteSchema,
  healthQuoteSchema,
  planCardSchema,
  policyDocumentsSchema,
  purchaseDataSchema,
  purchaseMetaSchema,
  selectPlanBodySchema,
  updateCommunicationBodySchema,
  updateMedicalBodySchema,
  updateMemberBodySchema,
  updateNomineeBodySchema,
  type ActiveMemberData,
  type CommunicationInput,
  type HealthMemberInput,
  type HealthQuoteInput,
  type MedicalInput,
  type NomineeInput,
  type PlanChoice,
  type PolicyDocuments,
  type PurchaseData,
  type PurchaseMeta,
} from "./contract/health";
import { healthMessages } from "@/lib/journeys/health/messages";
import { requestKeyBody } from "./contract/shared";
import { envelope } from "./envelope";
import {
  brokerCall,
  fromContract,
  type CallOptions,
  type CallResult,
  type Empty,
  type KeyedCallOptions,
} from "./call";
import { reshapeChosenPlan, reshapeHealthFinalQuote, reshapePlan } from "./reshape";
import type { ChosenPlan, HealthFinalQuote, Plan } from "./types";

/**
 * The health journey's broker calls (broker-api.md "Health", all `POST` under
 * `/product/health/api`; product-spec sections 4, 7, 8). Server-only: the site's server
 * actions and server components call these; the browser never talks to the broker.
 *
 * Every function:
 * - validates its arguments with the contract schema (`lib/api/contract/health.ts`) and sends
 *   nothing when they fail (`ok: false`, status 400, reason `invalid-request`);
 * - validates the broker's answer with the same contract;
 * - never throws, and returns a {@link JourneyResult}: `ok: true` with the broker's 2xx status
 *   and the call's payload, or `ok: false` with the broker's status (or 500 for network,
 *   timeout, non-JSON and wrong-shape answers) and the spec-8 fallback — "an empty object or
 *   list" — in `data`.
 *
 * URLs in answers (`url`, `paymentUrl`, `meta.apiUrl`, plan logos, document links) are passed
 * through as the broker sent them: the site checks each with `checkRedirect` before following it.
 * Money is in whole rupees; dates are `yyyy-mm-dd`.
 */

/** What get/active/member/data answers, with the chosen plan in the site's shape. */
export type ProposalData = ActiveMemberData & { plan: ChosenPlan };

const prefix = "/product/health/api";
const empty = (): Empty => ({});

const statusOnly = z.object({ status: z.number().int(), message: z.string().optional() });
const withUrl = statusOnly.extend({ url: z.string().min(1) });

/**
 * `POST /form/one/submit`: submits the quote wizard (spec 3 "Health quote form values").
 *
 * @param quote adults 1–6, kids 0–4, pincode (6 digits), name, phone, email, one insured person
 *   per adult and kid (`memberNo`, `dob`, `gender`, `relation`), `pospNumber` for agents.
 * @param options `idempotencyKey` (required): one per distinct submission, the same on its
 *   retries, so the broker makes one requestKey for it; without a valid key nothing is sent.
 * @returns `data.key`: the new requestKey (next screen `/insurance-compare/health/{key}`).
 *   Failure: `data` `{}` and `message` "Sorry we cannot help you at the moment. Please try again." (spec 8).
 */
export function submitHealthQuote(
  quote: HealthQuoteInput,
  options: KeyedCallOptions,
): Promise<CallResult<{ key: string }, Empty>> {
  return brokerCall({
    path: `${prefix}/form/one/submit`,
    request: quote,
    requestSchema: healthQuoteSchema,
    responseSchema: statusOnly.extend({ key: z.string().min(1) }),
    pick: (body) => ({ data: { key: body.key }, message: body.message }),
    fallback: empty,
    failureMessage: healthMessages.quoteFailed,
    options,
    requiresKey: true,
  });
}

/**
 * `POST /get/quick-quotes`: the plan cards of a request (spec 3 "Plan card": logo URL, pName,
 * pCode, companyName, sumInsured and premium in rupees).
 *
 * @returns `data`: the cards, possibly empty (the grid then shows spec 8's "no plans" text).
 *   Failure: `data` `[]`.
 */
export function getQuickQuotes(
  requestKey: string,
  options?: CallOptions,
): Promise<CallResult<Plan[], Plan[]>> {
  return brokerCall({
    path: `${prefix}/get/quick-quotes`,
    request: { requestKey },
    requestSchema: requestKeyBody,
    responseSchema: envelope(fromContract(zm.array(planCardSchema))),
    pick: (body) => ({ data: body.data.map(reshapePlan), message: body.message }),
    fallback: () => [],
    failureMessage: healthMessages.somethingWrong,
    options,
  });
}

/**
 * `POST /select/plan`: records the chosen plan.
 *
 * @param choice `{ pName, pCode, companyName }` of the clicked card.
 * @returns `data.url`: where the browser goes next (normally `/health/{key}/member`; check it
 *   with `checkRedirect`). Failure: `data` `{}` (the site goes to /health/thank-you).
 */
export function selectPlan(
  requestKey: string,
  choice: PlanChoice,
  options?: CallOptions,
): Promise<CallResult<{ url: string }, Empty>> {
  return brokerCall({
    path: `${prefix}/select/plan`,
    request: { requestKey, data: choice },
    requestSchema: selectPlanBodySchema,
    responseSchema: withUrl,
    pick: (body) => ({ data: { url: body.url }, message: body.message }),
    fallback: empty,
    failureMessage: healthMessages.somethingWrong,
    options,
  });
}

/**
 * `POST /get/active/member/data`: what is saved so far, to prefill the member, medical, nominee
 * and communication forms: `{ companyName, pName, members, medical?, nominee?, communication? }`.
 * Members are drafts (only `memberNo` is sure to be there).
 *
 * @returns Failure: `data` `{}`.
 */
export function getActiveMemberData(
  requestKey: string,
  options?: CallOptions,
): Promise<CallResult<ProposalData, Empty>> {
  return brokerCall({
    path: `${prefix}/get/active/member/data`,
    request: { requestKey },
    requestSchema: requestKeyBody,
    responseSchema: envelope(fromContract(activeMemberDataSchema)),
    pick: (body) => ({
      data: { ...body.data, plan: reshapeChosenPlan(body.data) },
      message: body.message,
    }),
    fallback: empty,
    failureMessage: healthMessages.somethingWrong,
    options,
  });
}

/**
 * `POST /update/member`: saves every member (spec 3 "Health member form"; height cm, weight
 * kg, annualIncome rupees). The insurer's own required fields (spec 5: hdfc-ergo's annual
 * income and member-1 plan fields) are checked by the broker, which answers 400 with a
 * message when one is missing; validate the form with `memberFormSchema` first.
 *
 * @returns `data` `{}`; status 200 means saved (next: /health/{key}/medical). Failure: `data`
 *   `{}`, `detail` holds the broker's message (the site goes home).
 */
export function updateMember(
  requestKey: string,
  members: HealthMemberInput[],
  options?: CallOptions,
): Promise<CallResult<Empty, Empty>> {
  return brokerCall({
    path: `${prefix}/update/member`,
    request: { requestKey, data: { members } },
    requestSchema: updateMemberBodySchema,
    responseSchema: statusOnly,
    pick: (body) => ({ data: {}, message: body.message }),
    fallback: empty,
    failureMessage: healthMessages.somethingWrong,
    options,
  });
}

/**
 * `POST /update/medical`: saves the medical answers (eleven optional flags and their details,
 * and per member `members`: each member's Yes/No answers and details, issue 23).
 *
 * @returns `data.routeTo`: the next step under `/health/{key}/` (e.g. `"nominee"`; always a
 *   lower-case slug, anything else is refused as a wrong shape). Failure: `data` `{}`.
 */
export function updateMedical(
  requestKey: string,
  medical: MedicalInput,
  options?: CallOptions,
): Promise<CallResult<{ routeTo: string }, Empty>> {
  return brokerCall({
    path: `${prefix}/update/medical`,
    request: { requestKey, data: medical },
    requestSchema: updateMedicalBodySchema,
    responseSchema: statusOnly.extend({ routeTo: z.string().regex(/^[a-z][a-z0-9-]*$/) }),
    pick: (body) => ({ data: { routeTo: body.routeTo }, message: body.message }),
    fallback: empty,
    failureMessage: healthMessages.somethingWrong,
    options,
  });
}

/**
 * `POST /update/nominee`: saves the nominee (all fields optional; relation one of the thirteen).
 *
 * @returns `data` `{}`; 200 = saved (next: communication). Failure: `data` `{}` (/health/thank-you).
 */
export function updateNominee(
  requestKey: string,
  nominee: NomineeInput,
  options?: CallOptions,
): Promise<CallResult<Empty, Empty>> {
  return brokerCall({
    path: `${prefix}/update/nominee`,
    request: { requestKey, data: nominee },
    requestSchema: updateNomineeBodySchema,
    responseSchema: statusOnly,
    pick: (body) => ({ data: {}, message: body.message }),
    fallback: empty,
    failureMessage: healthMessages.somethingWrong,
    options,
  });
}

/**
 * `POST /update/communication`: saves street, city, pincode (number), email and mobile.
 *
 * @returns `data.url`: the next screen — the insurer's kyc-check route for future-genrali and
 *   hdfc-ergo, else `/health/{key}/final-quote` (check it with `checkRedirect`). Failure: `data` `{}`.
 */
export function updateCommunication(
  requestKey: string,
  communication: CommunicationInput,
  options?: CallOptions,
): Promise<CallResult<{ url: string }, Empty>> {
  return brokerCall({
    path: `${prefix}/update/communication`,
    request: { requestKey, data: communication },
    requestSchema: updateCommunicationBodySchema,
    responseSchema: withUrl,
    pick: (body) => ({ data: { url: body.url }, message: body.message }),
    fallback: empty,
    failureMessage: healthMessages.somethingWrong,
    options,
  });
}

/**
 * `POST /get/final-quote`: `{ policyData: { companyLogo, sumInsured, basePremium, netPremium,
 * tax, grossPremium }, insurenceDetails: { companyName, pName, members: { Name, Relation }[] } }`,
 * whole rupees (tax is 18% GST of the net premium).
 *
 * @returns Failure: `data` `{}`.
 */
export function getFinalQuote(
  requestKey: string,
  options?: CallOptions,
): Promise<CallResult<HealthFinalQuote, Empty>> {
  return brokerCall({
    path: `${prefix}/get/final-quote`,
    request: { requestKey },
    requestSchema: requestKeyBody,
    responseSchema: envelope(fromContract(finalQuoteSchema)),
    pick: (body) => ({ data: reshapeHealthFinalQuote(body.data), message: body.message }),
    fallback: empty,
    failureMessage: healthMessages.somethingWrong,
    options,
  });
}

/**
 * `POST /trigger/purchase` (Buy Now): `meta` is the {@link PurchaseMeta} (`companyName`,
 * `productType`, future-genrali's `apiUrl`); `data` is digit's `{ paymentUrl, memberName,
 * policyNumber }`, future-genrali's flat record of fields to post to `meta.apiUrl`, or `{}`.
 *
 * @param options `idempotencyKey` (required): the purchase's key, the same for every trigger of
 *   this requestKey with this insurer (see the callers); without a valid key nothing is sent.
 * @returns Failure (e.g. 409 "Complete KYC first"): `data` `{}`, no `meta` (the site only logs it).
 */
export function triggerPurchase(
  requestKey: string,
  options: KeyedCallOptions,
): Promise<CallResult<PurchaseData, Empty, PurchaseMeta>> {
  return brokerCall({
    path: `${prefix}/trigger/purchase`,
    request: { requestKey },
    requestSchema: requestKeyBody,
    responseSchema: statusOnly.extend({
      meta: fromContract(purchaseMetaSchema),
      data: fromContract(purchaseDataSchema),
    }),
    pick: (body) => ({ data: body.data, meta: body.meta, message: body.message }),
    fallback: empty,
    failureMessage: healthMessages.somethingWrong,
    options,
    requiresKey: true,
  });
}

/**
 * `POST /generate/pdf`: the policy documents record `{ policyNumber, memberName?, companyName,
 * policyPraposal?, policySchedule?, policyCis?, ecard? }` (absolute PDF URLs, "" when absent).
 * A 200 with an empty policy number or no links means "not generated" (spec 2.4 apology; see
 * `hasPolicyDocuments`).
 *
 * @returns Failure: `data` `{}` and `message` "Something went wrong" (spec 4 "PDF screens").
 */
export function generatePdf(
  requestKey: string,
  options?: CallOptions,
): Promise<CallResult<PolicyDocuments, Empty>> {
  return brokerCall({
    path: `${prefix}/generate/pdf`,
    request: { requestKey },
    requestSchema: requestKeyBody,
    responseSchema: envelope(fromContract(policyDocumentsSchema)),
    pick: (body) => ({ data: body.data, message: body.message }),
    fallback: empty,
    failureMessage: healthMessages.somethingWrong,
    options,
  });
}
