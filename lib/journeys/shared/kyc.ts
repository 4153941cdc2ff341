import { productFor, productOf } from "@/lib/journeys/registry";
import {
  HEALTH_THANK_YOU,
  digitProductMotorPath,
  digitProductPath,
  isSegment,
  kycPath,
  type InsuranceType,
} from "@/lib/journeys/shared/paths";
import { allowed, follow, type Next, type RedirectPolicy } from "@/lib/journeys/shared/redirect";

/** The KYC route parameters (/insurance/{insuranceType}/{requestKey}/{companyName}/kyc-*). */
export type KycParams = { insuranceType?: string; requestKey?: string; companyName?: string };

/** A KYC answer (broker-api.md "KYC"), loosely typed: every field is checked here. */
export type KycAnswer = { status: number; message?: string; data?: unknown };

export const KYC_CHECK_FAILED = "KYC check failed";
export const KYC_VERIFY_FAILED = "KYC verification failed";
export const KYC_POPUP = { width: 800, height: 600 } as const;

/** The insurers whose KYC the site carries out online (kycCheckOutcome's table). */
export const KYC_INSURERS: readonly string[] = ["digit", "future-genrali", "hdfc-ergo"];

/**
 * Where Buy Now stands with KYC (broker-api.md "Journey order": KYC before payment), from the
 * `/kyc/api/check` answer:
 *
 * | insurer | answer | gate |
 * |---|---|---|
 * | not digit, future-genrali or hdfc-ergo | any | `none` (no online KYC: the purchase rules decide) |
 * | one of them | 200 and iskycVerified not 0 | `verified` (straight on to payment) |
 * | one of them | 202, or 200 with iskycVerified 0 | `todo` (the insurer's KYC page first) |
 * | one of them | anything else (a failed call) | `failed` |
 */
export function kycGate(
  companyName: string,
  answer: KycAnswer,
): "none" | "verified" | "todo" | "failed" {
  if (!KYC_INSURERS.includes(companyName)) return "none";
  const data = (answer.data && typeof answer.data === "object" ? answer.data : {}) as Record<
    string,
    unknown
  >;
  const notVerified =
    data.iskycVerified !== undefined &&
    data.iskycVerified !== null &&
    Number(data.iskycVerified) === 0;
  if (answer.status === 200) return notVerified ? "todo" : "verified";
  if (answer.status === 202) return "todo";
  return "failed";
}

/** True when every KYC route parameter is present (spec 5 "KYC routes": otherwise nothing happens). */
export function hasKycParams(p: KycParams): p is Required<KycParams> {
  return !!p.insuranceType && !!p.requestKey && !!p.companyName;
}

/**
 * KYC check (spec 4 "KYC check" and "KYC-check page actions"), by insurer × type × status:
 *
 * | insurer | type | answer | next |
 * |---|---|---|---|
 * | hdfc-ergo | health | 200, iskycVerified 0 | leave to data.redirect_link |
 * | hdfc-ergo | health | 200, otherwise | health kyc-verify |
 * | future-genrali | health/motor | 202 | post Aggregator_KYC_Req_No, IC_KYC_No (proposalId) and Aggregator_Return_URL (SITE_URL + kyc-verify) to data.redirectUrl |
 * | future-genrali | health/motor | 200 | kyc-verify of that type |
 * | digit | health/motor | 202 | leave to data.redirectUrl (the same tab; the insurer returns to kyc-check) |
 * | digit | health/motor | 200 | the digit payment page of that type (KYC before payment) |
 * | anything else, a failed call, a refused URL | | | 'KYC check failed', then /health/thank-you |
 *
 * A missing route parameter does nothing (`none`).
 */
