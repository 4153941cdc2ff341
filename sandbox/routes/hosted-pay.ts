import type { SandboxContext } from "../context";
import { escapeHtml } from "../http/html";
import { redirectResponse, type RouteResult } from "../http/responses";
import { findInsurer } from "../health/plans";
import {
  factList,
  hiddenFields,
  hostedError,
  hostedPage,
  readForm,
  rupees,
} from "../health/hosted";
import {
  addOutbox,
  findRequest,
  healthKind,
  memberName,
  proposalIdFor,
  requestKeyFromProposal,
  updateHealth,
  type HealthState,
} from "../health/state";
import { digitPaymentPath, healthPath, policyPdfUrl } from "../health/urls";
import type { Router } from "../router";

/**
 * The simulated insurers' hosted payment pages (the site side is in lib/journeys). Each
 * shows "Pay ₹{gross}" / "Simulate failure" buttons in a form that posts to `…/decision`; the
 * result is stored in the request's `payment` state and the browser goes back to the site (303):
 *
 * - `GET /hosted/pay/digit?requestKey=`: paid → {siteUrl}/health/{key}/generate-policy (KYC came
 *   before payment); failed → {siteUrl}/product/health/form/digit/payment/failed/{key}
 * - `POST /hosted/pay/future-genrali` (the `trigger/purchase` data fields; `ProposalNo` names the
 *   request, `Amount` must match): paid → {siteUrl}/health/{key}/generate-policy; failed →
 *   {siteUrl}/health/{key}/verify-payment
 *
 * A request that is already paid stays paid (a later "failure" changes nothing). A successful
 * payment adds an outbox message with the policy schedule link.
 */

type Outcome = "paid" | "failed";

function outcomeOf(value: string | undefined): Outcome | undefined {
  if (value === "pay") return "paid";
  if (value === "fail") return "failed";
  return undefined;
}

function payButtons(amount: number, insurer: string): string {
  return `<p>
<button type="submit" name="outcome" value="pay">Pay ${escapeHtml(rupees(amount))}</button>
<button type="submit" name="outcome" value="fail">Simulate failure</button>
</p>
<p class="note">This is the sandbox's stand-in for ${escapeHtml(insurer)}'s payment page: no money moves.</p>`;
}

/** Loads a purchased health request of `companyName` for a payment page, or an HTML error page. */
async function purchaseFor(
  ctx: SandboxContext,
  key: string | undefined,
  companyName: string,
): Promise<HealthState | RouteResult> {
  if (!key)
    return hostedError(
      ctx,
      400,
      "Payment request incomplete",
      "The payment link has no request key.",
    );
  const row = await findRequest(ctx.db, key);
  if (!row || row.kind !== healthKind)
    return hostedError(
      ctx,
      404,
      "Payment request not found",
      "This payment link is not valid or has expired.",
    );
  const state = row.state as unknown as HealthState;
  if (state.plan?.companyName !== companyName)
    return hostedError(
      ctx,
      400,
      "Payment of another insurer",
      `This request was not made with ${companyName}.`,
    );
  if (!state.purchase)
    return hostedError(ctx, 409, "Nothing to pay yet", "Press Buy Now on the final quote first.");
  return state;
}

/** Stores the payment result; a paid request stays paid. Returns the stored outcome. */
async function recordPayment(ctx: SandboxContext, key: string, outcome: Outcome): Promise<Outcome> {
  let newlyPaid = false;
  const state = await updateHealth(ctx.db, key, (current) => {
    if (current.payment?.status === "paid" || !current.purchase) return current;
    newlyPaid = outcome === "paid";
    return {
      ...current,
      payment: {
        status: outcome,
        amount: current.purchase.amount,
        at: ctx.clock.now().toISOString(),
      },
    };
  });
  const stored = state.payment?.status ?? "failed";
  if (newlyPaid && state.purchase && state.plan) {
    const email = state.communication?.email ?? state.quote.email;
    await addOutbox(ctx.db, {
      kind: "health-policy",
      recipient: email,
      subject: `Your ${state.plan.pName} policy ${state.purchase.policyNumber}`,
      body: `Dear ${memberName(state)}, we received ${rupees(state.purchase.amount)} for ${state.plan.pName}. Your policy documents are ready once the insurer completes its checks.`,
      link: policyPdfUrl(ctx.publicUrl, key, "policySchedule"),
    });
  }
  return stored;
}

