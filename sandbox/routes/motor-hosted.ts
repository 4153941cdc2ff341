import type { SandboxContext } from "../context";
import { escapeHtml } from "../http/html";
import { envelope, redirectResponse, type RouteResult } from "../http/responses";
import { detailsList, formatRupees, formFields, hostedPage, hostedProblem } from "../motor/pages";
import {
  documentsReady,
  motorDocuments,
  renderMotorPdf,
  type MotorDocumentFile,
} from "../motor/pdf";
import { insurerBySlug, motorInsurers } from "../motor/pricing";
import { findMotorState, saveMotorState, type MotorState } from "../motor/state";
import { describeVehicle } from "../motor/vehicle";
import type { RouteRequest, Router } from "../router";

/**
 * The sandbox's hosted motor pages and files, on the sandbox's public origin:
 *
 * - `GET /hosted/inspection?requestKey={key}`: the break-in inspection a real broker's agent
 *   would do. "Pass inspection" / "Fail inspection" post back here; the result is stored and the
 *   browser goes 303 to {SITE_URL}/motor/search-policy-post-break-in. Only for a digit purchase
 *   that needs an inspection and is not paid yet.
 * - `GET /hosted/pay/digit-motor?requestKey={key}`: digit's payment page. "Pay ₹{gross}" →
 *   stored as paid, 303 to {SITE_URL}/insurance/motor/{key}/digit/kyc-check; "Simulate failure" →
 *   303 to {SITE_URL}/motor/{key}/verify-payment. Only after a digit `trigger/purchase` whose
 *   inspection (if needed) passed.
 * - `GET /assets/policies/motor/{key}/{proposal|schedule|cis}.pdf`: the policy documents, once
 *   paid and KYC approved (404 before).
 * - `GET /assets/motor/logos/{insurer}.svg`: the insurers' logos used by plan cards and quotes.
 *
 * The pages post to themselves with `requestKey` in the query; unknown keys get a 404 page.
 */
export function register(router: Router, ctx: SandboxContext): void {
  const inspection = (req: RouteRequest) => inspectionPage(req, ctx);
  router.get("/hosted/inspection", inspection);
  router.post("/hosted/inspection", inspection);

  const payment = (req: RouteRequest) => digitPaymentPage(req, ctx);
  router.get("/hosted/pay/digit-motor", payment);
  router.post("/hosted/pay/digit-motor", payment);

  router.get("/assets/policies/motor/:key/:file", async (req) => {
    const key = req.params.key ?? "";
    const file = (req.params.file ?? "").replace(/\.pdf$/, "") as MotorDocumentFile;
    const known =
      Object.values(motorDocuments).some((d) => d.file === file) &&
      req.params.file?.endsWith(".pdf");
    const state = known ? await findMotorState(ctx.db, key) : undefined;
    if (!state || !documentsReady(state))
      return envelope(404, { message: "No such policy document" });
    const pdf = await renderMotorPdf(state, key, file);
    return {
      status: 200,
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `inline; filename="${state.purchase?.policyNumber ?? key}-${file}.pdf"`,
      },
      body: pdf,
    };
  });

  router.get("/assets/motor/logos/:file", (req) => {
    const slug = (req.params.file ?? "").replace(/\.svg$/, "");
    const insurer = motorInsurers.find((i) => i.slug === slug);
    if (!insurer || !req.params.file?.endsWith(".svg"))
      return envelope(404, { message: "No such logo" });
    return {
      status: 200,
      headers: { "content-type": "image/svg+xml", "cache-control": "public, max-age=86400" },
      body: logoSvg(insurer.name, slug),
    };
  });
}

/** Loads the journey of `?requestKey=`, or answers the 404 page. */
async function journey(
  req: RouteRequest,
  ctx: SandboxContext,
): Promise<{ key: string; state: MotorState } | RouteResult> {
  const key = req.query.get("requestKey") ?? "";
  const state = key ? await findMotorState(ctx.db, key) : undefined;
  if (!state)
    return hostedProblem(
      404,
      "Unknown request",
      "No motor request has this requestKey.",
      ctx.siteUrl,
    );
  return { key, state };
}

