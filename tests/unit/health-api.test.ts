import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { HealthMemberInput, HealthQuoteInput, PlanCard } from "@/lib/api/contract/health";

/**
 * The health broker calls (`lib/api/health.ts`) against an MSW broker: what each sends, how
 * 200/202/other statuses come back, and the spec-8 fallback ("an empty object or list") for a
 * 500, a timeout, a non-JSON body, a wrong shape, a network error and a refused request.
 */

vi.mock("server-only", () => ({}));

vi.hoisted(() => {
  process.env.BROKER_API_URL = "http://broker.test";
  process.env.SITE_URL = "https://www.broker.example";
});

const api = await import("@/lib/api/health");

const BASE = "http://broker.test/product/health/api";
const KEY = "6f1c2b1e-key";
/** The Idempotency-Key of the creating calls. */
const IKEY = "web:health-quote:0d9c1f7e-3b7a-4a53-9d8e-2f1b6c4a7e10";

const quote: HealthQuoteInput = {
  adults: 1,
  kids: 0,
  pincode: "560001",
  name: "Asha Rao",
  phone: "98765 43210",
  email: "asha@example.com",
  insuredPersons: [{ memberNo: 1, dob: "1990-01-01", gender: "Female", relation: "Self" }],
};

const card: PlanCard = {
  logo: "http://sandbox.test/assets/logos/digit.svg",
  pName: "Digit Health Care Plus",
  pCode: "DIG-HCP-5L",
  companyName: "digit",
  sumInsured: 500000,
  premium: 9876,
};

/** {@link card} as the site receives it. */
const plan = {
  insurer: "digit",
  name: card.pName,
  code: card.pCode,
  cover: 500000,
  premium: 9876,
  logo: card.logo,
};

const member: HealthMemberInput = {
  memberNo: 1,
  firstName: "Asha",
  lastName: "Rao",
  dob: "1990-01-01",
  gender: "Female",
  maritalStatus: "Single",
  profession: "Teacher",
  relation: "Self",
  height: 160,
  weight: 55,
  documentType: "Aadhaar",
  documentId: "234123412346",
  documentIssueDate: "2015-01-01",
};

const activeData = {
  companyName: "digit",
  pName: "Digit Health Care Plus",
  members: [{ memberNo: 1, firstName: "Asha", dob: "1990-01-01" }],
  communication: { email: "asha@example.com", mobile: "9876543210" },
};

const finalQuote = {
  policyData: {
    companyLogo: card.logo,
    sumInsured: 500000,
    basePremium: 9876,
    netPremium: 9876,
    tax: 1778,
    grossPremium: 11654,
  },
  insurenceDetails: {
    companyName: "digit",
    pName: card.pName,
    members: [{ Name: "Asha Rao", Relation: "Self" }],
  },
};

/** {@link finalQuote} as the site receives it. */
const finalQuoteView = {
  logo: card.logo,
  insurer: "digit",
  planName: card.pName,
  cover: 500000,
  basePremium: 9876,
  netPremium: 9876,
  tax: 1778,
  totalPremium: 11654,
  members: [{ name: "Asha Rao", relation: "Self" }],
};

const documents = {
  policyNumber: "DGH-1",
  memberName: "Asha Rao",
  companyName: "digit",
  policyPraposal: "http://sandbox.test/a.pdf",
  policySchedule: "http://sandbox.test/b.pdf",
  policyCis: "http://sandbox.test/c.pdf",
  ecard: "",
};

type Case = {
  name: string;
  path: string;
  run: (opts?: {
    timeoutMs?: number;
  }) => Promise<{ ok: boolean; status: number; data: unknown; message?: string }>;
  /** A successful broker answer (status 200). */
  answer: Record<string, unknown>;
  /** What the function returns as `data` for it. */
  data: unknown;
  /** The request body it must send. */
  sent: unknown;
  /** The spec-8 fallback. */
  fallback: unknown;
  /** A wrong-shaped 200 answer. */
  wrongShape: Record<string, unknown>;
  /** A call the contract refuses (nothing must be sent). */
  refused: () => Promise<{ ok: boolean; status: number; data: unknown }>;
};

