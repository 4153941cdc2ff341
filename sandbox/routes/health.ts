import { randomUUID } from "node:crypto";
import {
  healthQuoteSchema,
  membersFormSchema,
  selectPlanBodySchema,
  updateCommunicationBodySchema,
  updateMedicalBodySchema,
  updateMemberBodySchema,
  updateNomineeBodySchema,
  type ActiveMemberData,
  type HealthMemberDraft,
  type PolicyDocuments,
} from "@/lib/api/contract/health";
import { requestKeyBody } from "@/lib/api/contract/shared";
import { todayInIndia } from "@/lib/validation/dates";
import type { SandboxContext } from "../context";
import { escapeHtml, htmlPage } from "../http/html";
import { envelope, htmlResponse, HttpError, jsonResponse } from "../http/responses";
import { quickQuotes } from "../health/plans";
import { finalQuoteOf, priceRequest } from "../health/pricing";
import {
  createHealthRequest,
  kycBeforeQuote,
  listHealth,
  loadHealth,
  quoteContact,
  membersWithPlanChoice,
  memberName,
  policyNumberFor,
  proposalIdFor,
  updateHealth,
  type HealthState,
} from "../health/state";
import {
  healthPath,
  hostedPayUrl,
  insurancePath,
  logoUrl,
  policyDocs,
  policyPdfUrl,
} from "../health/urls";
import { checkMedicalMembers, issuesOf, parseWith } from "../health/validate";
import type { Router, RouteRequest } from "../router";
import { idempotent } from "../idempotency";

/**
 * The health journey of the sandbox broker (broker-api.md "Health", all `POST` under
 * `/product/health/api`; the screens and redirects of lib/journeys).
 *
 * State per requestKey lives in the `requests` table (kind "health"): see `health/state.ts`.
 * Every body is validated with the contract schemas of `lib/api/contract/health.ts`; a bad body
 * answers `400 { status: 400, message: "<call>: <path>: <message>", data: { issues } }`, a
 * missing requestKey 400, an unknown requestKey 404, a step taken too early (no plan chosen,
 * KYC not done, details changed after payment) 409.
 *
 * Insurers: digit, future-genrali, hdfc-ergo, care-health and niva-bupa, two plans each
 * (`health/plans.ts`: premiums from ages at the quote date, member count, sum insured and
 * pincode zone — metro prefixes 11, 40, 56, 60, 70, 50 cost 15% more).
 *
 * `form/one/submit` and `trigger/purchase` honour `Idempotency-Key` (`../idempotency.ts`): a
 * repeat within 24 hours gets the first 2xx answer and creates nothing.
 *
 * Sandbox test hooks:
 * - a quote whose `name` contains "sandbox fail" (any case) → `form/one/submit` answers
 *   `500 { status: 500, message: "Sandbox: simulated broker failure" }` and stores nothing;
 * - pincode `999999` → `get/quick-quotes` answers 200 with an empty list (and no plan can be chosen).
 *
 * Inspection page: `GET /sandbox/health` lists the stored health requests.
 */

const prefix = "/product/health/api";

