import { beforeEach, describe, expect, it, vi } from "vitest";

/** The journey's server actions with the broker calls mocked: validation again, outcomes, the follow-up lead. */

vi.mock("server-only", () => ({}));
const afterTasks: (() => Promise<void>)[] = [];
vi.mock("next/server", () => ({ after: (task: () => Promise<void>) => afterTasks.push(task) }));
vi.mock("@/lib/api/leads", () => ({ createLead: vi.fn() }));
const cookieJar = vi.hoisted(() => ({ set: vi.fn() }));
vi.mock("next/headers", () => ({ cookies: async () => cookieJar }));
vi.mock("@/lib/api/health", () => ({
  submitHealthQuote: vi.fn(),
  selectPlan: vi.fn(),
  getActiveMemberData: vi.fn(),
  updateMember: vi.fn(),
  updateMedical: vi.fn(),
  updateNominee: vi.fn(),
  updateCommunication: vi.fn(),
  triggerPurchase: vi.fn(),
}));

vi.mock("@/lib/api/motor", () => ({ selectMotorPlan: vi.fn() }));

process.env.SITE_URL = "https://www.broker.example";
process.env.REDIRECT_ALLOWLIST = "https://pay.insurer.example";

const api = await import("@/lib/api/health");
const motorApi = await import("@/lib/api/motor");
const { createLead } = await import("@/lib/api/leads");
const { submitQuote } = await import("@/lib/journeys/health/quote-action");
const { buyNow, choosePlan, saveCommunication, saveMembers, saveNominee } =
  await import("@/lib/journeys/shared/actions");

/** The browser's Idempotency-Key of one submission or press. */
const BROWSER_KEY = "0d9c1f7e-3b7a-4a53-9d8e-2f1b6c4a7e10";
/** Browser keys the server refuses (lib/idempotency/key.ts): missing, CRLF, 5,000 characters, a path. */
const BAD_BROWSER_KEYS: [string, unknown][] = [
  ["missing", undefined],
  ["not a string", 42],
  ["CRLF", "0d9c1f7e-3b7a-4a53\r\nX-Injected: 1"],
  ["5,000 characters", "a".repeat(5_000)],
  ["a path", "../../0d9c1f7e-3b7a-4a53-9d8e"],
];
const REFUSED = "We could not send this form safely. Please reload the page and try again.";

const ok = <T>(data: T, status = 200, meta?: Record<string, unknown>) =>
  ({ ok: true as const, status, data, ...(meta ? { meta } : {}) }) as {
    ok: true;
    status: number;
    data: T;
    meta?: Record<string, unknown>;
  };
const failed = (status: number) => ({
  ok: false as const,
  status,
  reason: "status" as const,
  message: "x",
  detail: "x",
  data: {},
});

const draft = {
  audience: "customer",
  pospNumber: "",
  name: "Asha Kumari Verma",
  phone: "+91 98765 43210",
  email: "asha@example.com",
  adults: "1",
  kids: "0",
  pincode: "400072",
  insuredPersons: [{ dob: "31/01/1990", gender: "Female", relation: "Self" }],
};

beforeEach(() => {
  vi.resetAllMocks();
  afterTasks.length = 0;
  vi.mocked(createLead).mockResolvedValue({ status: 200 });
});