const cases: Case[] = [
  {
    name: "submitHealthQuote",
    path: "/form/one/submit",
    run: (o) => api.submitHealthQuote(quote, { ...o, idempotencyKey: IKEY }),
    answer: { status: 200, key: KEY },
    data: { key: KEY },
    sent: { ...quote, phone: "9876543210" },
    fallback: {},
    wrongShape: { status: 200, requestKey: KEY },
    refused: () => api.submitHealthQuote({ ...quote, adults: 0 }, { idempotencyKey: IKEY }),
  },
  {
    name: "getQuickQuotes",
    path: "/get/quick-quotes",
    run: (o) => api.getQuickQuotes(KEY, o),
    answer: { status: 200, data: [card] },
    data: [plan],
    sent: { requestKey: KEY },
    fallback: [],
    wrongShape: { status: 200, data: [{ ...card, premium: "9876" }] },
    refused: () => api.getQuickQuotes(""),
  },
  {
    name: "selectPlan",
    path: "/select/plan",
    run: (o) =>
      api.selectPlan(KEY, { pName: card.pName, pCode: card.pCode, companyName: "digit" }, o),
    answer: { status: 200, url: `/health/${KEY}/member` },
    data: { url: `/health/${KEY}/member` },
    sent: { requestKey: KEY, data: { pName: card.pName, pCode: card.pCode, companyName: "digit" } },
    fallback: {},
    wrongShape: { status: 200 },
    refused: () => api.selectPlan(KEY, { pName: "", pCode: "X", companyName: "digit" }),
  },
  {
    name: "getActiveMemberData",
    path: "/get/active/member/data",
    run: (o) => api.getActiveMemberData(KEY, o),
    answer: { status: 200, data: activeData },
    data: activeData,
    sent: { requestKey: KEY },
    fallback: {},
    wrongShape: { status: 200, data: { companyName: "digit", members: "none" } },
    refused: () => api.getActiveMemberData("  "),
  },
  {
    name: "updateMember",
    path: "/update/member",
    run: (o) => api.updateMember(KEY, [member], o),
    answer: { status: 200, message: "Members saved" },
    data: {},
    sent: { requestKey: KEY, data: { members: [member] } },
    fallback: {},
    wrongShape: { status: "200" },
    refused: () => api.updateMember(KEY, [{ ...member, height: 5 }]),
  },
  {
    name: "updateMedical",
    path: "/update/medical",
    run: (o) => api.updateMedical(KEY, { hasDiabetes: true, diabetes: { type: "type2" } }, o),
    answer: { status: 200, routeTo: "nominee" },
    data: { routeTo: "nominee" },
    sent: { requestKey: KEY, data: { hasDiabetes: true, diabetes: { type: "type2" } } },
    fallback: {},
    wrongShape: { status: 200, routeTo: "https://evil.example/" },
    refused: () => api.updateMedical(KEY, { diabetes: { type: "type9" as "type1" } }),
  },
  {
    name: "updateNominee",
    path: "/update/nominee",
    run: (o) =>
      api.updateNominee(
        KEY,
        { firstName: "Ravi", relation: "wife", gender: "male", dob: "1988-02-02" },
        o,
      ),
    answer: { status: 200 },
    data: {},
    sent: {
      requestKey: KEY,
      data: { firstName: "Ravi", relation: "wife", gender: "male", dob: "1988-02-02" },
    },
    fallback: {},
    wrongShape: { message: "no status, HTTP 200, nothing else", status: "ok" },
    refused: () => api.updateNominee(KEY, { relation: "cousin" as "wife" }),
  },
  {
    name: "updateCommunication",
    path: "/update/communication",
    run: (o) =>
      api.updateCommunication(
        KEY,
        {
          street: "1 MG Road",
          city: "Bengaluru",
          pincode: "560001",
          email: "a@b.in",
          mobile: "9876543210",
        },
        o,
      ),
    answer: { status: 200, url: `/insurance/health/${KEY}/hdfc-ergo/kyc-check` },
    data: { url: `/insurance/health/${KEY}/hdfc-ergo/kyc-check` },
    sent: {
      requestKey: KEY,
      data: {
        street: "1 MG Road",
        city: "Bengaluru",
        pincode: 560001,
        email: "a@b.in",
        mobile: "9876543210",
      },
    },
    fallback: {},
    wrongShape: { status: 200, url: "" },
    refused: () => api.updateCommunication(KEY, { pincode: "12" }),
  },
  {
    name: "getFinalQuote",
    path: "/get/final-quote",
    run: (o) => api.getFinalQuote(KEY, o),
    answer: { status: 200, data: finalQuote },
    data: finalQuoteView,
    sent: { requestKey: KEY },
    fallback: {},
    wrongShape: { status: 200, data: { policyData: {} } },
    refused: () => api.getFinalQuote(""),
  },
  {
    name: "triggerPurchase",
    path: "/trigger/purchase",
    run: (o) => api.triggerPurchase(KEY, { ...o, idempotencyKey: IKEY }),
    answer: {
      status: 200,
      meta: { companyName: "digit", productType: "health" },
      data: {
        paymentUrl: "http://sandbox.test/hosted/pay/digit",
        memberName: "Asha Rao",
        policyNumber: "DGH-1",
      },
    },
    data: {
      paymentUrl: "http://sandbox.test/hosted/pay/digit",
      memberName: "Asha Rao",
      policyNumber: "DGH-1",
    },
    sent: { requestKey: KEY },
    fallback: {},
    wrongShape: { status: 200, data: {} },
    refused: () => api.triggerPurchase("", { idempotencyKey: IKEY }),
  },
  {
    name: "generatePdf",
    path: "/generate/pdf",
    run: (o) => api.generatePdf(KEY, o),
    answer: { status: 200, data: documents },
    data: documents,
    sent: { requestKey: KEY },
    fallback: {},
    wrongShape: { status: 200, data: { companyName: "digit" } },
    refused: () => api.generatePdf(""),
  },
];