/** Registers the health calls and the inspection page. */
export function register(router: Router, ctx: SandboxContext): void {
  const logo = (slug: string) => logoUrl(ctx.publicUrl, slug);

  router.post(
    `${prefix}/form/one/submit`,
    idempotent(ctx, `${prefix}/form/one/submit`, async (req) => {
      const quote = parseWith(healthQuoteSchema, await req.json(), "Invalid health quote");
      if (quote.name.toLowerCase().includes("sandbox fail")) {
        return envelope(500, { message: "Sandbox: simulated broker failure" });
      }
      const key = randomUUID();
      // Member 1's names from the quote: the first word, and the rest as the last name (a middle
      // name is kept rather than lost: the member form has no middle-name field).
      const [firstName = "", ...rest] = quote.name.split(/\s+/).filter(Boolean);
      const lastName = rest.join(" ");
      const members: HealthMemberDraft[] = quote.insuredPersons.map((p) => ({
        memberNo: p.memberNo,
        dob: p.dob,
        gender: p.gender,
        relation: p.relation,
        ...(p.memberNo === 1 ? { firstName, ...(lastName ? { lastName } : {}) } : {}),
      }));
      const state: HealthState = {
        version: 1,
        quote,
        quotedOn: ctx.clock.now().toISOString().slice(0, 10),
        members,
        membersSaved: false,
        kyc: { status: "none" },
      };
      await createHealthRequest(ctx.db, key, state);
      return jsonResponse(200, { key });
    }),
  );

  router.post(`${prefix}/get/quick-quotes`, async (req) => {
    const key = await requestKeyOf(req);
    const state = await loadHealth(ctx.db, key);
    return envelope(200, { data: quotesOf(state, logo) });
  });

  router.post(`${prefix}/select/plan`, async (req) => {
    const body = parseWith(selectPlanBodySchema, await req.json(), "Invalid plan choice");
    await updateHealth(ctx.db, body.requestKey, (state) => {
      assertNotPaid(state);
      const card = quotesOf(state, logo).find(
        (c) => c.companyName === body.data.companyName && c.pCode === body.data.pCode,
      );
      if (!card)
        throw new HttpError(
          400,
          `No plan ${body.data.pCode} of ${body.data.companyName} is offered for this request`,
        );
      const sameInsurer = state.plan?.companyName === card.companyName;
      return {
        ...state,
        plan: {
          pName: card.pName,
          pCode: card.pCode,
          companyName: card.companyName,
          sumInsured: card.sumInsured,
          premium: card.premium,
        },
        // KYC and the purchase belong to one insurer: a new insurer starts them again.
        ...(sameInsurer
          ? {}
          : { kyc: { status: "none" as const }, purchase: undefined, payment: undefined }),
      };
    });
    return jsonResponse(200, { url: healthPath(body.requestKey, "member") });
  });

  router.post(`${prefix}/get/active/member/data`, async (req) => {
    const key = await requestKeyOf(req);
    const state = await loadHealth(ctx.db, key);
    const plan = requirePlan(state);
    const data: ActiveMemberData = {
      companyName: plan.companyName,
      pName: plan.pName,
      members: membersWithPlanChoice(state),
      ...(state.medical ? { medical: state.medical } : {}),
      ...(state.nominee ? { nominee: state.nominee } : {}),
      communication: state.communication ?? quoteContact(state),
    };
    return envelope(200, { data });
  });

  router.post(`${prefix}/update/member`, async (req) => {
    const raw = await req.json();
    const body = parseWith(updateMemberBodySchema, raw, "Invalid members");
    await updateHealth(ctx.db, body.requestKey, (state) => {
      assertNotPaid(state);
      const plan = requirePlan(state);
      // The insurer's own required fields (spec 5): checked on what was sent, not on defaults.
      const insurerRules = membersFormSchema(plan.companyName).safeParse(
        (raw as { data?: unknown }).data,
      );
      if (!insurerRules.success) {
        const issues = issuesOf(insurerRules.error);
        const first = issues[0];
        throw new HttpError(
          400,
          `Missing or invalid member details: ${first ? `${first.path}: ${first.message}` : "invalid"}`,
          { data: { issues } },
        );
      }
      const expected = state.quote.insuredPersons.length;
      if (body.data.members.length !== expected) {
        throw new HttpError(
          400,
          `Send all ${expected} members of the quote, numbered 1 to ${expected}`,
        );
      }
      return { ...state, members: insurerRules.data.members, membersSaved: true };
    });
    return jsonResponse(200, { message: "Members saved" });
  });

  router.post(`${prefix}/update/medical`, async (req) => {
    const body = parseWith(updateMedicalBodySchema, await req.json(), "Invalid medical details");
    await updateHealth(ctx.db, body.requestKey, (state) => {
      assertNotPaid(state);
      requirePlan(state);
      checkMedicalMembers(body.data, state.quote.insuredPersons.length);
      return { ...state, medical: body.data };
    });
    return jsonResponse(200, { routeTo: "nominee" });
  });

  router.post(`${prefix}/update/nominee`, async (req) => {
    const body = parseWith(updateNomineeBodySchema, await req.json(), "Invalid nominee");
    await updateHealth(ctx.db, body.requestKey, (state) => {
      assertNotPaid(state);
      requirePlan(state);
      return { ...state, nominee: body.data };
    });
    return jsonResponse(200, { message: "Nominee saved" });
  });

  router.post(`${prefix}/update/communication`, async (req) => {
    const body = parseWith(
      updateCommunicationBodySchema,
      await req.json(),
      "Invalid communication details",
    );
    const state = await updateHealth(ctx.db, body.requestKey, (current) => {
      assertNotPaid(current);
      requirePlan(current);
      return { ...current, communication: body.data };
    });
    const co = requirePlan(state).companyName;
    const url = kycBeforeQuote(co)
      ? insurancePath("health", body.requestKey, co, "kyc-check")
      : healthPath(body.requestKey, "final-quote");
    return jsonResponse(200, { url });
  });

  router.post(`${prefix}/get/final-quote`, async (req) => {
    const key = await requestKeyOf(req);
    const state = await loadHealth(ctx.db, key);
    return envelope(200, { data: finalQuoteOf(state, logo, todayInIndia(ctx.clock.now())) });
  });

  router.post(
    `${prefix}/trigger/purchase`,
    idempotent(ctx, `${prefix}/trigger/purchase`, async (req) => {
      const key = await requestKeyOf(req);
      const state = await updateHealth(ctx.db, key, (current) => {
        const plan = requirePlan(current);
        // KYC before payment (broker-api.md "Journey order and continuation").
        const needsKyc = kycBeforeQuote(plan.companyName) || plan.companyName === "digit";
        if (needsKyc && current.kyc.status !== "approved") {
          throw new HttpError(409, "Complete KYC first");
        }
        const price = priceRequest(current);
        if (current.payment?.status === "paid" && current.purchase) return current;
        return {
          ...current,
          purchase: {
            policyNumber: policyNumberFor(key, plan.companyName),
            amount: price.grossPremium,
            triggeredAt: ctx.clock.now().toISOString(),
          },
        };
      });
      const plan = requirePlan(state);
      const purchase = state.purchase;
      if (!purchase) throw new HttpError(500, "Purchase was not recorded");
      const meta = { companyName: plan.companyName, productType: "health" as const };

      if (plan.companyName === "digit") {
        return jsonResponse(200, {
          meta,
          data: {
            paymentUrl: hostedPayUrl(ctx.publicUrl, "digit", key),
            memberName: memberName(state),
            policyNumber: purchase.policyNumber,
          },
        });
      }
      if (plan.companyName === "future-genrali") {
        const contact = state.communication ?? {};
        return jsonResponse(200, {
          meta: {
            ...meta,
            apiUrl: hostedPayUrl(ctx.publicUrl, "future-genrali"),
            proposalId: proposalIdFor(key),
          },
          data: {
            ProposalNo: proposalIdFor(key),
            Amount: String(purchase.amount),
            CustomerName: memberName(state),
            Email: contact.email ?? state.quote.email,
            Mobile: contact.mobile ?? state.quote.phone,
            ProductName: plan.pName,
            PolicyNumber: purchase.policyNumber,
            ReturnURL: `${ctx.siteUrl}${healthPath(key, "verify-payment")}`,
          },
        });
      }
      // hdfc-ergo and the others: the site has no payment handler for them.
      return jsonResponse(200, { meta, data: {} });
    }),
  );

  router.post(`${prefix}/generate/pdf`, async (req) => {
    const key = await requestKeyOf(req);
    const state = await loadHealth(ctx.db, key);
    const plan = requirePlan(state);
    return envelope(200, { data: policyDocumentsOf(ctx.publicUrl, key, state, plan.companyName) });
  });

  ctx.inspectionPages.push({
    href: "/sandbox/health",
    title: "Health requests",
    description: "Stored health journeys: plan, KYC and payment",
  });
  router.get("/sandbox/health", async () => {
    const rows = await listHealth(ctx.db);
    const body = rows
      .map(({ requestKey, state, updatedAt }) => {
        const cells = [
          requestKey,
          state.quote.name,
          state.quote.pincode,
          state.quote.insuredPersons.length,
          state.plan ? `${state.plan.companyName} / ${state.plan.pName}` : "–",
          state.kyc.status,
          state.payment?.status ?? "–",
          state.purchase?.policyNumber ?? "–",
          updatedAt,
        ];
        return `<tr>${cells.map((c) => `<td>${escapeHtml(c)}</td>`).join("")}</tr>`;
      })
      .join("\n");
    const heads = [
      "requestKey",
      "Name",
      "Pincode",
      "Members",
      "Plan",
      "KYC",
      "Payment",
      "Policy",
      "Updated",
    ];
    const markup = `<h1>Health requests</h1>
<p><a href="/sandbox">Sandbox index</a></p>
<div class="scroll"><table>
<caption>${rows.length} stored health requests, newest first</caption>
<thead><tr>${heads.map((h) => `<th scope="col">${h}</th>`).join("")}</tr></thead>
<tbody>
${body}
</tbody></table></div>`;
    return htmlResponse(200, htmlPage("Health requests", markup));
  });
}