describe("submitQuote", () => {
  it("validates, submits the broker's request, then creates the Individual/Health lead once per key", async () => {
    vi.mocked(api.submitHealthQuote).mockResolvedValue(ok({ key: "K-1" }));
    expect(await submitQuote(draft, BROWSER_KEY)).toEqual({
      ok: true,
      next: "/insurance-compare/health/K-1",
    });
    expect(api.submitHealthQuote).toHaveBeenCalledWith(
      {
        adults: 1,
        kids: 0,
        pincode: "400072",
        name: "Asha Kumari Verma",
        phone: "9876543210",
        email: "asha@example.com",
        insuredPersons: [{ memberNo: 1, dob: "1990-01-31", gender: "Female", relation: "Self" }],
      },
      { idempotencyKey: `web:health-quote:${BROWSER_KEY}` },
    );
    // The plans page's summary: counts, relation, age and pincode on that request's paths only.
    const kept = cookieJar.set.mock.calls.map((c) => c[0] as { path: string; value: string });
    expect(kept.map((c) => c.path)).toEqual([
      "/insurance-compare/health/K-1",
      "/hi/insurance-compare/health/K-1",
    ]);
    const summary = JSON.parse(Buffer.from(kept[0]!.value, "base64url").toString()) as object;
    expect(Object.keys(summary).sort()).toEqual(["adults", "kids", "members", "pincode"]);
    expect(JSON.stringify(summary)).not.toMatch(/Asha|9876543210|example\.com|1990/);
    expect(createLead).not.toHaveBeenCalled();
    await Promise.all(afterTasks.map((t) => t()));
    expect(createLead).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: "Asha",
        lastName: "Verma",
        clientType: "Individual",
        businessType: "Health",
        phone: "9876543210",
      }),
      // Derived from the requestKey (one lead per quote), without the requestKey in clear.
      expect.stringMatching(/^srv:lead:[0-9a-f]{40}$/),
    );
  });

  it.each([
    ["a broker failure", failed(500)],
    ["a 400", failed(400)],
    ["a key that cannot be a URL segment", ok({ key: "../evil" })],
  ])("%s → spec 8's message, no lead", async (_label, answer) => {
    vi.mocked(api.submitHealthQuote).mockResolvedValue(answer as never);
    expect(await submitQuote(draft, BROWSER_KEY)).toEqual({
      ok: false,
      message: "Sorry we cannot help you at the moment. Please try again.",
    });
    expect(afterTasks).toHaveLength(0);
  });

  it.each(BAD_BROWSER_KEYS)(
    "refuses a %s Idempotency-Key with a message and sends nothing",
    async (_label, key) => {
      expect(await submitQuote(draft, key)).toEqual({ ok: false, message: REFUSED });
      expect(api.submitHealthQuote).not.toHaveBeenCalled();
    },
  );

  it("refuses an invalid draft without calling the broker", async () => {
    const result = await submitQuote({ ...draft, pincode: "12", adults: "0" }, BROWSER_KEY);
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        pincode: "Please enter a valid 6-digit pincode.",
        adults: "At least 1 adult is required",
      },
    });
    expect(api.submitHealthQuote).not.toHaveBeenCalled();
  });
});

