import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { clientIp } = await import("@/lib/rate-limit/client-ip");

const h = (entries: Record<string, string>) => new Headers(entries);

/** The address the per-IP limits count: the proxy's word only when TRUST_PROXY=1. */
describe("clientIp", () => {
  it("behind the trusted proxy: the first hop of X-Forwarded-For", () => {
    expect(
      clientIp(h({ "x-forwarded-for": "198.51.100.7, 10.0.0.2", "x-real-ip": "10.0.0.2" }), {
        TRUST_PROXY: "1",
      }),
    ).toBe("198.51.100.7");
  });

  it("without TRUST_PROXY a forged first hop is not believed: X-Real-IP, else the last hop", () => {
    expect(
      clientIp(h({ "x-forwarded-for": "1.2.3.4, 198.51.100.7", "x-real-ip": "198.51.100.9" }), {}),
    ).toBe("198.51.100.9");
    expect(clientIp(h({ "x-forwarded-for": "1.2.3.4, 198.51.100.7" }), {})).toBe("198.51.100.7");
  });

  it("falls back to 'unknown' and never returns more than 64 characters", () => {
    expect(clientIp(h({}), {})).toBe("unknown");
    expect(clientIp(h({ "x-real-ip": "x".repeat(500) }), {})).toHaveLength(64);
  });
});
