import "server-only";
import { z } from "zod";
import { kycCheckDataSchema, kycRequestSchema, kycVerifyDataSchema, type KycCheckData, type KycRequest, type KycVerifyData } from "./contract/kyc";
import { kycMessages } from "@/lib/journeys/shared/kyc-messages";
import { fromContract, journeyCall, type CallOptions, type JourneyResult, type KeyedCallOptions } from "./journey-call";

/**
 * KYC broker calls (broker-api.md "KYC"; product-spec 4 "KYC check", "KYC verify result", 8).
 * Server-only. Both take `{ insuranceType: "health" | "motor", requestKey, companyName }`
 * (all required: an incomplete request is refused with status 400 before anything is sent)
 * and never throw.
 */

export type { JourneyResult, CallOptions, KeyedCallOptions } from "./journey-call";

type Empty = Record<string, never>;

const kycEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.number().int(), message: z.string().optional(), data: data.optional(), meta: z.record(z.string(), z.unknown()).optional() });

/**
 * `POST /kyc/api/check`.
 *
 * @param options `idempotencyKey` (required): the check creates the insurer's KYC request, so it
 *   carries a key (the kyc-check page derives it; see there); without a valid key nothing is sent.
 * @returns `ok: true` with the broker's status kept apart: 202 = KYC still to be done
 *   (`data.redirectUrl`, and `data.meta.proposalId` for future-genrali), 200 = done, or for
 *   hdfc-ergo 200 with `data.iskycVerified` 0 and `data.redirect_link`. `data` is `{}` when the
 *   broker sent none. Failure (any non-2xx such as 400 "KYC is not needed for this insurer",
 *   network, timeout, non-JSON, wrong shape): `data` `{}` and `message` "KYC check failed"
 *   (spec 8; the site goes to /health/thank-you).
 */
export function kycCheck(request: KycRequest, options: KeyedCallOptions): Promise<JourneyResult<KycCheckData, Empty>> {
  return journeyCall({
    path: "/kyc/api/check",
    request,
    requestSchema: kycRequestSchema,
    responseSchema: kycEnvelope(fromContract(kycCheckDataSchema)),
    pick: (body) => ({ data: body.data ?? {}, message: body.message }),
    fallback: () => ({}),
    failureMessage: kycMessages.checkFailed,
    options,
    requiresKey: true,
  });
}

/**
 * `POST /kyc/api/verify`.
 *
 * @returns `ok: true` with `data`: hdfc-ergo `{ iskycVerified: 0 | 1, image, message,
 *   salutation }`; future-genrali `{ success, Final_Status }` (verified when success is true and
 *   Final_Status is 1 or 3; see `isKycVerified`). Failure: `data` `{}` and `message` "KYC
 *   verification failed" (spec 8; the site shows the failure screen).
 */
export function kycVerify(request: KycRequest, options?: CallOptions): Promise<JourneyResult<KycVerifyData, Empty>> {
  return journeyCall({
    path: "/kyc/api/verify",
    request,
    requestSchema: kycRequestSchema,
    responseSchema: kycEnvelope(fromContract(kycVerifyDataSchema)),
    pick: (body) => ({ data: body.data ?? {}, message: body.message }),
    fallback: () => ({}),
    failureMessage: kycMessages.verifyFailed,
    options,
  });
}
