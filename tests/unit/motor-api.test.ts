import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loggedLines } from "../helpers/log-capture";

/**
 * The motor client (lib/api/motor.ts) against an MSW broker: what it sends, what it passes on,
 * and spec 8's fallbacks (empty list or object, the broker's status kept).
 */

vi.mock("server-only", () => ({}));
vi.mock("@/lib/log/logger", async (importOriginal) =>
  (await import("../helpers/log-capture")).captureLogger(importOriginal),
);

vi.hoisted(() => {
  process.env.BROKER_API_URL = "http://broker.test";
  process.env.SITE_URL = "https://www.broker.example";
});

const api = await import("@/lib/api/motor");

const BASE = "http://broker.test/product/motor/api";
const KEY = "mot-0001";
/** The Idempotency-Key of the creating calls. */
const keyed = { idempotencyKey: "web:motor-quote:3e1f0c9a-5b2d-4c7e-8a6f-1d2e3f4a5b6c" };

type Seen = { path: string; body: unknown };
const server = setupServer();

/** Answers `POST {BASE}{path}` with `answer` and records the bodies received. */
function broker(path: string, answer: () => Response | Promise<Response>): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.post(`${BASE}${path}`, async ({ request }) => {
      seen.push({ path: new URL(request.url).pathname, body: await request.json() });
      return answer();
    }),
  );
  return seen;
}

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const card = {
  logo: "https://s/l.svg",
  pName: "Digit Car",
  pCode: "DIG-MOT",
  companyName: "digit",
  sumInsured: 512300,
  premium: 14567,
};
const sections = {
  pACover: {
    sectionTitle: "PA",
    data: [{ code: "paOwnerDriver", displayName: "PA", available: true, premium: 375 }],
  },
  unnamedPA: {
    sectionTitle: "U",
    data: [{ code: "u", displayName: "U", available: true, premium: { "100000": 250 } }],
  },
  addons: {
    sectionTitle: "A",
    data: [{ code: "evShieldBattery", displayName: "EV", available: false, premium: 0 }],
  },
  accessories: { sectionTitle: "Acc", data: [] },
  legalLiability: { sectionTitle: "LL", data: [] },
};