async function inspectionPage(req: RouteRequest, ctx: SandboxContext): Promise<RouteResult> {
  const found = await journey(req, ctx);
  if ("status" in found) return found;
  const { key, state } = found;
  const purchase = state.purchase;
  if (purchase?.companyName !== "digit" || !purchase.inspectionNeeded) {
    return hostedProblem(
      409,
      "No inspection needed",
      "This request has no digit purchase waiting for a break-in inspection.",
      ctx.siteUrl,
    );
  }
  if (state.payment?.status === "paid") {
    return hostedProblem(
      409,
      "Already paid",
      "This policy is paid for; the inspection is closed.",
      ctx.siteUrl,
    );
  }
  if (req.method === "POST") {
    const result = (await formFields(req)).get("result");
    if (result !== "pass" && result !== "fail") {
      return hostedProblem(400, "Choose a result", "Post result=pass or result=fail.", ctx.siteUrl);
    }
    state.inspection = {
      result: result === "pass" ? "passed" : "failed",
      at: ctx.clock.now().toISOString(),
    };
    await saveMotorState(ctx.db, key, state);
    return redirectResponse(`${ctx.siteUrl}/motor/search-policy-post-break-in`, 303);
  }
  const markup = `<h1>Vehicle inspection (sandbox)</h1>
<p>The previous policy of this vehicle has lapsed, so the insurer inspects it before the policy is issued.
Choose the inspection's result; you will then return to the site to search for your policy.</p>
${detailsList([
  ["Policy number", purchase.policyNumber],
  ["Owner", purchase.memberName],
  ["Vehicle", `${state.quote.rcNo}: ${describeVehicle(state.vehicle)}`],
  [
    "Last result",
    state.inspection ? `${state.inspection.result} (${state.inspection.at})` : "not inspected yet",
  ],
])}
<form method="post" action="/hosted/inspection?requestKey=${escapeHtml(encodeURIComponent(key))}">
<button type="submit" name="result" value="pass">Pass inspection</button>
<button type="submit" name="result" value="fail">Fail inspection</button>
</form>`;
  return hostedPage(200, "Vehicle inspection – Sandbox", markup, ctx.siteUrl);
}

async function digitPaymentPage(req: RouteRequest, ctx: SandboxContext): Promise<RouteResult> {
  const found = await journey(req, ctx);
  if ("status" in found) return found;
  const { key, state } = found;
  const purchase = state.purchase;
  if (purchase?.companyName !== "digit" || !purchase.policyNumber) {
    return hostedProblem(
      409,
      "Nothing to pay",
      "This request has no digit motor purchase (trigger/purchase) to pay for.",
      ctx.siteUrl,
    );
  }
  if (purchase.inspectionNeeded && state.inspection?.result !== "passed") {
    return hostedProblem(
      409,
      "Inspection pending",
      "The vehicle must pass its break-in inspection before payment.",
      ctx.siteUrl,
    );
  }
  // KYC came before payment (broker-api.md "Journey order"): paid → the policy documents.
  const kycCheck = `${ctx.siteUrl}/motor/${key}/generate-policy`;
  if (state.payment?.status === "paid") {
    if (req.method === "POST") return redirectResponse(kycCheck, 303);
    return hostedPage(
      200,
      "Digit payment – Sandbox",
      `<h1>Already paid</h1>\n<p>₹${escapeHtml(formatRupees(state.payment.amount))} was paid for policy ${escapeHtml(purchase.policyNumber)}.</p>\n<p><a href="${escapeHtml(kycCheck)}">Continue to your policy</a></p>`,
      ctx.siteUrl,
    );
  }
  if (req.method === "POST") {
    const outcome = (await formFields(req)).get("outcome");
    if (outcome !== "pay" && outcome !== "fail") {
      return hostedProblem(
        400,
        "Choose an outcome",
        "Post outcome=pay or outcome=fail.",
        ctx.siteUrl,
      );
    }
    const now = ctx.clock.now().toISOString();
    state.payment = {
      status: outcome === "pay" ? "paid" : "failed",
      amount: purchase.grossPremium,
      at: now,
    };
    await saveMotorState(ctx.db, key, state);
    return redirectResponse(
      outcome === "pay" ? kycCheck : `${ctx.siteUrl}/motor/${key}/verify-payment`,
      303,
    );
  }
  const insurer = insurerBySlug("digit");
  const markup = `<h1>${escapeHtml(insurer?.name ?? "Digit")} – payment (sandbox)</h1>
${detailsList([
  ["Policy number", purchase.policyNumber],
  ["Proposer", purchase.memberName],
  ["Vehicle", `${state.quote.rcNo}: ${describeVehicle(state.vehicle)}`],
  ["IDV", `₹${formatRupees(purchase.idv)}`],
  ["Net premium", `₹${formatRupees(purchase.netPremium)}`],
  ["GST (18%)", `₹${formatRupees(purchase.tax)}`],
  ["Total", `₹${formatRupees(purchase.grossPremium)}`],
  ...(state.payment?.status === "failed"
    ? ([["Last attempt", `failed (${state.payment.at})`]] as const)
    : []),
])}
<form method="post" action="/hosted/pay/digit-motor?requestKey=${escapeHtml(encodeURIComponent(key))}">
<button type="submit" name="outcome" value="pay">Pay ₹${escapeHtml(formatRupees(purchase.grossPremium))}</button>
<button type="submit" name="outcome" value="fail">Simulate failure</button>
</form>`;
  return hostedPage(200, "Digit payment – Sandbox", markup, ctx.siteUrl);
}

/** A plain wordmark logo. */
function logoSvg(name: string, slug: string): string {
  const colours: Record<string, string> = {
    digit: "#ffcc00",
    "future-genrali": "#c8102e",
    "icici-lombard": "#f37021",
    "tata-aig": "#00529b",
  };
  const fill = colours[slug] ?? "#555";
  const text = name.replace(/ (General )?Insurance.*$/, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${escapeHtml(name)}">
<rect width="240" height="80" rx="10" fill="${fill}"/>
<text x="120" y="48" font-family="Arial, sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${slug === "digit" ? "#111" : "#fff"}">${escapeHtml(text)}</text>
</svg>
`;
}