function summary(state: HealthState): string {
  return factList("Payment", [
    ["Customer", memberName(state)],
    ["Plan", state.plan?.pName ?? ""],
    ["Policy number", state.purchase?.policyNumber ?? ""],
    ["Amount (incl. GST)", rupees(state.purchase?.amount ?? 0)],
  ]);
}

/** Registers the digit and future-genrali payment pages and their decision posts. */
export function register(router: Router, ctx: SandboxContext): void {
  const digitName = findInsurer("digit")?.name ?? "digit";
  const fgName = findInsurer("future-genrali")?.name ?? "future-genrali";

  router.get("/hosted/pay/digit", async (req) => {
    const key = req.query.get("requestKey") ?? undefined;
    const state = await purchaseFor(ctx, key, "digit");
    if (!("version" in state)) return state;
    const paid = state.payment?.status === "paid";
    const markup = `<h1>${escapeHtml(digitName)}: pay your premium</h1>
${summary(state)}
${paid ? `<p role="status">This policy is already paid.</p>` : ""}
<form method="post" action="/hosted/pay/digit/decision">
${hiddenFields({ requestKey: key ?? "" })}
${payButtons(state.purchase?.amount ?? 0, digitName)}
</form>`;
    return hostedPage(ctx, 200, `${digitName} payment`, markup);
  });

  router.post("/hosted/pay/digit/decision", async (req) => {
    const form = await readForm(req);
    const outcome = outcomeOf(form.outcome);
    if (!outcome)
      return hostedError(ctx, 400, "Payment choice missing", "Choose Pay or Simulate failure.");
    const state = await purchaseFor(ctx, form.requestKey, "digit");
    if (!("version" in state)) return state;
    const key = form.requestKey ?? "";
    const stored = await recordPayment(ctx, key, outcome);
    return redirectResponse(
      stored === "paid"
        ? `${ctx.siteUrl}${healthPath(key, "generate-policy")}`
        : `${ctx.siteUrl}${digitPaymentPath("failed", key)}`,
    );
  });

  const fgState = async (
    form: Record<string, string>,
  ): Promise<{ key: string; state: HealthState } | RouteResult> => {
    const proposal = form.ProposalNo ?? "";
    const key = requestKeyFromProposal(proposal);
    if (!key)
      return hostedError(
        ctx,
        400,
        "Payment request incomplete",
        "ProposalNo is missing or unknown.",
      );
    const state = await purchaseFor(ctx, key, "future-genrali");
    if (!("version" in state)) return state;
    if (form.Amount !== undefined && form.Amount !== String(state.purchase?.amount)) {
      return hostedError(
        ctx,
        400,
        "Payment amount mismatch",
        "Amount does not match the premium of this proposal.",
      );
    }
    return { key, state };
  };

  router.post("/hosted/pay/future-genrali", async (req) => {
    const found = await fgState(await readForm(req));
    if (!("state" in found)) return found;
    const { key, state } = found;
    const paid = state.payment?.status === "paid";
    const markup = `<h1>${escapeHtml(fgName)}: pay your premium</h1>
${summary(state)}
${paid ? `<p role="status">This policy is already paid.</p>` : ""}
<form method="post" action="/hosted/pay/future-genrali/decision">
${hiddenFields({ ProposalNo: proposalIdFor(key), Amount: String(state.purchase?.amount ?? "") })}
${payButtons(state.purchase?.amount ?? 0, fgName)}
</form>`;
    return hostedPage(ctx, 200, `${fgName} payment`, markup);
  });

  router.post("/hosted/pay/future-genrali/decision", async (req) => {
    const form = await readForm(req);
    const outcome = outcomeOf(form.outcome);
    if (!outcome)
      return hostedError(ctx, 400, "Payment choice missing", "Choose Pay or Simulate failure.");
    const found = await fgState(form);
    if (!("state" in found)) return found;
    const stored = await recordPayment(ctx, found.key, outcome);
    return redirectResponse(
      `${ctx.siteUrl}${healthPath(found.key, stored === "paid" ? "generate-policy" : "verify-payment")}`,
    );
  });
}
