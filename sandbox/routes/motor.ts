import * as z from "zod/mini";
import {
  addOnAmountSeparator,
  addOnSectionKeys,
  addOnSelectionSchema,
  communicationSchema,
  motorMemberSchema,
  motorQuoteSchema,
  nomineeSchema,
  planChoiceSchema,
  policySearchSchema,
  previousInsurancesSchema,
  requestKeySchema,
  type AddOn,
  type AddOnSections,
  type AddOnSelection,
  type PolicyDocuments,
} from "@/lib/api/contract/motor";
import { todayInIndia } from "@/lib/validation/dates";
import type { SandboxContext } from "../context";
import { envelope, HttpError, jsonResponse } from "../http/responses";
import { motorDocuments, motorDocumentUrl, documentsReady } from "../motor/pdf";
import { sendToOutbox } from "../motor/outbox";
import {
  basePolicyDefaults,
  finalQuoteDetails,
  inspectionNeeded,
  insurerBySlug,
  insurerLogoUrl,
  newNcbPercent,
  planCards,
  quoteFor,
  type MotorInsurer,
} from "../motor/pricing";
import {
  findByPolicyNumber,
  insertMotorState,
  issuePolicyNumber,
  loadMotorState,
  newMotorRequestKey,
  saveMotorState,
  type MotorState,
} from "../motor/state";
import { describeVehicle, fnv1a, vehicleFor, vehicleLookup } from "../motor/vehicle";
import type { RouteRequest, Router } from "../router";
import { idempotent } from "../idempotency";

/**
 * The motor calls of the sandbox broker (broker-api.md "Motor"): every
 * `POST /product/motor/api/*`. State lives in `requests` (kind "motor") under the requestKey, so
 * a journey survives a restart. Every body is validated (400 with a message, `data.issues` for
 * field problems); an unknown requestKey answers 404; a step out of order 409.
 *
 * - form/one/submit: new requestKey; vehicle derived from the registration number; an outbox row
 *   "Continue your motor quote" with {SITE_URL}/motor/{key}/additional-policy-details.
 * - get/base-policy-details: defaults from the registration number (end date 10–40 days after
 *   the quote), or the saved insurance 1; `data.vehicle` is the registration lookup (make, model,
 *   variant, fuelType, registrationYear). `meta.vehicle` describes the vehicle in full.
 * - set/base-policy-details: saves the policies; insurance 1 ended before today → the policy has
 *   lapsed and digit will need a break-in inspection.
 * - get/quick-quotes: digit, future-genrali, icici-lombard, tata-aig; `sumInsured` = IDV, which
 *   falls with vehicle age; premium = gross with the compulsory PA cover, rising with age and
 *   after a claim (NCB lost). `meta` carries the vehicle and the NCB applied.
 * - get/add-ons, update/add-ons, get/final-quote: the chosen insurer's catalogue; the final
 *   quote adds the chosen add-ons (map premiums by `code__amountKey`), GST 18%.
 * - trigger/purchase: digit issues a policy number (stable per key) and answers the hosted
 *   payment page, or `/motor/{key}/break-in-info` plus an outbox inspection link while a needed
 *   inspection has not passed; other insurers answer `meta` and `data: {}`.
 * - generate/pdf: paid and KYC approved → links to real PDFs; else empty links.
 * - check/policy/status `{ data: { policyNo } }`: inspection passed (or not needed) →
 *   /insurance/motor/{key}/digit/digit-product-motor; failed or pending → /motor/{key}/inspection-fail;
 *   unknown policy → 404.
 *
 * Once the hosted payment succeeded, the steps that change the proposal answer 409.
 *
 * `form/one/submit` and `trigger/purchase` honour `Idempotency-Key` (`../idempotency.ts`): a
 * repeat within 24 hours gets the first 2xx answer and creates nothing (no second requestKey,
 * e-mail or inspection link).
 *
 * Sandbox test hooks:
 * - a quote whose `name` contains "sandbox fail" (any case) answers
 *   `500 { status: 500, message: "Sandbox: simulated broker failure" }` and stores nothing.
 */

const prefix = "/product/motor/api";