describe("requests", () => {
  it("submitMotorQuote sends the normalised quote and returns the requestKey", async () => {
    const seen = broker("/form/one/submit", () =>
      HttpResponse.json({ status: 200, requestKey: KEY }),
    );
    const result = await api.submitMotorQuote(
      {
        rcNo: "mh 12 ab-1234",
        name: "Asha Rao",
        phone: "98765 43210",
        email: "a@b.in",
        pospNumber: "",
      },
      keyed,
    );
    expect(result).toEqual({ ok: true, status: 200, data: { requestKey: KEY } });
    expect(seen).toEqual([
      {
        path: "/product/motor/api/form/one/submit",
        body: { rcNo: "MH12AB1234", name: "Asha Rao", phone: "9876543210", email: "a@b.in" },
      },
    ]);
  });

  it("refuses an invalid quote without calling the broker", async () => {
    const seen = broker("/form/one/submit", () =>
      HttpResponse.json({ status: 200, requestKey: KEY }),
    );
    const result = await api.submitMotorQuote(
      { rcNo: "MH12", name: "Asha", phone: "9876543210", email: "a@b.in" },
      keyed,
    );
    expect(result).toEqual({
      ok: false,
      status: 400,
      reason: "invalid-request",
      message: "Sorry we cannot help you at the moment. Please try again.",
      detail:
        "/product/motor/api/form/one/submit: rcNo: Enter a valid vehicle number, like MH12AB1234 or 22BH1234AA",
      data: {},
    });
    expect(seen).toHaveLength(0);
  });

  it("setBasePolicyDetails sends { requestKey, data: { insurances } } with dates normalised and a blank insurance 2 dropped", async () => {
    const seen = broker("/set/base-policy-details", () =>
      HttpResponse.json({ status: 200, requestKey: "mot-0002" }),
    );
    const result = await api.setBasePolicyDetails(KEY, [
      {
        srNo: 1,
        insuranceCompany: "TATA",
        policyNumber: "P-1",
        startDate: "01/03/2025",
        endDate: "28/02/2026",
        policyType: "comp",
        nbc: "20",
        lastYearClaim: "false",
      },
      {
        srNo: 2,
        insuranceCompany: "",
        policyNumber: "",
        startDate: "",
        endDate: "",
        policyType: "",
        nbc: "",
        lastYearClaim: "",
      },
    ]);
    expect(result).toEqual({ ok: true, status: 200, data: { requestKey: "mot-0002" } });
    expect(seen[0]?.body).toEqual({
      requestKey: KEY,
      data: {
        insurances: [
          {
            srNo: 1,
            insuranceCompany: "TATA",
            policyNumber: "P-1",
            startDate: "2025-03-01",
            endDate: "2026-02-28",
            policyType: "comp",
            nbc: 20,
            lastYearClaim: "false",
          },
        ],
      },
    });
  });

  it("setBasePolicyDetails keeps the sent key when the broker leaves it out", async () => {
    broker("/set/base-policy-details", () => HttpResponse.json({ status: 200 }));
    const result = await api.setBasePolicyDetails(KEY, [
      {
        srNo: 1,
        insuranceCompany: "TATA",
        policyNumber: "P-1",
        startDate: "2025-03-01",
        endDate: "2026-02-28",
        policyType: "comp",
        nbc: 0,
        lastYearClaim: "true",
      },
    ]);
    expect(result).toEqual({ ok: true, status: 200, data: { requestKey: KEY } });
  });

  it("refuses a request key that could change the path", async () => {
    const result = await api.getMotorQuickQuotes("../../lead");
    expect(result).toMatchObject({ ok: false, status: 400, reason: "invalid-request", data: [] });
  });

  it("update calls send { requestKey, data } and pass the url on", async () => {
    const seenPlan = broker("/select/plan", () =>
      HttpResponse.json({ status: 200, url: `/motor/${KEY}/member` }),
    );
    expect(
      await api.selectMotorPlan(KEY, {
        pName: "Digit Car",
        pCode: "DIG-MOT",
        companyName: "digit",
      }),
    ).toEqual({
      ok: true,
      status: 200,
      data: { url: `/motor/${KEY}/member` },
    });
    expect(seenPlan[0]?.body).toEqual({
      requestKey: KEY,
      data: { pName: "Digit Car", pCode: "DIG-MOT", companyName: "digit" },
    });

    const seenComm = broker("/update/communication", () =>
      HttpResponse.json({ status: 200, url: `/motor/${KEY}/add-ons` }),
    );
    await api.updateMotorCommunication(KEY, {
      street: "1 MG Road",
      city: "Pune",
      pincode: "411001",
      email: "",
      mobile: "9876543210",
    });
    expect(seenComm[0]?.body).toEqual({
      requestKey: KEY,
      data: { street: "1 MG Road", city: "Pune", pincode: 411001, mobile: "9876543210" },
    });

    const seenAddOns = broker("/update/add-ons", () =>
      HttpResponse.json({ status: 200, url: `/motor/${KEY}/final-quote` }),
    );
    await api.updateAddOns(KEY, { u: true, u__100000: true });
    expect(seenAddOns[0]?.body).toEqual({ requestKey: KEY, data: { u: true, u__100000: true } });
  });

  it("updateMotorMember validates the member and returns the status", async () => {
    const seen = broker("/update/member", () => HttpResponse.json({ status: 200 }));
    const member = {
      firstName: "Asha",
      lastName: "Rao",
      dob: "15/08/1990",
      gender: "Female",
      maritalStatus: "Married",
      documentType: "PAN",
      documentId: "ABCDE1234F",
      documentIssueDate: "01/01/2012",
    };
    expect(await api.updateMotorMember(KEY, member)).toEqual({ ok: true, status: 200, data: {} });
    expect(seen[0]?.body).toEqual({
      requestKey: KEY,
      data: { ...member, dob: "1990-08-15", documentIssueDate: "2012-01-01" },
    });
    expect(await api.updateMotorMember(KEY, { ...member, gender: "" })).toMatchObject({
      ok: false,
      status: 400,
      detail: "/product/motor/api/update/member: data.gender: Gender is required",
    });
    expect(seen).toHaveLength(1);
  });

  it("checkPolicyStatus sends { data: { policyNo } }", async () => {
    const seen = broker("/check/policy/status", () =>
      HttpResponse.json({ status: 200, data: { redirectUrl: `/motor/${KEY}/inspection-fail` } }),
    );
    expect(await api.checkPolicyStatus(" dig-mot-2026-000123 ")).toEqual({
      ok: true,
      status: 200,
      data: { redirectUrl: `/motor/${KEY}/inspection-fail` },
    });
    expect(seen[0]?.body).toEqual({ data: { policyNo: "DIG-MOT-2026-000123" } });
    expect(await api.checkPolicyStatus("  ")).toEqual({
      ok: false,
      status: 400,
      reason: "invalid-request",
      message: "Something went wrong",
      detail: "/product/motor/api/check/policy/status: data.policyNo: Policy number is required",
      data: {},
    });
  });
});

