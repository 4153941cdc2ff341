import "server-only";
import type * as zm from "zod/mini";
import {
  kycCheckDataSchema,
  kycRequestSchema,
  kycVerifyDataSchema,
  type KycCheckData,
  type KycRequest,
  type KycVerifyData,
} from "./contract/kyc";
import { kycMessages } from "@/lib/journeys/shared/kyc-messages";
import { brokerCall, fromContract } from "./call";
import type { CallOptions, CallResult, Empty, KeyedCallOptions } from "./call";
import { envelope } from "./envelope";

/**
 * KYC broker calls (broker-api.md "KYC"; product-spec 4 "KYC check", "KYC verify result", 8).
 * Server-only. Both take `{ insuranceType: "health" | "motor", requestKey, companyName }`
 * (all required: an incomplete request is refused with status 400 before anything is sent)
 * and never throw.
 */

/** A KYC call at `path`: the request checked with `kycRequestSchema`, the answer's `data` (`{}` when none). */
function kycCall<T>(path: string, data: zm.ZodMiniType<T>, failureMessage: string) {
  return (
    request: KycRequest,
    options?: CallOptions,
    requiresKey = false,
  ): Promise<CallResult<T | Empty, Empty>> =>
    brokerCall({
      path,
      request,
      requestSchema: kycRequestSchema,
      responseSchema: envelope(fromContract(data).optional()),
      pick: (body) => ({ data: body.data ?? {}, message: body.message }),
      fallback: () => ({}),
      failureMessage,
      options,
      requiresKey,
    });
}

const checkCall = kycCall("/kyc/api/check", kycCheckDataSchema, kycMessages.checkFailed);
const verifyCall = kycCall("/kyc/api/verify", kycVerifyDataSchema, kycMessages.verifyFailed);

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
export function kycCheck(
  request: KycRequest,
  options: KeyedCallOptions,
): Promise<CallResult<KycCheckData, Empty>> {
  return checkCall(request, options, true);
}

/**
 * `POST /kyc/api/verify`.
 *
 * @returns `ok: true` with `data`: hdfc-ergo `{ iskycVerified: 0 | 1, image, message,
 *   salutation }`; future-genrali `{ success, Final_Status }` (verified when success is true and
 *   Final_Status is 1 or 3; see `isKycVerified`). Failure: `data` `{}` and `message` "KYC
 *   verification failed" (spec 8; the site shows the failure screen).
 */
export function kycVerify(
  request: KycRequest,
  options?: CallOptions,
): Promise<CallResult<KycVerifyData, Empty>> {
  return verifyCall(request, options);
}