/** Registers the motor calls. */
export function register(router: Router, ctx: SandboxContext): void {
  const today = () => todayInIndia(ctx.clock.now());
  const post = (path: string, handler: Parameters<Router["post"]>[1]) =>
    router.post(`${prefix}${path}`, handler);

  post(
    "/form/one/submit",
    idempotent(ctx, `${prefix}/form/one/submit`, async (req) => {
      const quote = await parse(req, motorQuoteSchema, "quote");
      if (quote.name.toLowerCase().includes("sandbox fail")) {
        return envelope(500, { message: "Sandbox: simulated broker failure" });
      }
      const now = ctx.clock.now();
      const requestKey = newMotorRequestKey();
      const vehicle = vehicleFor(quote.rcNo, Number(todayInIndia(now).slice(0, 4)));
      const state: MotorState = {
        version: 1,
        createdAt: now.toISOString(),
        quote: {
          rcNo: quote.rcNo,
          name: quote.name,
          phone: quote.phone,
          email: quote.email,
          pospNumber: quote.pospNumber,
        },
        vehicle,
      };
      await insertMotorState(ctx.db, requestKey, state);
      const link = `${ctx.siteUrl}/motor/${requestKey}/additional-policy-details`;
      await sendToOutbox(ctx.db, "motor-continue", {
        recipient: quote.email,
        subject: "Continue your motor quote",
        body: `Dear ${quote.name}, thank you for asking for a quote for ${quote.rcNo} (${describeVehicle(vehicle)}). Add your previous policy details to see plans: ${link}`,
        link,
      });
      return jsonResponse(200, { requestKey });
    }),
  );

  post("/get/base-policy-details", async (req) => {
    const { requestKey } = await parse(req, keyed, "request");
    const state = await loadMotorState(ctx.db, requestKey);
    const saved = state.insurances?.[0];
    const defaults = basePolicyDefaults(state.quote.rcNo, todayInIndia(new Date(state.createdAt)));
    const data = saved
      ? {
          insuranceCompany: saved.insuranceCompany,
          policyNumber: saved.policyNumber,
          endDate: saved.endDate,
        }
      : {
          insuranceCompany: defaults.insuranceCompany,
          policyNumber: defaults.policyNumber,
          endDate: defaults.endDate,
        };
    // `vehicle` (broker-api.md 2026-11-27): the lookup, for the visitor to confirm; `meta.vehicle`
    // stays for older readers.
    return envelope(200, {
      // `insurances`: what was saved, so the step comes back filled (see
      // savedPreviousInsuranceSchema in lib/api/contract/motor.ts).
      data: {
        ...data,
        vehicle: vehicleLookup(state.vehicle),
        ...(state.insurances ? { insurances: state.insurances } : {}),
      },
      meta: { vehicle: state.vehicle },
    });
  });

  post("/set/base-policy-details", async (req) => {
    const { requestKey, data } = await parse(
      req,
      z.object({ requestKey: requestKeySchema, data: previousInsurancesSchema }),
      "previous insurance",
    );
    const state = await loadMotorState(ctx.db, requestKey);
    ensureNotPaid(state);
    state.insurances = data.insurances;
    await saveMotorState(ctx.db, requestKey, state);
    const lapsed = inspectionNeeded(state.insurances, today());
    return jsonResponse(200, {
      requestKey,
      message: lapsed
        ? "Saved. The previous policy has lapsed: a vehicle inspection will be needed."
        : "Saved",
    });
  });

  post("/get/quick-quotes", async (req) => {
    const { requestKey } = await parse(req, keyed, "request");
    const state = await loadMotorState(ctx.db, requestKey);
    const day = today();
    return envelope(200, {
      data: planCards(state.vehicle, state.insurances, day, ctx.publicUrl),
      meta: {
        vehicle: state.vehicle,
        ncbPercent: newNcbPercent(state.insurances, day),
        isMotorInspectionNeeded: inspectionNeeded(state.insurances, day),
      },
    });
  });

  post("/select/plan", async (req) => {
    const { requestKey, data } = await parse(
      req,
      z.object({ requestKey: requestKeySchema, data: planChoiceSchema }),
      "plan",
    );
    const state = await loadMotorState(ctx.db, requestKey);
    ensureNotPaid(state);
    const card = planCards(state.vehicle, state.insurances, today(), ctx.publicUrl).find(
      (c) => c.pCode === data.pCode && c.companyName === data.companyName,
    );
    if (!card) throw new HttpError(400, `Unknown plan ${data.pCode} of ${data.companyName}`);
    state.plan = { pName: card.pName, pCode: card.pCode, companyName: card.companyName };
    await saveMotorState(ctx.db, requestKey, state);
    return jsonResponse(200, { url: `/motor/${requestKey}/member` });
  });

  post("/get/active/member/data", async (req) => {
    const { requestKey } = await parse(req, keyed, "request");
    const state = await loadMotorState(ctx.db, requestKey);
    const plan = requirePlan(state);
    const [firstName = "", ...rest] = state.quote.name.split(/\s+/);
    return envelope(200, {
      data: {
        companyName: plan.companyName,
        pName: plan.pName,
        member: state.member ?? { firstName, lastName: rest.join(" ") },
        ...(state.nominee ? { nominee: state.nominee } : {}),
        communication: state.communication ?? {
          email: state.quote.email,
          mobile: state.quote.phone,
        },
      },
    });
  });

  post("/update/member", async (req) => {
    const { requestKey, data } = await parse(
      req,
      z.object({ requestKey: requestKeySchema, data: motorMemberSchema }),
      "member",
    );
    const state = await loadMotorState(ctx.db, requestKey);
    requirePlan(state);
    ensureNotPaid(state);
    state.member = data;
    await saveMotorState(ctx.db, requestKey, state);
    return jsonResponse(200, { message: "Member saved" });
  });

  post("/update/nominee", async (req) => {
    const { requestKey, data } = await parse(
      req,
      z.object({ requestKey: requestKeySchema, data: nomineeSchema }),
      "nominee",
    );
    const state = await loadMotorState(ctx.db, requestKey);
    requirePlan(state);
    ensureNotPaid(state);
    state.nominee = data;
    await saveMotorState(ctx.db, requestKey, state);
    return jsonResponse(200, { message: "Nominee saved" });
  });

  post("/update/communication", async (req) => {
    const { requestKey, data } = await parse(
      req,
      z.object({ requestKey: requestKeySchema, data: communicationSchema }),
      "communication",
    );
    const state = await loadMotorState(ctx.db, requestKey);
    requirePlan(state);
    ensureNotPaid(state);
    state.communication = data;
    await saveMotorState(ctx.db, requestKey, state);
    return jsonResponse(200, { url: `/motor/${requestKey}/add-ons` });
  });

  post("/get/add-ons", async (req) => {
    const { requestKey } = await parse(req, keyed, "request");
    const state = await loadMotorState(ctx.db, requestKey);
    const insurer = requireInsurer(state);
    const { catalogue } = quoteFor(state.vehicle, state.insurances, today(), insurer);
    return envelope(200, { data: withSavedChoice(catalogue, state.addOns) });
  });

  post("/update/add-ons", async (req) => {
    const { requestKey, data } = await parse(
      req,
      z.object({ requestKey: requestKeySchema, data: addOnSelectionSchema }),
      "add-ons",
    );
    const state = await loadMotorState(ctx.db, requestKey);
    const insurer = requireInsurer(state);
    ensureNotPaid(state);
    const { catalogue } = quoteFor(state.vehicle, state.insurances, today(), insurer);
    state.addOns = checkAddOns(catalogue, data);
    await saveMotorState(ctx.db, requestKey, state);
    return jsonResponse(200, { url: `/motor/${requestKey}/final-quote` });
  });

  post("/get/final-quote", async (req) => {
    const { requestKey } = await parse(req, keyed, "request");
    const state = await loadMotorState(ctx.db, requestKey);
    const insurer = requireInsurer(state);
    const q = quoteFor(state.vehicle, state.insurances, today(), insurer, state.addOns ?? {});
    return envelope(200, {
      data: {
        companyLogo: insurerLogoUrl(ctx.publicUrl, insurer.slug),
        idv: q.cover.idv,
        netPremium: q.netPremium,
        tax: q.tax,
        grossPremium: q.grossPremium,
        ...finalQuoteDetails(q, state.addOns ?? {}, state.insurances, today()),
      },
    });
  });

  post(
    "/trigger/purchase",
    idempotent(ctx, `${prefix}/trigger/purchase`, async (req) => {
      const { requestKey } = await parse(req, keyed, "request");
      const state = await loadMotorState(ctx.db, requestKey);
      const insurer = requireInsurer(state);
      if (!state.member) throw new HttpError(409, "Save the owner's details first (update/member)");
      // KYC before payment (broker-api.md "Journey order and continuation").
      if (insurer.slug === "digit" && state.kyc?.status !== "approved")
        throw new HttpError(409, "Complete KYC first");
      const now = ctx.clock.now();
      const day = todayInIndia(now);
      const memberName = `${state.member.firstName} ${state.member.lastName}`;
      const q = quoteFor(state.vehicle, state.insurances, day, insurer, state.addOns ?? {});
      const paid = state.payment?.status === "paid";
      const meta = { companyName: insurer.slug, productType: "motor" as const };
      const figures = {
        idv: q.cover.idv,
        netPremium: q.netPremium,
        tax: q.tax,
        grossPremium: q.grossPremium,
      };

      if (insurer.slug !== "digit") {
        if (!paid) {
          state.purchase = {
            companyName: insurer.slug,
            memberName,
            inspectionNeeded: false,
            ...figures,
            at: now.toISOString(),
          };
          await saveMotorState(ctx.db, requestKey, state);
        }
        return jsonResponse(200, { meta, data: {} });
      }

      const previous = state.purchase?.companyName === "digit" ? state.purchase : undefined;
      const policyNumber =
        previous?.policyNumber ??
        (await issuePolicyNumber(
          ctx.db,
          requestKey,
          insurer.policyPrefix,
          Number(day.slice(0, 4)),
          fnv1a,
        ));
      // Once a break-in inspection was asked for it stays due; otherwise today's previous insurance decides.
      const needed =
        (previous?.inspectionNeeded ?? false) || inspectionNeeded(state.insurances, day);
      const done = state.inspection?.result === "passed";
      if (!paid) {
        state.purchase = {
          companyName: "digit",
          policyNumber,
          memberName,
          inspectionNeeded: needed,
          ...figures,
          at: previous?.at ?? now.toISOString(),
        };
      }
      let paymentUrl = `${ctx.publicUrl}/hosted/pay/digit-motor?requestKey=${requestKey}`;
      if (needed && !done) {
        paymentUrl = `/motor/${requestKey}/break-in-info`;
        if (!state.inspectionLinkSentAt) {
          const link = `${ctx.publicUrl}/hosted/inspection?requestKey=${requestKey}`;
          await sendToOutbox(ctx.db, "motor-inspection", {
            recipient: state.communication?.email ?? state.quote.email,
            subject: "Vehicle inspection link",
            body: `Dear ${memberName}, your previous policy has lapsed, so ${state.quote.rcNo} needs a vehicle inspection before policy ${policyNumber} can be issued. Inspect your vehicle here: ${link} . Afterwards, search for your policy number on our site.`,
            link,
          });
          state.inspectionLinkSentAt = now.toISOString();
        }
      }
      await saveMotorState(ctx.db, requestKey, state);
      return jsonResponse(200, {
        meta: { ...meta, isMotorInspectionNeeded: needed, isMotorInspectionDone: needed && done },
        data: { paymentUrl, memberName, policyNumber },
      });
    }),
  );

  post("/generate/pdf", async (req) => {
    const { requestKey } = await parse(req, keyed, "request");
    const state = await loadMotorState(ctx.db, requestKey);
    const ready = documentsReady(state);
    const link = (field: keyof typeof motorDocuments) =>
      ready ? motorDocumentUrl(ctx.publicUrl, requestKey, motorDocuments[field].file) : "";
    const data: PolicyDocuments = {
      policyNumber: state.purchase?.policyNumber ?? "",
      memberName:
        state.purchase?.memberName ??
        (state.member ? `${state.member.firstName} ${state.member.lastName}` : state.quote.name),
      companyName: state.purchase?.companyName ?? state.plan?.companyName ?? "",
      policyPraposal: link("policyPraposal"),
      policySchedule: link("policySchedule"),
      policyCis: link("policyCis"),
    };
    return envelope(200, {
      data,
      ...(ready
        ? {}
        : { message: "Documents are issued once the premium is paid and KYC is approved" }),
    });
  });

  post("/check/policy/status", async (req) => {
    const { data } = await parse(req, policySearchSchema, "policy search");
    const found = await findByPolicyNumber(ctx.db, data.policyNo);
    if (!found) throw new HttpError(404, `No policy ${data.policyNo}`);
    const { requestKey, state } = found;
    const purchase = state.purchase;
    const passed = !purchase?.inspectionNeeded || state.inspection?.result === "passed";
    return envelope(200, {
      data: {
        redirectUrl: passed
          ? `/insurance/motor/${requestKey}/${purchase?.companyName ?? "digit"}/digit-product-motor`
          : `/motor/${requestKey}/inspection-fail`,
      },
    });
  });
}

