import { beforeEach, describe, expect, it, vi } from "vitest";

/**
 * Issue 22 item 3: choosing an assisted plan files one call-back lead (keyId=client, the
 * journey's businessType, remarks naming plan, insurer and requestKey) instead of opening the
 * proposal, queued durably when the broker fails, and tells when the team will call.
 */

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-real-ip": "203.0.113.9" }),
}));
vi.mock("@/lib/api/leads", () => ({ createLead: vi.fn() }));
vi.mock("@/lib/outbox/enqueue", () => ({ enqueueLead: vi.fn() }));
vi.mock("@/lib/rate-limit/limiter", () => ({
  consumeLimits: vi.fn(async () => ({ limited: false })),
}));
vi.mock("@/lib/api/health", () => ({
  getQuickQuotes: vi.fn(),
  selectPlan: vi.fn(),
  getActiveMemberData: vi.fn(),
}));
vi.mock("@/lib/api/motor", () => ({
  getMotorQuickQuotes: vi.fn(),
  selectMotorPlan: vi.fn(),
  getMotorMemberData: vi.fn(),
}));

process.env.SITE_URL = "https://www.broker.example";

const { createLead } = await import("@/lib/api/leads");
const { enqueueLead } = await import("@/lib/outbox/enqueue");
const health = await import("@/lib/api/health");
const motor = await import("@/lib/api/motor");
const { requestPlanCallBack } = await import("@/lib/journeys/shared/plan-call-back-action");

const plan = (insurer: string, code: string, name: string, purchase: "online" | "assisted") => ({
  insurer,
  code,
  name,
  cover: 500000,
  premium: 10000,
  grossPremium: 11800,
  features: [],
  purchase,
  logo: "",
});
const plans = [
  plan("digit", "DIG-1", "Digit Health Care Plus", "online"),
  plan("care-health", "CARE-SUP-5L", "Care Supreme", "assisted"),
];
const care = { name: "Care Supreme", code: "CARE-SUP-5L", insurer: "care-health" };

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(health.getQuickQuotes).mockResolvedValue({ ok: true, status: 200, data: plans });
  vi.mocked(health.selectPlan).mockResolvedValue({
    ok: true,
    status: 200,
    data: { url: "/health/K-7/member" },
  });
  vi.mocked(health.getActiveMemberData).mockResolvedValue({
    ok: true,
    status: 200,
    data: {
      companyName: "care-health",
      pName: "Care Supreme",
      members: [{ memberNo: 1, firstName: "Asha", lastName: "Verma" }],
      communication: { mobile: "9876543210", email: "asha@example.com" },
      plan: { name: "Care Supreme", insurer: "care-health" },
    },
  } as never);
  vi.mocked(createLead).mockResolvedValue({ status: 200, data: { id: "L-1" } });
  vi.mocked(enqueueLead).mockResolvedValue("job-1");
});

describe("requestPlanCallBack", () => {
  it("files one Health lead naming the plan, insurer and requestKey, and says when we call", async () => {
    const result = await requestPlanCallBack("health", "K-7", care);
    expect(result.ok).toBe(true);
    if (result.ok) expect(["now", "later"]).toContain(result.slot.kind);
    expect(createLead).toHaveBeenCalledTimes(1);
    const [lead, key] = vi.mocked(createLead).mock.calls[0]!;
    expect(lead).toMatchObject({
      firstName: "Asha",
      lastName: "Verma",
      phone: "9876543210",
      email: "asha@example.com",
      clientType: "Individual",
      businessType: "Health",
    });
    expect(lead.remarks).toContain("Care Supreme");
    expect(lead.remarks).toContain("Care Health");
    expect(lead.remarks).toContain("K-7");
    // The key is derived, without the requestKey in clear.
    expect(key).toMatch(/^srv:lead:[0-9a-f]{40}$/);
    expect(key).not.toContain("K-7");
  });

  it("a second press sends the same Idempotency-Key (the broker stores one lead)", async () => {
    await requestPlanCallBack("health", "K-7", care);
    await requestPlanCallBack("health", "K-7", care);
    const keys = vi.mocked(createLead).mock.calls.map((c) => c[1]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("queues the lead in the durable outbox with the same key when the broker fails", async () => {
    vi.mocked(createLead).mockResolvedValue({ status: 503, message: "down" });
    const result = await requestPlanCallBack("health", "K-7", care);
    expect(result.ok).toBe(true);
    expect(enqueueLead).toHaveBeenCalledTimes(1);
    expect(vi.mocked(enqueueLead).mock.calls[0]![1]).toBe(vi.mocked(createLead).mock.calls[0]![1]);
  });

  it("files nothing for a plan bought online, a plan not in the quote or a bad requestKey", async () => {
    expect(
      await requestPlanCallBack("health", "K-7", {
        name: "Digit Health Care Plus",
        code: "DIG-1",
        insurer: "digit",
      }),
    ).toEqual({ ok: false, reason: "unavailable" });
    expect(await requestPlanCallBack("health", "K-7", { ...care, code: "CARE-OTHER" })).toEqual({
      ok: false,
      reason: "unavailable",
    });
    expect(await requestPlanCallBack("health", "../x", care)).toEqual({
      ok: false,
      reason: "unavailable",
    });
    expect(await requestPlanCallBack("life", "K-7", care)).toEqual({
      ok: false,
      reason: "unavailable",
    });
    expect(createLead).not.toHaveBeenCalled();
  });

  it("motor files a General lead (the broker's list has no motor type)", async () => {
    vi.mocked(motor.getMotorQuickQuotes).mockResolvedValue({
      ok: true,
      status: 200,
      data: [plan("icici-lombard", "ICL-PC-PROTECT", "ICICI Lombard Car Protect", "assisted")],
    });
    vi.mocked(motor.selectMotorPlan).mockResolvedValue({
      ok: true,
      status: 200,
      data: { url: "/motor/M-1/member" },
    });
    vi.mocked(motor.getMotorMemberData).mockResolvedValue({
      ok: true,
      status: 200,
      data: {
        companyName: "icici-lombard",
        pName: "ICICI Lombard Car Protect",
        member: { firstName: "Ravi", lastName: "Iyer" },
        communication: { mobile: "9123456780", email: "ravi@example.com" },
        plan: { name: "ICICI Lombard Car Protect", insurer: "icici-lombard" },
      },
    } as never);
    const result = await requestPlanCallBack("motor", "M-1", {
      name: "ICICI Lombard Car Protect",
      code: "ICL-PC-PROTECT",
      insurer: "icici-lombard",
    });
    expect(result.ok).toBe(true);
    expect(vi.mocked(createLead).mock.calls[0]![0]).toMatchObject({
      businessType: "General",
      firstName: "Ravi",
    });
  });
});
