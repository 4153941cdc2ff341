import { kycRequestSchema, type KycRequest } from "@/lib/api/contract/kyc";
import type { SandboxContext } from "../context";
import type { SandboxDb } from "../db/client";
import { envelope, HttpError } from "../http/responses";
import { findRequest, proposalIdFor, updateRequest, type KycState } from "../health/state";
import { hostedKycUrl } from "../health/urls";
import { parseWith } from "../health/validate";
import { answerMotorKyc } from "../motor/kyc";
import type { Router } from "../router";
import { idempotent } from "../idempotency";

/**
 * `POST /kyc/api/check` and `POST /kyc/api/verify` (broker-api.md "KYC"; spec 4
 * "KYC check", "KYC verify"). Body of both: `{ insuranceType, requestKey, companyName }`.
 *
 * KYC is kept in the request's state under `kyc` (`{ status: "none" | "approved" | "rejected",
 * proposalId? }`); the hosted KYC pages (`hosted-kyc.ts`) record the customer's choice. The
 * request must be of the kind named by `insuranceType` (404 otherwise) and `companyName` must be
 * the chosen plan's insurer (400 otherwise).
 *
 * check honours `Idempotency-Key` (`../idempotency.ts`): a repeat within 24 hours gets the
 * first 2xx answer.
 *
 * check:
 * - hdfc-ergo: 200 `{ iskycVerified: 1 }` when approved, else 200 `{ iskycVerified: 0, redirect_link }`;
 * - future-genrali: 200 when approved, else 202 `{ redirectUrl, meta: { proposalId } }` (the
 *   site posts the KYC form to `redirectUrl`);
 * - digit: 200 when approved, 403 when rejected, else 202 `{ redirectUrl }`;
 * - other insurers: 400 "KYC is not needed for this insurer".
 *
 * verify:
 * - hdfc-ergo: 200 `{ iskycVerified: 1 | 0, image, message, salutation }`;
 * - future-genrali: 200 `{ success: true, Final_Status: 1 }` when approved, else `{ success: false, Final_Status: 0 }`;
 * - digit: 200 `{ iskycVerified, success }`; others: 400.
 */

/** The KYC-relevant part of any journey's state. */
export type KycSubject = {
  plan?: { companyName: string };
  kyc?: KycState;
  members?: { firstName?: string; gender?: string }[];
  quote?: { name?: string };
};

export const kycNotNeeded = "KYC is not needed for this insurer";

/** Loads the request named by a KYC body and checks kind and insurer. */
export async function loadKycSubject(db: SandboxDb, request: KycRequest): Promise<KycSubject> {
  const row = await findRequest(db, request.requestKey);
  if (!row || row.kind !== request.insuranceType) {
    throw new HttpError(404, `Unknown ${request.insuranceType} requestKey ${request.requestKey}`);
  }
  const subject = row.state as KycSubject;
  const chosen = subject.plan?.companyName;
  if (!chosen) throw new HttpError(409, "Choose a plan first");
  if (chosen !== request.companyName) {
    throw new HttpError(
      400,
      `companyName ${request.companyName} is not the insurer of this request (${chosen})`,
    );
  }
  return subject;
}

/** Records a KYC decision of the hosted page. */
export async function recordKycDecision(
  ctx: SandboxContext,
  kind: string,
  requestKey: string,
  companyName: string,
  decision: "approved" | "rejected",
): Promise<void> {
  await updateRequest<KycSubject>(ctx.db, requestKey, kind, (state) => {
    if (state.plan?.companyName !== companyName) {
      throw new HttpError(400, `This request's insurer is not ${companyName}`);
    }
    return {
      ...state,
      kyc: { ...state.kyc, status: decision, updatedAt: ctx.clock.now().toISOString() },
    };
  });
}

function firstName(subject: KycSubject): string {
  return subject.members?.[0]?.firstName || subject.quote?.name?.split(/\s+/)[0] || "Customer";
}

