import { beforeEach, describe, expect, it, vi } from "vitest";

/**
 * Buy Now with KYC before payment (issue 23 item 6, broker-api.md "Journey order"): the KYC
 * check runs before trigger/purchase, a verified check goes straight on to payment, anything
 * else sends the visitor to the insurer's KYC page in the same tab and renews the journey's KYC
 * attempt (issue 24 item 14). Broker calls mocked.
 */

vi.mock("server-only", () => ({}));
vi.mock("@/lib/api/health", () => ({
  getActiveMemberData: vi.fn(),
  triggerPurchase: vi.fn(),
}));
vi.mock("@/lib/api/motor", () => ({
  getMotorMemberData: vi.fn(),
  triggerMotorPurchase: vi.fn(),
}));
vi.mock("@/lib/api/kyc", () => ({ kycCheck: vi.fn() }));
vi.mock("@/lib/journeys/shared/kyc-attempt", () => ({ renewKycAttempt: vi.fn() }));

process.env.SITE_URL = "https://www.broker.example";
process.env.REDIRECT_ALLOWLIST = "https://pay.insurer.example,https://kyc.insurer.example";

const health = await import("@/lib/api/health");
const motor = await import("@/lib/api/motor");
const { kycCheck } = await import("@/lib/api/kyc");
const { renewKycAttempt } = await import("@/lib/journeys/shared/kyc-attempt");
const { runBuyNow } = await import("@/lib/journeys/shared/buy-now-action");
const { kycGate } = await import("@/lib/journeys/shared/kyc");
const { kycCheckKey, buyNowKycKey } = await import("@/lib/journeys/shared/idempotency");

const BROWSER_KEY = "0d9c1f7e-3b7a-4a53-9d8e-2f1b6c4a7e10";
const ok = <T>(data: T, status = 200, meta?: Record<string, unknown>) =>
  ({ ok: status < 300, status, data, ...(meta ? { meta } : {}) }) as never;

/** Records the order of the broker calls. */
const calls: string[] = [];

function chosen(insurer: string) {
  vi.mocked(health.getActiveMemberData).mockResolvedValue(
    ok({ plan: { name: "Plan", insurer }, members: [] }),
  );
  vi.mocked(motor.getMotorMemberData).mockResolvedValue(ok({ plan: { name: "Plan", insurer } }));
}

beforeEach(() => {
  vi.resetAllMocks();
  calls.length = 0;
  vi.mocked(kycCheck).mockImplementation(async () => {
    calls.push("kyc-check");
    return ok({});
  });
  vi.mocked(health.triggerPurchase).mockImplementation(async () => {
    calls.push("purchase");
    return ok({ paymentUrl: "https://pay.insurer.example/p" }, 200, {
      companyName: "digit",
      productType: "health",
    });
  });
  vi.mocked(motor.triggerMotorPurchase).mockImplementation(async () => {
    calls.push("purchase");
    return ok({ paymentUrl: "https://pay.insurer.example/m" }, 200, {
      companyName: "digit",
      productType: "motor",
    });
  });
});