describe("journey actions", () => {
  it("choosePlan follows an allowed URL, else the thank-you page", async () => {
    vi.mocked(api.selectPlan).mockResolvedValue(ok({ url: "/health/K-1/member" }));
    expect(await choosePlan("health", "K-1", { name: "P", code: "C", insurer: "digit" })).toEqual({
      kind: "go",
      to: "/health/K-1/member",
    });
    vi.mocked(api.selectPlan).mockResolvedValue(ok({ url: "https://evil.example/x" }));
    expect(await choosePlan("health", "K-1", { name: "P", code: "C", insurer: "digit" })).toEqual({
      kind: "go",
      to: "/health/thank-you",
    });
    vi.mocked(motorApi.selectMotorPlan).mockResolvedValue({
      ok: true,
      status: 200,
      data: { url: "/motor/K-1/member" },
    });
    expect(await choosePlan("motor", "K-1", { name: "P", code: "C", insurer: "digit" })).toEqual({
      kind: "go",
      to: "/motor/K-1/member",
    });
    vi.mocked(motorApi.selectMotorPlan).mockResolvedValue({
      ok: false,
      status: 500,
      reason: "network",
      message: "Something went wrong",
      detail: "",
      data: {},
    });
    expect(await choosePlan("motor", "K-1", { name: "P", code: "C", insurer: "digit" })).toEqual({
      kind: "go",
      to: "/motor/thank-you",
    });
    expect(await choosePlan("motor", "../x", { name: "P", code: "C", insurer: "digit" })).toEqual({
      kind: "go",
      to: "/motor/thank-you",
    });
  });

  it("saveMembers validates with the insurer from the saved request and returns errors without saving", async () => {
    vi.mocked(api.getActiveMemberData).mockResolvedValue(
      ok({
        companyName: "hdfc-ergo",
        pName: "Optima",
        members: [],
        plan: { name: "Optima", insurer: "hdfc-ergo" },
      }),
    );
    const result = await saveMembers("K-1", { members: [{ firstName: "Asha" } as never] });
    expect(!result.ok && result.fieldErrors?.["members.0.annualIncome"]).toBe(
      "Enter the annual income in rupees",
    );
    expect(api.updateMember).not.toHaveBeenCalled();
  });

  it("saveNominee: 200 → communication, else the thank-you page", async () => {
    const empty = { firstName: "", lastName: "", dob: "", gender: "", relation: "" };
    vi.mocked(api.getActiveMemberData).mockResolvedValue(
      ok({
        companyName: "digit",
        pName: "P",
        members: [],
        nominee: { firstName: "Ravi" },
        plan: { name: "P", insurer: "digit" },
      }),
    );
    vi.mocked(api.updateNominee).mockResolvedValue(ok({}));
    expect(await saveNominee("K-1", empty)).toEqual({
      ok: true,
      next: { kind: "go", to: "/health/K-1/communication" },
    });
    // A blank field is never sent over a saved one (issue 23).
    expect(vi.mocked(api.updateNominee).mock.calls[0]?.[1]).toMatchObject({ firstName: "Ravi" });
    vi.mocked(api.updateNominee).mockResolvedValue(failed(500) as never);
    expect(await saveNominee("K-1", empty)).toEqual({
      ok: true,
      next: { kind: "go", to: "/health/thank-you" },
    });
  });

  it("saveCommunication follows the returned URL after the allowlist check", async () => {
    const values = { street: "", city: "", pincode: "", email: "", mobile: "" };
    vi.mocked(api.getActiveMemberData).mockResolvedValue(failed(500) as never);
    vi.mocked(api.updateCommunication).mockResolvedValue(
      ok({ url: "/insurance/health/K-1/hdfc-ergo/kyc-check" }),
    );
    expect(await saveCommunication("K-1", values)).toEqual({
      ok: true,
      next: { kind: "go", to: "/insurance/health/K-1/hdfc-ergo/kyc-check" },
    });
    vi.mocked(api.updateCommunication).mockResolvedValue(ok({ url: "javascript:alert(1)" }));
    expect(await saveCommunication("K-1", values)).toEqual({
      ok: true,
      next: { kind: "go", to: "/health/thank-you" },
    });
  });

  it("buyNow: digit → digit-product; a 409 stays with a message", async () => {
    vi.mocked(api.triggerPurchase).mockResolvedValue(
      ok({ paymentUrl: "https://pay.insurer.example/p" }, 200, {
        companyName: "digit",
        productType: "health",
      }) as never,
    );
    expect(await buyNow("K-1", BROWSER_KEY)).toEqual({
      kind: "go",
      to: "/insurance/health/K-1/digit/digit-product",
    });
    expect(api.triggerPurchase).toHaveBeenCalledWith("K-1", {
      idempotencyKey: `web:purchase:${BROWSER_KEY}`,
    });
    vi.mocked(api.triggerPurchase).mockResolvedValue(failed(409) as never);
    expect(await buyNow("K-1", BROWSER_KEY)).toMatchObject({ kind: "stay" });
  });

  it.each(BAD_BROWSER_KEYS)(
    "buyNow refuses a %s Idempotency-Key with the failure message and triggers nothing",
    async (_label, key) => {
      expect(await buyNow("K-1", key)).toEqual({
        kind: "stay",
        message: "We could not start your payment just now. Please try again in a moment.",
      });
      expect(api.triggerPurchase).not.toHaveBeenCalled();
    },
  );

  it("refuses a requestKey that is not a route segment", async () => {
    expect(await buyNow("../x", BROWSER_KEY)).toEqual({ kind: "go", to: "/health/thank-you" });
    expect(api.triggerPurchase).not.toHaveBeenCalled();
  });
});