describe("answers on 200", () => {
  it("getMotorQuickQuotes returns the cards and meta", async () => {
    broker("/get/quick-quotes", () =>
      HttpResponse.json({ status: 200, data: [card], meta: { vehicle: { make: "Maruti" } } }),
    );
    expect(await api.getMotorQuickQuotes(KEY)).toEqual({
      ok: true,
      status: 200,
      data: [
        {
          insurer: card.companyName,
          name: card.pName,
          code: card.pCode,
          cover: card.sumInsured,
          premium: card.premium,
          // A card without issue 22's optional fields: no facts, bought online.
          features: [],
          purchase: "online",
          logo: card.logo,
        },
      ],
      meta: { vehicle: { make: "Maruti" } },
    });
  });

  it("getAddOns passes the sections through, evShield included", async () => {
    broker("/get/add-ons", () => HttpResponse.json({ status: 200, data: sections }));
    const result = await api.getAddOns(KEY);
    expect(result.ok).toBe(true);
    expect(result.data).toEqual(sections);
  });

  it("getBasePolicyDetails, getMotorMemberData, getMotorFinalQuote, generateMotorPdf", async () => {
    broker("/get/base-policy-details", () =>
      HttpResponse.json({
        status: 200,
        data: { insuranceCompany: "ICICI", policyNumber: "X", endDate: "2026-08-01" },
      }),
    );
    expect((await api.getBasePolicyDetails(KEY)).data).toEqual({
      insuranceCompany: "ICICI",
      policyNumber: "X",
      endDate: "2026-08-01",
    });

    broker("/get/active/member/data", () =>
      HttpResponse.json({
        status: 200,
        data: { companyName: "digit", pName: "Digit Car", member: { firstName: "Asha" } },
      }),
    );
    expect((await api.getMotorMemberData(KEY)).data).toEqual({
      companyName: "digit",
      pName: "Digit Car",
      member: { firstName: "Asha" },
      plan: { name: "Digit Car", insurer: "digit" },
    });

    const quote = {
      companyLogo: "https://s/l.svg",
      idv: 500000,
      netPremium: 10000,
      tax: 1800,
      grossPremium: 11800,
    };
    broker("/get/final-quote", () => HttpResponse.json({ status: 200, data: quote }));
    expect(await api.getMotorFinalQuote(KEY)).toEqual({
      ok: true,
      status: 200,
      data: {
        logo: quote.companyLogo,
        idv: quote.idv,
        netPremium: quote.netPremium,
        tax: quote.tax,
        totalPremium: quote.grossPremium,
        // The itemised fields are optional (issue 22): absent on the wire, no breakup, no add-ons.
        addOns: [],
      },
    });

    const docs = {
      policyNumber: "DIG-1",
      companyName: "digit",
      memberName: "Asha Rao",
      policySchedule: "https://s/x.pdf",
    };
    broker("/generate/pdf", () => HttpResponse.json({ status: 200, data: docs }));
    expect(await api.generateMotorPdf(KEY)).toEqual({ ok: true, status: 200, data: docs });
  });

  it("triggerMotorPurchase returns meta and data; an insurer without data gives {}", async () => {
    const meta = {
      companyName: "digit",
      productType: "motor",
      isMotorInspectionNeeded: false,
      isMotorInspectionDone: false,
    };
    const data = {
      paymentUrl: "http://sandbox/hosted/pay/digit-motor?requestKey=k",
      memberName: "Asha Rao",
      policyNumber: "DIG-1",
    };
    broker("/trigger/purchase", () => HttpResponse.json({ status: 200, meta, data }));
    expect(await api.triggerMotorPurchase(KEY, keyed)).toEqual({
      ok: true,
      status: 200,
      meta,
      data,
    });

    server.resetHandlers();
    broker("/trigger/purchase", () =>
      HttpResponse.json({
        status: 200,
        meta: { companyName: "future-genrali", productType: "motor" },
      }),
    );
    expect(await api.triggerMotorPurchase(KEY, keyed)).toEqual({
      ok: true,
      status: 200,
      meta: { companyName: "future-genrali", productType: "motor" },
      data: {},
    });
  });
});

