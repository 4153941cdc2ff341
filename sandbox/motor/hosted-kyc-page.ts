import type { SandboxContext } from "../context";
import { escapeHtml } from "../http/html";
import { redirectResponse, type RouteResult } from "../http/responses";
import type { RouteRequest } from "../router";
import { motorKycInsurers, motorKycReturnUrl, motorProposalId } from "./kyc";
import { detailsList, formFields, hostedPage, hostedProblem } from "./pages";
import { findMotorState, saveMotorState } from "./state";

/**
 * The insurers' hosted motor-KYC pages (not registered here: the shared `/hosted/kyc/:company`
 * route of the KYC module calls {@link motorHostedKycPage} for `?type=motor`, for GET and POST).
 *
 * digit (`GET /hosted/kyc/digit?requestKey={key}&type=motor`, opened by the site in the same
 * tab): "Approve KYC" / "Reject KYC"; the choice is stored and the browser goes 303 back to the
 * site's `/insurance/motor/{key}/digit/kyc-check?kyc=approved|rejected`.
 *
 * future-genrali (`POST /hosted/kyc/future-genrali?requestKey={key}&type=motor`, a form post
 * from the site with `Aggregator_KYC_Req_No` and `IC_KYC_No` — both the proposal id — and
 * `Aggregator_Return_URL`): "Approve KYC" / "Reject KYC"; the choice is stored and the browser
 * goes 303 to the return URL, which must be the site's own
 * `/insurance/motor/{key}/future-genrali/kyc-verify` (anything else is replaced by it).
 * A GET shows the same page, returning to that route.
 *
 * @param company the `:company` path segment.
 */
export async function motorHostedKycPage(
  req: RouteRequest,
  ctx: SandboxContext,
  company: string,
): Promise<RouteResult> {
  if (!(motorKycInsurers as readonly string[]).includes(company)) {
    return hostedProblem(
      404,
      "No such KYC page",
      `The sandbox has no motor KYC page for ${company}.`,
      ctx.siteUrl,
    );
  }
  const fields = req.method === "POST" ? await formFields(req) : new URLSearchParams();
  const requestKey = req.query.get("requestKey") ?? fields.get("requestKey") ?? "";
  const state = requestKey ? await findMotorState(ctx.db, requestKey) : undefined;
  if (!state) {
    return hostedProblem(
      404,
      "Unknown request",
      "No motor request has this requestKey.",
      ctx.siteUrl,
    );
  }
  if (state.plan?.companyName !== company) {
    return hostedProblem(
      409,
      "KYC not available",
      `This request has no ${company} motor policy to verify.`,
      ctx.siteUrl,
    );
  }

  const proposalId = motorProposalId(requestKey);
  const defaultReturn = motorKycReturnUrl(ctx.siteUrl, requestKey);
  if (company === "future-genrali" && req.method === "POST") {
    const reqNo = fields.get("Aggregator_KYC_Req_No");
    const icNo = fields.get("IC_KYC_No");
    if ((reqNo !== null && reqNo !== proposalId) || (icNo !== null && icNo !== proposalId)) {
      return hostedProblem(
        400,
        "Unknown proposal",
        "Aggregator_KYC_Req_No and IC_KYC_No must be the proposal id of this request.",
        ctx.siteUrl,
      );
    }
  }
  const returnUrl =
    company === "future-genrali"
      ? safeReturnUrl(fields.get("Aggregator_Return_URL"), defaultReturn)
      : undefined;

  const decision = fields.get("decision");
  if (req.method === "POST" && (decision === "approve" || decision === "reject")) {
    state.kyc = {
      status: decision === "approve" ? "approved" : "rejected",
      at: ctx.clock.now().toISOString(),
    };
    await saveMotorState(ctx.db, requestKey, state);
    if (returnUrl) return redirectResponse(returnUrl, 303);
    // digit returns to the site's kyc-check in the same tab, naming the decision as an
    // insurer's return does (the check after it is a new call: lib/journeys/shared/idempotency.ts).
    return redirectResponse(
      `${ctx.siteUrl}/insurance/motor/${encodeURIComponent(requestKey)}/digit/kyc-check?kyc=${decision === "approve" ? "approved" : "rejected"}`,
      303,
    );
  }

  const insurer = company === "digit" ? "Digit Insurance" : "Future Generali";
  const action = `/hosted/kyc/${company}?requestKey=${encodeURIComponent(requestKey)}&amp;type=motor`;
  const hidden = returnUrl
    ? `<input type="hidden" name="Aggregator_Return_URL" value="${escapeHtml(returnUrl)}">`
    : "";
  const owner = state.member
    ? `${state.member.firstName} ${state.member.lastName}`
    : state.quote.name;
  const markup = `<h1>${escapeHtml(insurer)} – KYC (sandbox)</h1>
<p>A stand-in for the insurer's KYC page. Choose the outcome.</p>
${detailsList([
  ["Proposer", owner],
  ["Document", state.member ? `${state.member.documentType} ${state.member.documentId}` : "–"],
  ["Vehicle", state.quote.rcNo],
  ...(company === "future-genrali" ? ([["Proposal id", proposalId]] as const) : []),
])}
<form method="post" action="${action}">
${hidden}
<button type="submit" name="decision" value="approve">Approve KYC</button>
<button type="submit" name="decision" value="reject">Reject KYC</button>
</form>`;
  return hostedPage(200, `${insurer} KYC – Sandbox`, markup, ctx.siteUrl);
}

/** The return URL when it is on the site's origin; otherwise `fallback`. */
function safeReturnUrl(raw: string | null, fallback: string): string {
  if (!raw) return fallback;
  try {
    const url = new URL(raw);
    const site = new URL(fallback);
    return url.origin === site.origin && url.pathname === site.pathname ? url.href : fallback;
  } catch {
    return fallback;
  }
}