/** `{ requestKey }` bodies. */
const keyed = z.object({ requestKey: requestKeySchema });

/**
 * Reads and validates a JSON body.
 * @throws {HttpError} 400 "Invalid {what}: fields" with `data.issues` `{ path, message }[]`.
 */
async function parse<S extends z.ZodMiniType>(
  req: RouteRequest,
  schema: S,
  what: string,
): Promise<z.output<S>> {
  const body = await req.json();
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
  const first = issues[0];
  throw new HttpError(
    400,
    `Invalid ${what}: ${first ? `${first.path || "(body)"}: ${first.message}` : "invalid body"}`,
    {
      data: { issues },
    },
  );
}

/** @throws {HttpError} 409 once the hosted payment has succeeded. */
function ensureNotPaid(state: MotorState): void {
  if (state.payment?.status === "paid") throw new HttpError(409, "This policy is already paid for");
}

/** @throws {HttpError} 409 before a plan is chosen. */
function requirePlan(state: MotorState): NonNullable<MotorState["plan"]> {
  if (!state.plan) throw new HttpError(409, "Choose a plan first (select/plan)");
  return state.plan;
}

function requireInsurer(state: MotorState): MotorInsurer {
  const plan = requirePlan(state);
  const insurer = insurerBySlug(plan.companyName);
  if (!insurer) throw new HttpError(409, `The chosen insurer ${plan.companyName} is unknown`);
  return insurer;
}