describe("failures and spec-8 fallbacks", () => {
  it("keeps the broker's 500 status and message, with an empty list", async () => {
    broker("/get/quick-quotes", () =>
      HttpResponse.json({ status: 500, message: "Insurers down" }, { status: 500 }),
    );
    expect(await api.getMotorQuickQuotes(KEY)).toEqual({
      ok: false,
      status: 500,
      reason: "status",
      message: "Something went wrong",
      detail: "Insurers down",
      data: [],
    });
  });

  it("keeps a 404 body status on HTTP 200, with an empty object", async () => {
    broker("/check/policy/status", () =>
      HttpResponse.json({ status: 404, message: "No such policy" }),
    );
    expect(await api.checkPolicyStatus("NOPE-1")).toEqual({
      ok: false,
      status: 404,
      reason: "status",
      message: "Something went wrong",
      detail: "No such policy",
      data: {},
    });
  });

  it("a 409 on an update keeps its status", async () => {
    broker("/update/nominee", () =>
      HttpResponse.json({ status: 409, message: "Already purchased" }, { status: 409 }),
    );
    expect(await api.updateMotorNominee(KEY, {})).toEqual({
      ok: false,
      status: 409,
      reason: "status",
      message: "Something went wrong",
      detail: "Already purchased",
      data: {},
    });
  });

  it("a non-JSON body → 500 and {}", async () => {
    broker("/get/final-quote", () =>
      HttpResponse.text("<html>Bad gateway</html>", { status: 502 }),
    );
    expect(await api.getMotorFinalQuote(KEY)).toEqual({
      ok: false,
      status: 500,
      reason: "non-json",
      message: "Something went wrong",
      detail: expect.any(String),
      data: {},
    });
  });

  it("a 200 of the wrong shape → 500 and the fallback", async () => {
    broker("/get/add-ons", () =>
      HttpResponse.json({ status: 200, data: { pACover: { sectionTitle: "PA" } } }),
    );
    expect(await api.getAddOns(KEY)).toEqual({
      ok: false,
      status: 500,
      reason: "invalid-shape",
      message: "Something went wrong",
      detail: expect.any(String),
      data: {},
    });
    broker("/get/quick-quotes", () =>
      HttpResponse.json({ status: 200, data: [{ ...card, premium: "14567" }] }),
    );
    expect(await api.getMotorQuickQuotes(KEY)).toEqual({
      ok: false,
      status: 500,
      reason: "invalid-shape",
      message: "Something went wrong",
      detail: expect.any(String),
      data: [],
    });
  });

  it("an unsafe requestKey from the broker is refused", async () => {
    broker("/form/one/submit", () => HttpResponse.json({ status: 200, requestKey: "../admin" }));
    expect(
      await api.submitMotorQuote(
        { rcNo: "MH12AB1234", name: "Asha", phone: "9876543210", email: "a@b.in" },
        keyed,
      ),
    ).toMatchObject({
      ok: false,
      reason: "invalid-shape",
    });
  });

  it("a purchase failure gives empty meta and data", async () => {
    broker("/trigger/purchase", () =>
      HttpResponse.json({ status: 400, message: "Choose a plan first" }, { status: 400 }),
    );
    expect(await api.triggerMotorPurchase(KEY, keyed)).toEqual({
      ok: false,
      status: 400,
      reason: "status",
      message: "Something went wrong",
      detail: "Choose a plan first",
      meta: {},
      data: {},
    });
  });

  it("a network error → 500 and the fallback", async () => {
    server.use(http.post(`${BASE}/get/base-policy-details`, () => HttpResponse.error()));
    expect(await api.getBasePolicyDetails(KEY)).toEqual({
      ok: false,
      status: 500,
      reason: "network",
      message: "Something went wrong",
      detail: expect.any(String),
      data: {},
    });
  });

  it("a timeout (short override) → 500 and the fallback, quickly", async () => {
    server.use(
      http.post(`${BASE}/get/quick-quotes`, async () => {
        await delay("infinite");
        return HttpResponse.json({ status: 200, data: [] });
      }),
    );
    const started = performance.now();
    expect(await api.getMotorQuickQuotes(KEY, { timeoutMs: 100 })).toEqual({
      ok: false,
      status: 500,
      reason: "timeout",
      message: "Something went wrong",
      detail: expect.any(String),
      data: [],
    });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(loggedLines()).toContainEqual(
      expect.objectContaining({
        area: "broker",
        path: "/product/motor/api/get/quick-quotes",
        reason: "timeout",
      }),
    );
  });

  it("asks for the 15 s default timeout", async () => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    broker("/update/nominee", () => HttpResponse.json({ status: 200 }));
    expect(await api.updateMotorNominee(KEY, {})).toEqual({ ok: true, status: 200, data: {} });
    expect(timeout).toHaveBeenCalledWith(15_000);
  });
});