/** Motor KYC has its own rules (sandbox/motor/kyc.ts): digit in a popup, future-genrali by form post. */
function isMotor(body: unknown): boolean {
  return (
    typeof body === "object" &&
    body !== null &&
    (body as { insuranceType?: unknown }).insuranceType === "motor"
  );
}

/** Registers both KYC calls. */
export function register(router: Router, ctx: SandboxContext): void {
  router.post(
    "/kyc/api/check",
    idempotent(ctx, "/kyc/api/check", async (req) => {
      const body = await req.json();
      if (isMotor(body)) return answerMotorKyc("check", body, ctx);
      const request = parseWith(kycRequestSchema, body, "Invalid KYC request");
      const subject = await loadKycSubject(ctx.db, request);
      const status = subject.kyc?.status ?? "none";
      const echo = {
        companyName: request.companyName,
        insuranceType: request.insuranceType,
        requestKey: request.requestKey,
      };

      switch (request.companyName) {
        case "hdfc-ergo":
          if (status === "approved") return envelope(200, { data: { ...echo, iskycVerified: 1 } });
          return envelope(200, {
            data: {
              ...echo,
              iskycVerified: 0,
              redirect_link: hostedKycUrl(
                ctx.publicUrl,
                "hdfc-ergo",
                request.requestKey,
                request.insuranceType,
              ),
            },
          });
        case "future-genrali": {
          const proposalId = subject.kyc?.proposalId ?? proposalIdFor(request.requestKey);
          if (!subject.kyc?.proposalId) {
            await updateRequest<KycSubject>(
              ctx.db,
              request.requestKey,
              request.insuranceType,
              (state) => ({
                ...state,
                kyc: { status: state.kyc?.status ?? "none", ...state.kyc, proposalId },
              }),
            );
          }
          if (status === "approved")
            return envelope(200, { data: { ...echo, meta: { proposalId } } });
          return envelope(202, {
            message: "KYC is required",
            data: {
              ...echo,
              redirectUrl: hostedKycUrl(ctx.publicUrl, "future-genrali"),
              meta: { proposalId },
            },
          });
        }
        case "digit":
          if (status === "approved") return envelope(200, { data: echo });
          if (status === "rejected")
            return envelope(403, { message: "KYC was rejected by the insurer", data: echo });
          return envelope(202, {
            message: "KYC is required",
            data: {
              ...echo,
              redirectUrl: hostedKycUrl(
                ctx.publicUrl,
                "digit",
                request.requestKey,
                request.insuranceType,
              ),
            },
          });
        default:
          return envelope(400, { message: kycNotNeeded });
      }
    }),
  );

  router.post("/kyc/api/verify", async (req) => {
    const body = await req.json();
    if (isMotor(body)) return answerMotorKyc("verify", body, ctx);
    const request = parseWith(kycRequestSchema, body, "Invalid KYC request");
    const subject = await loadKycSubject(ctx.db, request);
    const approved = subject.kyc?.status === "approved";
    const name = firstName(subject);

    switch (request.companyName) {
      case "hdfc-ergo":
        return envelope(200, {
          data: {
            iskycVerified: approved ? 1 : 0,
            image: `${ctx.publicUrl}/assets/kyc/${approved ? "verified" : "not-verified"}.svg`,
            message: approved
              ? "Your KYC has been verified with HDFC ERGO."
              : "HDFC ERGO could not verify your KYC.",
            salutation: `Dear ${name}`,
          },
        });
      case "future-genrali":
        return envelope(200, {
          data: approved
            ? {
                success: true,
                Final_Status: 1,
                message: "KYC verified",
                proposalId: subject.kyc?.proposalId,
              }
            : {
                success: false,
                Final_Status: 0,
                message: subject.kyc?.status === "rejected" ? "KYC rejected" : "KYC not completed",
              },
        });
      case "digit":
        return envelope(200, { data: { iskycVerified: approved ? 1 : 0, success: approved } });
      default:
        return envelope(400, { message: kycNotNeeded });
    }
  });
}