/**
 * The catalogue with the saved choice on its rows (issue 23 item 1; see `addOnSchema` in
 * lib/api/contract/motor.ts, where the fields are documented): `selected: true` on each add-on
 * saved as chosen, `selectedAmount` the amount key saved for a chosen map-premium add-on. Before
 * any save (`saved` undefined) the rows carry nothing.
 */
function withSavedChoice(catalogue: AddOnSections, saved: AddOnSelection | undefined) {
  if (!saved) return catalogue;
  const mark = (item: AddOn) => {
    if (saved[item.code] !== true) return { ...item, selected: false };
    const amount =
      typeof item.premium === "number"
        ? undefined
        : Object.keys(item.premium).find((k) => saved[`${item.code}${addOnAmountSeparator}${k}`]);
    return amount === undefined
      ? { ...item, selected: true }
      : { ...item, selected: true, selectedAmount: amount };
  };
  return Object.fromEntries(
    addOnSectionKeys.map((key) => [
      key,
      { ...catalogue[key], data: catalogue[key].data.map(mark) },
    ]),
  ) as AddOnSections;
}

/**
 * Checks a submitted add-on choice against the catalogue and keeps its `true` entries.
 *
 * @throws {HttpError} 400 for an unknown code or amount key, an unavailable add-on, or a
 *   map-premium add-on chosen without exactly one amount.
 */
