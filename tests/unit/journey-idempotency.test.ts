import { describe, expect, it, vi } from "vitest";

/** The keys of the page loads that trigger a purchase or a KYC check (lib/journeys/idempotency.ts). */

vi.mock("server-only", () => ({}));
const { kycCheckKey, pagePurchaseKey } = await import("@/lib/journeys/shared/idempotency");
const { isWireKey } = await import("@/lib/idempotency/key");

describe("pagePurchaseKey", () => {
  it("is the same on every load of one page for one request and insurer, and hides the requestKey", () => {
    const key = pagePurchaseKey("health", "rk-123", "digit", "digit-product");
    expect(pagePurchaseKey("health", "rk-123", "digit", "digit-product")).toBe(key);
    expect(key).toMatch(/^srv:purchase:[0-9a-f]{40}$/);
    expect(key).not.toContain("rk-123");
    expect(isWireKey(key)).toBe(true);
  });

  it("differs by page, insurer, request and type (the break-in page must not replay into the product page)", () => {
    const key = pagePurchaseKey("motor", "rk-123", "digit", "digit-product");
    expect(pagePurchaseKey("motor", "rk-123", "digit", "break-in-info")).not.toBe(key);
    expect(pagePurchaseKey("motor", "rk-123", "future-genrali", "digit-product")).not.toBe(key);
    expect(pagePurchaseKey("motor", "rk-124", "digit", "digit-product")).not.toBe(key);
    expect(pagePurchaseKey("health", "rk-123", "digit", "digit-product")).not.toBe(key);
  });
});

describe("kycCheckKey", () => {
  it("is the same on a reload, whatever the order of the query", () => {
    const a = kycCheckKey("health", "rk-1", "digit", { kyc: "approved", ref: ["2", "1"] });
    expect(kycCheckKey("health", "rk-1", "digit", { ref: ["1", "2"], kyc: "approved" })).toBe(a);
    expect(a).toMatch(/^srv:kyc-check:[0-9a-f]{40}$/);
  });

  it("the return from the insurer (its own query) is a new check", () => {
    expect(kycCheckKey("health", "rk-1", "digit", { kyc: "approved" })).not.toBe(
      kycCheckKey("health", "rk-1", "digit", {}),
    );
    expect(kycCheckKey("health", "rk-1", "digit", {})).not.toBe(
      kycCheckKey("health", "rk-1", "hdfc-ergo", {}),
    );
  });
});