export function kycCheckOutcome(
  params: KycParams,
  answer: KycAnswer,
  policy: RedirectPolicy,
): Next {
  if (!hasKycParams(params)) return { kind: "none" };
  const failed: Next = { kind: "notice", message: KYC_CHECK_FAILED, then: HEALTH_THANK_YOU };
  const type = productOf(params.insuranceType)?.type ?? null;
  const { requestKey, companyName } = params;
  if (!type || !isSegment(requestKey)) return failed;
  const data = (answer.data && typeof answer.data === "object" ? answer.data : {}) as Record<
    string,
    unknown
  >;

  if (companyName === "hdfc-ergo" && type === "health") {
    if (answer.status !== 200) return failed;
    if (
      Number(data.iskycVerified) === 0 &&
      data.iskycVerified !== undefined &&
      data.iskycVerified !== null
    ) {
      return follow(data.redirect_link, policy) ?? failed;
    }
    return { kind: "go", to: kycPath("health", requestKey, "hdfc-ergo", "kyc-verify") };
  }

  if (companyName === "future-genrali") {
    if (answer.status === 200)
      return { kind: "go", to: kycPath(type, requestKey, "future-genrali", "kyc-verify") };
    if (answer.status !== 202) return failed;
    const action = allowed(data.redirectUrl, policy);
    const proposalId = (data.meta as { proposalId?: unknown } | undefined)?.proposalId;
    if (
      !action ||
      (typeof proposalId !== "string" && typeof proposalId !== "number") ||
      String(proposalId) === ""
    )
      return failed;
    return {
      kind: "post",
      action,
      fields: {
        Aggregator_KYC_Req_No: String(proposalId),
        IC_KYC_No: String(proposalId),
        Aggregator_Return_URL: futureGeneraliReturnUrl(policy.siteOrigin, type, requestKey),
      },
    };
  }

  if (companyName === "digit") {
    // KYC before payment, in one tab (broker-api.md "Journey order and continuation"): a
    // verified check goes on to the payment page; the insurer's KYC page opens in this tab.
    if (answer.status === 200)
      return {
        kind: "go",
        to: `${type === "health" ? digitProductPath(requestKey) : digitProductMotorPath(requestKey)}?from=kyc`,
      };
    if (answer.status !== 202) return failed;
    return follow(data.redirectUrl, policy) ?? failed;
  }

  return failed;
}

/**
 * The future-genrali return URL: the site's own kyc-verify route built from SITE_URL (never a
 * development host; spec 4 calls the original's localhost URL a defect).
 */
export function futureGeneraliReturnUrl(
  siteOrigin: string,
  type: InsuranceType,
  requestKey: string,
): string {
  return new URL(kycPath(type, requestKey, "future-genrali", "kyc-verify"), siteOrigin).toString();
}

/** What the kyc-verify screen shows. */
export type KycVerifyView =
  | { kind: "none" }
  | { kind: "verified"; then: string; image?: string; message?: string; salutation?: string }
  | { kind: "failed"; error?: string; image?: string; message?: string; salutation?: string };

export const KYC_VERIFIED_TITLE = "Congratulations, your KYC has been verified!";
export const KYC_VERIFIED_TEXT = "Hang tight — we're getting your quote ready!";
export const KYC_NOT_VERIFIED_TITLE = "Sorry, your KYC could not be verified.";
export const KYC_NOT_VERIFIED_TEXT = "Sit back and relax, someone from our team will be in touch.";
/** Spec 9: the redirect happens after 3.5 s while a 3-second countdown is shown. */
export const KYC_REDIRECT_MS = 3_500;
export const KYC_COUNTDOWN_S = 3;

/** Accepted future-genrali Final_Status values (spec 9). */
const FINAL_STATUS_OK = new Set([1, 3]);

/**
 * KYC verify (spec 4 "KYC verify result"):
 * - hdfc-ergo health: iskycVerified 0 → failure; otherwise verified → health final quote
 * - future-genrali health or motor: success true and Final_Status 1 or 3 → verified → that type's final quote
 * - any other insurer or type: failure
 * - a failed call (non-200): 'KYC verification failed' and the failure screen
 * `image`, `message` and `salutation` come from the answer (the image only when its URL is allowed).
 */
export function kycVerifyOutcome(
  params: KycParams,
  answer: KycAnswer,
  imagePolicy: RedirectPolicy,
): KycVerifyView {
  if (!hasKycParams(params)) return { kind: "none" };
  const data = (answer.data && typeof answer.data === "object" ? answer.data : {}) as Record<
    string,
    unknown
  >;
  const extras = {
    ...(allowed(data.image, imagePolicy)
      ? { image: allowed(data.image, imagePolicy) as string }
      : {}),
    ...(typeof data.message === "string" && data.message ? { message: data.message } : {}),
    ...(typeof data.salutation === "string" && data.salutation
      ? { salutation: data.salutation }
      : {}),
  };
  const type = productOf(params.insuranceType)?.type ?? null;
  if (answer.status !== 200) return { kind: "failed", error: KYC_VERIFY_FAILED, ...extras };
  if (!type || !isSegment(params.requestKey)) return { kind: "failed", ...extras };

  let verified = false;
  if (params.companyName === "hdfc-ergo" && type === "health") {
    verified = !(
      data.iskycVerified !== undefined &&
      data.iskycVerified !== null &&
      Number(data.iskycVerified) === 0
    );
  } else if (params.companyName === "future-genrali") {
    verified = data.success === true && FINAL_STATUS_OK.has(Number(data.Final_Status));
  }
  return verified
    ? { kind: "verified", then: productFor(type).finalQuotePath(params.requestKey), ...extras }
    : { kind: "failed", ...extras };
}
