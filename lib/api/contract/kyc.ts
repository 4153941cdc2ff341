import * as z from "zod/mini";
import { companySlug, insuranceTypes, requestKey } from "./shared";

/**
 * KYC contract (broker-api.md "KYC", product-spec sections 3, 4 "KYC check" and "KYC verify
 * result", 5 "KYC routes"). `zod/mini`: the KYC screens use these in the browser too.
 */

export { insuranceTypes, type InsuranceType } from "./shared";

/** future-genrali `Final_Status` values that mean verified (spec 9). */
export const acceptedFinalStatuses = [1, 3] as const;

/**
 * Body of `POST /kyc/api/check` and `/kyc/api/verify`: all three fields are required (spec 5
 * "KYC routes": nothing happens if one is missing).
 */
export const kycRequestSchema = z.object({
  insuranceType: z.enum(insuranceTypes, { error: "insuranceType must be health or motor" }),
  requestKey,
  companyName: companySlug,
});
export type KycRequest = z.output<typeof kycRequestSchema>;

/** `data.meta` of a KYC check: the insurer's proposal id (future-genrali posts it as both KYC numbers). */
export const kycMetaSchema = z.looseObject({ proposalId: z.optional(z.string()) });
export type KycMeta = z.output<typeof kycMetaSchema>;

/**
 * `data` of a KYC check. hdfc-ergo: `iskycVerified` 0 with `redirect_link` (the insurer's KYC
 * page) or 1. future-genrali and digit: status 202 with `redirectUrl` (and `meta.proposalId`
 * for future-genrali) when KYC is still to be done, 200 when done.
 */
export const kycCheckDataSchema = z.looseObject({
  iskycVerified: z.optional(z.union([z.literal(0), z.literal(1)])),
  redirectUrl: z.optional(z.string()),
  redirect_link: z.optional(z.string()),
  companyName: z.optional(z.string()),
  insuranceType: z.optional(z.string()),
  requestKey: z.optional(z.string()),
  meta: z.optional(kycMetaSchema),
});
export type KycCheckData = z.output<typeof kycCheckDataSchema>;

/**
 * `data` of a KYC verify. hdfc-ergo: `iskycVerified` (0 = not verified) with `image`, `message`,
 * `salutation`; future-genrali: `success` and `Final_Status` (1 or 3 = verified).
 */
export const kycVerifyDataSchema = z.looseObject({
  iskycVerified: z.optional(z.union([z.literal(0), z.literal(1)])),
  success: z.optional(z.boolean()),
  Final_Status: z.optional(z.number()),
  image: z.optional(z.string()),
  message: z.optional(z.string()),
  salutation: z.optional(z.string()),
});
export type KycVerifyData = z.output<typeof kycVerifyDataSchema>;

/**
 * Whether a verify answer means "verified" for this insurer (spec 4 "KYC verify result"):
 * hdfc-ergo health → `iskycVerified` is not 0; future-genrali → `success` true and
 * `Final_Status` 1 or 3; any other insurer → never.
 */
export function isKycVerified(
  companyName: string,
  insuranceType: string,
  data: KycVerifyData | undefined,
): boolean {
  if (!data) return false;
  if (companyName === "hdfc-ergo" && insuranceType === "health")
    return data.iskycVerified !== undefined && data.iskycVerified !== 0;
  if (companyName === "future-genrali") {
    return (
      data.success === true &&
      (acceptedFinalStatuses as readonly number[]).includes(data.Final_Status ?? -1)
    );
  }
  return false;
}

/**
 * Fields of the future-genrali KYC form post (broker-api.md "KYC"): both numbers are the
 * proposal id; the return URL is the site's own kyc-verify route, built from `SITE_URL`.
 */
export const futureGeneraliKycFormSchema = z.object({
  Aggregator_KYC_Req_No: z
    .string()
    .check(z.trim(), z.minLength(1, "Aggregator_KYC_Req_No is required")),
  IC_KYC_No: z.string().check(z.trim(), z.minLength(1, "IC_KYC_No is required")),
  Aggregator_Return_URL: z
    .string()
    .check(z.trim(), z.minLength(1, "Aggregator_Return_URL is required")),
});
export type FutureGeneraliKycForm = z.output<typeof futureGeneraliKycFormSchema>;

/** The site's kyc-verify route that future-genrali returns to. */
export function kycVerifyPath(insuranceType: string, key: string, companyName: string): string {
  return `/insurance/${encodeURIComponent(insuranceType)}/${encodeURIComponent(key)}/${encodeURIComponent(companyName)}/kyc-verify`;
}
