import { futureGeneraliKycFormSchema } from "@/lib/api/contract/kyc";
import type { SandboxContext } from "../context";
import { escapeHtml } from "../http/html";
import { redirectResponse, type RouteResult } from "../http/responses";
import { findInsurer } from "../health/plans";
import {
  factList,
  hiddenFields,
  hostedError,
  hostedPage,
  isOnSite,
  readForm,
} from "../health/hosted";
import { findRequest, requestKeyFromProposal } from "../health/state";
import { insurancePath } from "../health/urls";
import type { Router } from "../router";
import { recordKycDecision, type KycSubject } from "./kyc";
import { motorHostedKycPage } from "../motor/hosted-kyc-page";

/**
 * The simulated insurers' hosted KYC pages (the site side is in lib/journeys). Each shows
 * "Approve KYC" / "Reject KYC" buttons in a form that posts to `…/decision`; the choice is stored
 * in the request's `kyc` state and the browser is sent back to the site with a 303:
 *
 * - `GET /hosted/kyc/hdfc-ergo?requestKey=` → {siteUrl}/insurance/{type}/{key}/hdfc-ergo/kyc-verify
 * - `POST /hosted/kyc/future-genrali` (form fields `Aggregator_KYC_Req_No`, `IC_KYC_No` — both
 *   the proposal id — and `Aggregator_Return_URL`) → the return URL, only when it is on the
 *   site's origin (else a 400 page)
 * - `GET /hosted/kyc/digit?requestKey=&type=health` → {siteUrl}/insurance/{type}/{key}/digit/kyc-check?kyc=approved|rejected
 *
 * Unknown or missing keys answer a 404 or 400 HTML page, never a crash.
 */

type Decision = "approved" | "rejected";

function decisionOf(value: string | undefined): Decision | undefined {
  if (value === "approve") return "approved";
  if (value === "reject") return "rejected";
  return undefined;
}

function decisionButtons(insurer: string): string {
  return `<p>
<button type="submit" name="decision" value="approve">Approve KYC</button>
<button type="submit" name="decision" value="reject">Reject KYC</button>
</p>
<p class="note">This is the sandbox's stand-in for ${escapeHtml(insurer)}'s KYC page: choose the outcome to simulate.</p>`;
}

/** Finds a request for a hosted page; an HTML error page when it is unknown or of another insurer. */
async function subjectFor(
  ctx: SandboxContext,
  requestKey: string | undefined,
  companyName: string,
): Promise<{ kind: string; subject: KycSubject } | RouteResult> {
  const title = "KYC request not found";
  if (!requestKey)
    return hostedError(ctx, 400, "KYC request incomplete", "The KYC link has no request key.");
  const row = await findRequest(ctx.db, requestKey);
  if (!row) return hostedError(ctx, 404, title, "This KYC link is not valid or has expired.");
  const subject = row.state as KycSubject;
  if (subject.plan?.companyName !== companyName) {
    return hostedError(
      ctx,
      400,
      "KYC request of another insurer",
      `This request was not made with ${companyName}.`,
    );
  }
  return { kind: row.kind, subject };
}

function customer(subject: KycSubject): string {
  const first = subject.members?.[0] as { firstName?: string; lastName?: string } | undefined;
  return (
    [first?.firstName, first?.lastName].filter(Boolean).join(" ") ||
    subject.quote?.name ||
    "Customer"
  );
}