/** Whether the policy is issued: paid, and for digit (KYC after payment) KYC approved. */
export function isIssued(state: HealthState): boolean {
  if (state.payment?.status !== "paid" || !state.plan) return false;
  if (state.plan.companyName === "digit" || kycBeforeQuote(state.plan.companyName))
    return state.kyc.status === "approved";
  return true;
}

/** The `generate/pdf` record: links when issued, else empty strings (the site shows its apology). */
export function policyDocumentsOf(
  publicUrl: string,
  key: string,
  state: HealthState,
  companyName: string,
): PolicyDocuments {
  if (!isIssued(state) || !state.purchase) {
    return {
      policyNumber: "",
      memberName: memberName(state),
      companyName,
      policyPraposal: "",
      policySchedule: "",
      policyCis: "",
      ecard: "",
    };
  }
  const docs = Object.fromEntries(
    policyDocs.map((doc) => [
      doc,
      hasDocument(companyName, doc) ? policyPdfUrl(publicUrl, key, doc) : "",
    ]),
  );
  return {
    policyNumber: state.purchase.policyNumber,
    memberName: memberName(state),
    companyName,
    ...docs,
  };
}

/** future-genrali issues no e-card (exercises the site's "only non-empty links"). */
export function hasDocument(companyName: string, doc: string): boolean {
  return !(doc === "ecard" && companyName === "future-genrali");
}

async function requestKeyOf(req: RouteRequest): Promise<string> {
  return parseWith(requestKeyBody, await req.json(), "Invalid request").requestKey;
}

function quotesOf(state: HealthState, logo: (slug: string) => string) {
  return quickQuotes({
    dobs: state.quote.insuredPersons.map((p) => p.dob),
    asOf: state.quotedOn,
    pincode: state.quote.pincode,
    logoUrl: logo,
  });
}

function requirePlan(state: HealthState): NonNullable<HealthState["plan"]> {
  if (!state.plan) throw new HttpError(409, "Choose a plan first");
  return state.plan;
}

function assertNotPaid(state: HealthState): void {
  if (state.payment?.status === "paid")
    throw new HttpError(409, "This policy is already paid; its details can no longer change");
}