const server = setupServer();

/** Answers `path` with `answer` and records the bodies received. */
function brokerAnswers(path: string, answer: () => Response | Promise<Response>): unknown[] {
  const seen: unknown[] = [];
  server.use(
    http.post(`${BASE}${path}`, async ({ request }) => {
      seen.push(await request.json());
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

describe.each(cases)("$name", (c) => {
  it(`POSTs ${c.path} and returns the payload of a 200`, async () => {
    const seen = brokerAnswers(c.path, () => HttpResponse.json(c.answer));
    const result = await c.run();
    expect(seen).toEqual([c.sent]);
    expect(result).toMatchObject({ ok: true, status: 200, data: c.data });
  });

  it("keeps a 202 apart from a 200", async () => {
    brokerAnswers(c.path, () => HttpResponse.json({ ...c.answer, status: 202 }, { status: 202 }));
    expect(await c.run()).toMatchObject({ ok: true, status: 202, data: c.data });
  });

  it("a 500 envelope → the broker's status and the fallback", async () => {
    brokerAnswers(c.path, () =>
      HttpResponse.json({ status: 500, message: "Broker down" }, { status: 500 }),
    );
    const result = await c.run();
    expect(result).toMatchObject({
      ok: false,
      status: 500,
      reason: "status",
      detail: "Broker down",
    });
    expect(result.data).toStrictEqual(c.fallback);
  });

  it("a 4xx body status under HTTP 200 → not ok, status kept", async () => {
    brokerAnswers(c.path, () => HttpResponse.json({ status: 409, message: "Complete KYC first" }));
    const result = await c.run();
    expect(result).toMatchObject({ ok: false, status: 409, detail: "Complete KYC first" });
    expect(result.data).toStrictEqual(c.fallback);
  });

  it("a non-JSON body → the fallback", async () => {
    brokerAnswers(c.path, () => HttpResponse.text("<html>Bad gateway</html>", { status: 200 }));
    const result = await c.run();
    expect(result).toMatchObject({ ok: false, status: 500, reason: "non-json" });
    expect(result.data).toStrictEqual(c.fallback);
  });

  it("a 200 of the wrong shape → the fallback", async () => {
    brokerAnswers(c.path, () => HttpResponse.json(c.wrongShape));
    const result = await c.run();
    expect(result).toMatchObject({ ok: false, status: 500, reason: "invalid-shape" });
    expect(result.data).toStrictEqual(c.fallback);
  });

  it("a timeout → the fallback, within the short timeout", async () => {
    server.use(
      http.post(`${BASE}${c.path}`, async () => {
        await delay("infinite");
        return HttpResponse.json(c.answer);
      }),
    );
    const started = performance.now();
    const result = await c.run({ timeoutMs: 80 });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(result).toMatchObject({ ok: false, status: 500, reason: "timeout" });
    expect(result.data).toStrictEqual(c.fallback);
  });

  it("a network error → the fallback", async () => {
    server.use(http.post(`${BASE}${c.path}`, () => HttpResponse.error()));
    const result = await c.run();
    expect(result).toMatchObject({ ok: false, status: 500, reason: "network" });
    expect(result.data).toStrictEqual(c.fallback);
  });

  it("a request the contract refuses → 400, nothing sent", async () => {
    const seen = brokerAnswers(c.path, () => HttpResponse.json(c.answer));
    const result = await c.refused();
    expect(result).toMatchObject({ ok: false, status: 400, reason: "invalid-request" });
    expect(result.data).toStrictEqual(c.fallback);
    expect(seen).toEqual([]);
  });
});

describe("messages and meta", () => {
  it("a failed quote carries spec 8's quote message", async () => {
    brokerAnswers("/form/one/submit", () =>
      HttpResponse.json(
        { status: 500, message: "Sandbox: simulated broker failure" },
        { status: 500 },
      ),
    );
    expect(await api.submitHealthQuote(quote, { idempotencyKey: IKEY })).toMatchObject({
      ok: false,
      message: "Sorry we cannot help you at the moment. Please try again.",
      detail: "Sandbox: simulated broker failure",
      data: {},
    });
  });

  it("a failed PDF call says 'Something went wrong'", async () => {
    brokerAnswers("/generate/pdf", () =>
      HttpResponse.json({ status: 404, message: "Unknown" }, { status: 404 }),
    );
    expect(await api.generatePdf(KEY)).toMatchObject({
      ok: false,
      status: 404,
      message: "Something went wrong",
      data: {},
    });
  });

  it("an empty plan list is a success with []", async () => {
    brokerAnswers("/get/quick-quotes", () => HttpResponse.json({ status: 200, data: [] }));
    expect(await api.getQuickQuotes(KEY)).toEqual({ ok: true, status: 200, data: [] });
  });

  it("triggerPurchase returns future-genrali's meta.apiUrl and its flat form fields", async () => {
    brokerAnswers("/trigger/purchase", () =>
      HttpResponse.json({
        status: 200,
        meta: {
          companyName: "future-genrali",
          productType: "health",
          apiUrl: "http://sandbox.test/hosted/pay/future-genrali",
        },
        data: {
          ProposalNo: "FGP-1",
          Amount: "11654",
          ReturnURL: "https://www.broker.example/health/k/verify-payment",
        },
      }),
    );
    const result = await api.triggerPurchase(KEY, { idempotencyKey: IKEY });
    expect(result).toEqual({
      ok: true,
      status: 200,
      meta: {
        companyName: "future-genrali",
        productType: "health",
        apiUrl: "http://sandbox.test/hosted/pay/future-genrali",
      },
      data: {
        ProposalNo: "FGP-1",
        Amount: "11654",
        ReturnURL: "https://www.broker.example/health/k/verify-payment",
      },
    });
  });

  it("update/member's 400 message reaches detail", async () => {
    brokerAnswers("/update/member", () =>
      HttpResponse.json(
        {
          status: 400,
          message:
            "Missing or invalid member details: members.0.annualIncome: Enter the annual income in rupees",
        },
        { status: 400 },
      ),
    );
    expect(await api.updateMember(KEY, [member])).toMatchObject({
      ok: false,
      status: 400,
      reason: "status",
      detail:
        "Missing or invalid member details: members.0.annualIncome: Enter the annual income in rupees",
    });
  });

  it("uses the client's 15 s default timeout when none is given", async () => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    brokerAnswers("/get/final-quote", () => HttpResponse.json({ status: 200, data: finalQuote }));
    await api.getFinalQuote(KEY);
    expect(timeout).toHaveBeenCalledWith(15_000);
  });
});

describe('Idempotency-Key (broker-api.md "Idempotency")', () => {
  /** Answers `path` with a 200 and records the Idempotency-Key header of each call. */
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
  const creating = cases.filter(
    (c) => c.name === "submitHealthQuote" || c.name === "triggerPurchase",
  );

  it.each(creating)("$name sends the key it is given", async (c) => {
    const seen = keysSeen(c.path, c.answer);
    expect(await c.run()).toMatchObject({ ok: true });
    expect(seen).toEqual([IKEY]);
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["5,000 characters", "k".repeat(5_000)],
    ["CRLF", "web:a\r\nX-Injected: 1"],
    ["a space", "web:a b"],
  ])("a %s key refuses the quote and the purchase before anything is sent", async (_label, bad) => {
    const quoteSeen = keysSeen("/form/one/submit", { status: 200, key: KEY });
    const purchaseSeen = keysSeen(
      "/trigger/purchase",
      cases.find((c) => c.name === "triggerPurchase")!.answer,
    );
    const options = { idempotencyKey: bad as string };
    expect(await api.submitHealthQuote(quote, options)).toMatchObject({
      ok: false,
      status: 400,
      reason: "invalid-request",
      data: {},
    });
    expect(await api.triggerPurchase(KEY, options)).toMatchObject({
      ok: false,
      status: 400,
      reason: "invalid-request",
      data: {},
    });
    expect(quoteSeen).toEqual([]);
    expect(purchaseSeen).toEqual([]);
  });

  it("calls that create nothing send no key", async () => {
    const seen = keysSeen("/get/quick-quotes", { status: 200, data: [card] });
    await api.getQuickQuotes(KEY);
    expect(seen).toEqual([null]);
  });
});