/** Registers the three insurers' hosted KYC pages and their decision posts. */
export function register(router: Router, ctx: SandboxContext): void {
  // hdfc-ergo and digit: a link with the requestKey.
  for (const companyName of ["hdfc-ergo", "digit"] as const) {
    const insurer = findInsurer(companyName)?.name ?? companyName;
    router.get(`/hosted/kyc/${companyName}`, async (req) => {
      if (req.query.get("type") === "motor") return motorHostedKycPage(req, ctx, companyName);
      const key = req.query.get("requestKey") ?? undefined;
      const found = await subjectFor(ctx, key, companyName);
      if (!("subject" in found)) return found;
      const type = req.query.get("type") ?? found.kind;
      if (type !== found.kind)
        return hostedError(
          ctx,
          400,
          "KYC request incomplete",
          `This request is not a ${type} request.`,
        );
      const markup = `<h1>${escapeHtml(insurer)}: complete your KYC</h1>
${factList("KYC request", [
  ["Customer", customer(found.subject)],
  ["Request", key ?? ""],
  ["Insurance", found.kind],
])}
<form method="post" action="/hosted/kyc/${companyName}/decision">
${hiddenFields({ requestKey: key ?? "", type: found.kind })}
${decisionButtons(insurer)}
</form>`;
      return hostedPage(ctx, 200, `${insurer} KYC`, markup);
    });

    router.post(`/hosted/kyc/${companyName}/decision`, async (req) => {
      const form = await readForm(req);
      const decision = decisionOf(form.decision);
      if (!decision)
        return hostedError(ctx, 400, "KYC decision missing", "Choose Approve KYC or Reject KYC.");
      const found = await subjectFor(ctx, form.requestKey, companyName);
      if (!("subject" in found)) return found;
      const key = form.requestKey ?? "";
      await recordKycDecision(ctx, found.kind, key, companyName, decision);
      if (companyName === "hdfc-ergo")
        return redirectResponse(
          `${ctx.siteUrl}${insurancePath(found.kind, key, companyName, "kyc-verify")}`,
        );
      // The return names the decision, as an insurer's return does: the site's kyc-check derives
      // its Idempotency-Key from the requestKey, the insurer and this query, so the check after
      // the KYC is a new call (not the replayed 202 of the first visit) while a reload is not.
      return redirectResponse(
        `${ctx.siteUrl}${insurancePath(found.kind, key, companyName, "kyc-check")}?kyc=${decision}`,
      );
    });
  }

  // future-genrali: the site posts a form with the proposal id and its return URL.
  const fgName = findInsurer("future-genrali")?.name ?? "future-genrali";
  const readFgForm = async (
    form: Record<string, string>,
  ): Promise<
    { key: string; kind: string; subject: KycSubject; returnUrl: string } | RouteResult
  > => {
    const parsed = futureGeneraliKycFormSchema.safeParse(form);
    if (!parsed.success) {
      return hostedError(
        ctx,
        400,
        "KYC request incomplete",
        parsed.error.issues.map((i) => i.message).join(". "),
      );
    }
    const {
      Aggregator_KYC_Req_No: reqNo,
      IC_KYC_No: icNo,
      Aggregator_Return_URL: returnUrl,
    } = parsed.data;
    if (reqNo !== icNo)
      return hostedError(
        ctx,
        400,
        "KYC request invalid",
        "Aggregator_KYC_Req_No and IC_KYC_No must both be the proposal id.",
      );
    if (!isOnSite(ctx, returnUrl)) {
      return hostedError(
        ctx,
        400,
        "KYC return address refused",
        "Aggregator_Return_URL must be on the broker site's own origin.",
      );
    }
    const key = requestKeyFromProposal(reqNo);
    const found = await subjectFor(ctx, key, "future-genrali");
    if (!("subject" in found)) return found;
    if (found.subject.kyc?.proposalId !== reqNo)
      return hostedError(ctx, 404, "KYC request not found", "Unknown proposal id.");
    return { key: key ?? "", kind: found.kind, subject: found.subject, returnUrl };
  };

  // Motor KYC pages post back to themselves (`?type=motor`).
  router.post("/hosted/kyc/digit", async (req) => motorHostedKycPage(req, ctx, "digit"));

  router.post("/hosted/kyc/future-genrali", async (req) => {
    if (req.query.get("type") === "motor") return motorHostedKycPage(req, ctx, "future-genrali");
    const found = await readFgForm(await readForm(req));
    if (!("subject" in found)) return found;
    const proposalId = found.subject.kyc?.proposalId ?? "";
    const markup = `<h1>${escapeHtml(fgName)}: complete your KYC</h1>
${factList("KYC request", [
  ["Customer", customer(found.subject)],
  ["Proposal", proposalId],
])}
<form method="post" action="/hosted/kyc/future-genrali/decision">
${hiddenFields({ Aggregator_KYC_Req_No: proposalId, IC_KYC_No: proposalId, Aggregator_Return_URL: found.returnUrl })}
${decisionButtons(fgName)}
</form>`;
    return hostedPage(ctx, 200, `${fgName} KYC`, markup);
  });

  router.post("/hosted/kyc/future-genrali/decision", async (req) => {
    const form = await readForm(req);
    const decision = decisionOf(form.decision);
    if (!decision)
      return hostedError(ctx, 400, "KYC decision missing", "Choose Approve KYC or Reject KYC.");
    const found = await readFgForm(form);
    if (!("subject" in found)) return found;
    await recordKycDecision(ctx, found.kind, found.key, "future-genrali", decision);
    return redirectResponse(found.returnUrl);
  });
}