function checkAddOns(catalogue: AddOnSections, chosen: AddOnSelection): AddOnSelection {
  const items = new Map(
    addOnSectionKeys.flatMap((key) =>
      catalogue[key].data.map((item) => [item.code, item] as const),
    ),
  );
  const kept: AddOnSelection = {};
  for (const [key, value] of Object.entries(chosen)) {
    const item = items.get(key);
    if (item) {
      if (value && !item.available)
        throw new HttpError(400, `${item.displayName} is not available for this vehicle`);
    } else {
      const at = key.lastIndexOf(addOnAmountSeparator);
      const owner = at > 0 ? items.get(key.slice(0, at)) : undefined;
      const amount = key.slice(at + addOnAmountSeparator.length);
      if (!owner || typeof owner.premium === "number" || !(amount in owner.premium)) {
        throw new HttpError(400, `Unknown add-on: ${key}`);
      }
    }
    if (value) kept[key] = true;
  }
  for (const item of items.values()) {
    if (typeof item.premium === "number" || kept[item.code] !== true) continue;
    const amounts = Object.keys(item.premium).filter(
      (k) => kept[`${item.code}${addOnAmountSeparator}${k}`],
    );
    if (amounts.length !== 1) {
      throw new HttpError(
        400,
        `Choose one amount for ${item.displayName} (${item.code}${addOnAmountSeparator}<amount>)`,
      );
    }
  }
  return kept;
}