describe("Buy Now: KYC before payment", () => {
  it("checks KYC before the purchase; verified goes straight on to payment", async () => {
    chosen("digit");
    vi.mocked(kycCheck).mockImplementation(async () => {
      calls.push("kyc-check");
      return ok({ iskycVerified: 1 });
    });
    expect(await runBuyNow("health", "K-1", BROWSER_KEY)).toEqual({
      kind: "go",
      to: "/insurance/health/K-1/digit/digit-product",
    });
    expect(calls).toEqual(["kyc-check", "purchase"]);
    expect(kycCheck).toHaveBeenCalledWith(
      { insuranceType: "health", requestKey: "K-1", companyName: "digit" },
      { idempotencyKey: expect.stringMatching(/^srv:kyc-check:/) },
    );
    expect(renewKycAttempt).not.toHaveBeenCalled();
  });

  it("KYC to do: the insurer's page in this tab, no purchase, a new KYC attempt", async () => {
    chosen("digit");
    vi.mocked(kycCheck).mockImplementation(async () => {
      calls.push("kyc-check");
      return ok({ redirectUrl: "https://kyc.insurer.example/k" }, 202);
    });
    expect(await runBuyNow("motor", "K-2", BROWSER_KEY)).toEqual({
      kind: "leave",
      url: "https://kyc.insurer.example/k",
    });
    expect(calls).toEqual(["kyc-check"]);
    expect(renewKycAttempt).toHaveBeenCalledTimes(1);
  });

  it("hdfc-ergo answering iskycVerified 0 goes to its KYC link first", async () => {
    chosen("hdfc-ergo");
    vi.mocked(kycCheck).mockImplementation(async () => {
      calls.push("kyc-check");
      return ok({ iskycVerified: 0, redirect_link: "https://kyc.insurer.example/h" });
    });
    expect(await runBuyNow("health", "K-3", BROWSER_KEY)).toEqual({
      kind: "leave",
      url: "https://kyc.insurer.example/h",
    });
    expect(calls).toEqual(["kyc-check"]);
  });

  it("future-genrali 202: the KYC form post with the site's return URL", async () => {
    chosen("future-genrali");
    vi.mocked(kycCheck).mockResolvedValue(
      ok({ redirectUrl: "https://kyc.insurer.example/fg", meta: { proposalId: "FG1" } }, 202),
    );
    expect(await runBuyNow("health", "K-4", BROWSER_KEY)).toEqual({
      kind: "post",
      action: "https://kyc.insurer.example/fg",
      fields: {
        Aggregator_KYC_Req_No: "FG1",
        IC_KYC_No: "FG1",
        Aggregator_Return_URL:
          "https://www.broker.example/insurance/health/K-4/future-genrali/kyc-verify",
      },
    });
    expect(health.triggerPurchase).not.toHaveBeenCalled();
  });

  it("a failed check says so and buys nothing", async () => {
    chosen("digit");
    vi.mocked(kycCheck).mockResolvedValue(ok({}, 500));
    expect(await runBuyNow("health", "K-5", BROWSER_KEY)).toMatchObject({
      kind: "notice",
      message: "KYC check failed",
    });
    expect(health.triggerPurchase).not.toHaveBeenCalled();
  });

  it("an insurer without online KYC goes on to the purchase rules", async () => {
    chosen("care-health");
    vi.mocked(kycCheck).mockResolvedValue(ok({}, 400));
    vi.mocked(health.triggerPurchase).mockResolvedValue(
      ok({}, 200, { companyName: "care-health", productType: "health" }),
    );
    expect(await runBuyNow("health", "K-6", BROWSER_KEY)).toMatchObject({ kind: "notice" });
    expect(health.triggerPurchase).toHaveBeenCalledTimes(1);
  });

  it("a retry of the same press uses the same KYC key; another press a new one", async () => {
    chosen("digit");
    await runBuyNow("health", "K-7", BROWSER_KEY);
    await runBuyNow("health", "K-7", BROWSER_KEY);
    await runBuyNow("health", "K-7", "1d9c1f7e-3b7a-4a53-9d8e-2f1b6c4a7e10");
    const keys = vi.mocked(kycCheck).mock.calls.map(([, o]) => o.idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});

describe("kycGate", () => {
  it.each([
    ["care-health", { status: 200, data: {} }, "none"],
    ["digit", { status: 200, data: {} }, "verified"],
    ["digit", { status: 200, data: { iskycVerified: 1 } }, "verified"],
    ["hdfc-ergo", { status: 200, data: { iskycVerified: 0 } }, "todo"],
    ["future-genrali", { status: 202, data: {} }, "todo"],
    ["digit", { status: 403, data: {} }, "failed"],
    ["digit", { status: 500 }, "failed"],
  ] as const)("%s %j → %s", (insurer, answer, gate) => {
    expect(kycGate(insurer, answer)).toBe(gate);
  });
});

describe("KYC check keys (issue 24 item 14)", () => {
  it("a return without a query is a new check in a new attempt; a reload is not", () => {
    const first = kycCheckKey("health", "K", "digit", {}, "");
    const returned = kycCheckKey(
      "health",
      "K",
      "digit",
      {},
      "7b0e1c7e-3b7a-4a53-9d8e-2f1b6c4a7e10",
    );
    const reload = kycCheckKey("health", "K", "digit", {}, "7b0e1c7e-3b7a-4a53-9d8e-2f1b6c4a7e10");
    expect(returned).not.toBe(first);
    expect(reload).toBe(returned);
    // The insurer's query still makes a new check.
    expect(kycCheckKey("health", "K", "digit", { kyc: "approved" }, "")).not.toBe(first);
  });

  it("Buy Now's check is keyed by the press", () => {
    expect(buyNowKycKey("health", "K", "digit", "web:purchase:a")).not.toBe(
      buyNowKycKey("health", "K", "digit", "web:purchase:b"),
    );
    expect(buyNowKycKey("health", "K", "digit", "web:purchase:a")).toMatch(/^srv:kyc-check:/);
  });
});