describe('Idempotency-Key (broker-api.md "Idempotency")', () => {
  function keysSeen(path: string, answer: Record<string, unknown>): (string | null)[] {
    const seen: (string | null)[] = [];
    server.use(
      http.post(`${BASE}${path}`, ({ request }) => {
        seen.push(request.headers.get("idempotency-key"));
        return HttpResponse.json(answer);
      }),
    );
    return seen;
  }
  const quote = { rcNo: "MH12AB1234", name: "Asha Rao", phone: "9876543210", email: "a@b.in" };
  const purchaseAnswer = {
    status: 200,
    meta: { companyName: "digit", productType: "motor" },
    data: {},
  };

  it("the quote and the purchase send the key they are given", async () => {
    const quoteKeys = keysSeen("/form/one/submit", { status: 200, requestKey: KEY });
    const purchaseKeys = keysSeen("/trigger/purchase", purchaseAnswer);
    expect(await api.submitMotorQuote(quote, keyed)).toMatchObject({ ok: true });
    expect(await api.triggerMotorPurchase(KEY, keyed)).toMatchObject({ ok: true });
    expect(quoteKeys).toEqual([keyed.idempotencyKey]);
    expect(purchaseKeys).toEqual([keyed.idempotencyKey]);
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["5,000 characters", "k".repeat(5_000)],
    ["CRLF", "web:a\r\nX-Injected: 1"],
    ["a control character", "web:a\u0001b"],
  ])("a %s key refuses both before anything is sent", async (_label, bad) => {
    const quoteKeys = keysSeen("/form/one/submit", { status: 200, requestKey: KEY });
    const purchaseKeys = keysSeen("/trigger/purchase", purchaseAnswer);
    const options = { idempotencyKey: bad as string };
    expect(await api.submitMotorQuote(quote, options)).toMatchObject({
      ok: false,
      status: 400,
      reason: "invalid-request",
    });
    expect(await api.triggerMotorPurchase(KEY, options)).toMatchObject({
      ok: false,
      status: 400,
      reason: "invalid-request",
      meta: {},
      data: {},
    });
    expect(quoteKeys).toEqual([]);
    expect(purchaseKeys).toEqual([]);
  });

  it("calls that create nothing send no key", async () => {
    const seen = keysSeen("/get/quick-quotes", { status: 200, data: [] });
    await api.getMotorQuickQuotes(KEY);
    expect(seen).toEqual([null]);
  });
});
