import * as z from "zod/mini";
import { requestKeySchema } from "@/lib/api/contract/motor";
import type { SandboxContext } from "../context";
import { envelope, HttpError, type RouteResult } from "../http/responses";
import { loadMotorState, type MotorState } from "./state";
import { fnv1a } from "./vehicle";

/**
 * Motor KYC of the sandbox broker (broker-api.md "KYC", spec 4 "KYC for motor"). The shared
 * KYC route (`POST /kyc/api/check`, `POST /kyc/api/verify`, owned by
 * the health journey) hands every body with `insuranceType: "motor"` to {@link answerMotorKyc},
 * or loads the state itself and calls the pure {@link motorKycCheck} / {@link motorKycVerify}.
 *
 * - digit: check → 202 with `redirectUrl` = `{sandbox}/hosted/kyc/digit?requestKey={key}&type=motor`
 *   (the site sends the tab there; the page returns to the site's kyc-check) until the hosted
 *   page approves, then 200.
 * - future-genrali: check → 202 with `redirectUrl` = `{sandbox}/hosted/kyc/future-genrali?requestKey={key}&type=motor`
 *   and `meta.proposalId` (the site form-posts `Aggregator_KYC_Req_No`, `IC_KYC_No`,
 *   `Aggregator_Return_URL` there) until approved, then 200. verify → `success` and
 *   `Final_Status` 1 when approved, else `success: false`, `Final_Status` 0.
 * - any other insurer: 400.
 * - the body's `companyName` must be the chosen plan's insurer (400). KYC comes before
 *   `trigger/purchase` (broker-api.md "Journey order": KYC before payment).
 */

/** Insurers with a motor KYC flow. */
export const motorKycInsurers = ["digit", "future-genrali"] as const;

/** Request body of both KYC calls. */
export const kycBodySchema = z.object({
  insuranceType: z.enum(["health", "motor"], "insuranceType must be health or motor"),
  requestKey: requestKeySchema,
  companyName: z
    .string({ error: "companyName is required" })
    .check(z.minLength(1, "companyName is required")),
});
export type KycBody = z.output<typeof kycBodySchema>;

/** What the pure functions need besides the state. */
export type MotorKycContext = {
  requestKey: string;
  companyName: string;
  /** The sandbox's public origin (hosted pages). */
  publicUrl: string;
  /** The site's origin. */
  siteUrl: string;
};

/** A KYC answer: the envelope to send (`status` is also the HTTP status). */
export type MotorKycAnswer = {
  status: number;
  message?: string;
  data?: Record<string, unknown>;
  meta?: Record<string, unknown>;
};

/** The future-genrali proposal id of a motor request, stable per key: "FGM" + 9 digits. */
export function motorProposalId(requestKey: string): string {
  return `FGM${String(fnv1a(`proposal:${requestKey}`) % 1_000_000_000).padStart(9, "0")}`;
}

/** The hosted KYC page of an insurer for a motor request. */
export function motorKycPageUrl(
  publicUrl: string,
  companyName: string,
  requestKey: string,
): string {
  return `${publicUrl}/hosted/kyc/${companyName}?requestKey=${encodeURIComponent(requestKey)}&type=motor`;
}

/** The site's kyc-verify route the future-genrali page returns to (built from SITE_URL). */
export function motorKycReturnUrl(siteUrl: string, requestKey: string): string {
  return `${siteUrl}/insurance/motor/${requestKey}/future-genrali/kyc-verify`;
}

/** Refusals shared by check and verify; undefined when the call may go on. */
function refusal(state: MotorState, ctx: MotorKycContext): MotorKycAnswer | undefined {
  if (!(motorKycInsurers as readonly string[]).includes(ctx.companyName)) {
    return { status: 400, message: `No motor KYC for ${ctx.companyName}` };
  }
  if (state.plan?.companyName !== ctx.companyName) {
    return {
      status: 400,
      message: `companyName ${ctx.companyName} is not the insurer of the chosen plan`,
    };
  }
  return undefined;
}

/**
 * `POST /kyc/api/check` for a motor request. Pure: reads `state`, writes nothing.
 *
 * @returns 200 when KYC is approved; 202 with `data.redirectUrl` (and `data.meta.proposalId` for
 *   future-genrali) while it is not; 400/409 refusals as described in the module comment.
 */
export function motorKycCheck(state: MotorState, ctx: MotorKycContext): MotorKycAnswer {
  const refused = refusal(state, ctx);
  if (refused) return refused;
  const approved = state.kyc?.status === "approved";
  const meta =
    ctx.companyName === "future-genrali"
      ? { proposalId: motorProposalId(ctx.requestKey) }
      : undefined;
  const data: Record<string, unknown> = {
    iskycVerified: approved ? 1 : 0,
    companyName: ctx.companyName,
    insuranceType: "motor",
    requestKey: ctx.requestKey,
    ...(meta ? { meta } : {}),
  };
  if (approved) return { status: 200, message: "KYC verified", data, ...(meta ? { meta } : {}) };
  return {
    status: 202,
    message: "Complete KYC on the insurer's page",
    data: { ...data, redirectUrl: motorKycPageUrl(ctx.publicUrl, ctx.companyName, ctx.requestKey) },
    ...(meta ? { meta } : {}),
  };
}

/**
 * `POST /kyc/api/verify` for a motor request. Pure.
 *
 * @returns 200 with `iskycVerified`, `success`, `Final_Status` (1 approved, 0 otherwise),
 *   `message` and `salutation`; 400/409 refusals as for check.
 */
export function motorKycVerify(state: MotorState, ctx: MotorKycContext): MotorKycAnswer {
  const refused = refusal(state, ctx);
  if (refused) return refused;
  const approved = state.kyc?.status === "approved";
  const name = state.member
    ? `${state.member.firstName} ${state.member.lastName}`
    : state.quote.name;
  return {
    status: 200,
    data: {
      iskycVerified: approved ? 1 : 0,
      success: approved,
      Final_Status: approved ? 1 : 0,
      message: approved
        ? "Your KYC has been verified."
        : state.kyc?.status === "rejected"
          ? "Your KYC was rejected by the insurer."
          : "Your KYC is not complete yet.",
      salutation: `Dear ${name}`,
      ...(ctx.companyName === "future-genrali"
        ? { proposalId: motorProposalId(ctx.requestKey) }
        : {}),
    },
  };
}

/**
 * Answers a motor KYC call from its raw JSON body: validates it (400), loads the request (404
 * when unknown) and returns {@link motorKycCheck} or {@link motorKycVerify} as a response.
 *
 * @throws {HttpError} 400 for an invalid body or a non-motor insuranceType, 404 for an unknown key.
 */
export async function answerMotorKyc(
  call: "check" | "verify",
  body: unknown,
  ctx: SandboxContext,
): Promise<RouteResult> {
  const parsed = kycBodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpError(
      400,
      `Invalid KYC request: ${issue?.path.map(String).join(".") || "(body)"}: ${issue?.message ?? "invalid"}`,
    );
  }
  if (parsed.data.insuranceType !== "motor") throw new HttpError(400, "Not a motor KYC request");
  const state = await loadMotorState(ctx.db, parsed.data.requestKey);
  const kycCtx: MotorKycContext = {
    requestKey: parsed.data.requestKey,
    companyName: parsed.data.companyName,
    publicUrl: ctx.publicUrl,
    siteUrl: ctx.siteUrl,
  };
  const answer = call === "check" ? motorKycCheck(state, kycCtx) : motorKycVerify(state, kycCtx);
  return envelope(answer.status, { message: answer.message, data: answer.data, meta: answer.meta });
}
