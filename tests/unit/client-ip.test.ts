import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { clientIp } = await import("@/lib/rate-limit/client-ip");
const { stampSocketAddress, SOCKET_ADDRESS_HEADER } = await import("@/lib/security/socket-address");

const h = (entries: Record<string, string>) => new Headers(entries);

/**
 * The one client-address rule of every limiter (issue 24, items 5 and 10): the trusted proxy's
 * X-Real-IP only with TRUST_PROXY=1, the socket address otherwise, never X-Forwarded-For.
 */
describe("clientIp", () => {
  const spoofed = {
    "x-forwarded-for": "1.2.3.4, 198.51.100.7",
    "x-real-ip": "198.51.100.9",
    [SOCKET_ADDRESS_HEADER]: "203.0.113.5",
  };

  it("without TRUST_PROXY: the socket address; X-Real-IP and X-Forwarded-For are not believed", () => {
    expect(clientIp(h(spoofed), {})).toBe("203.0.113.5");
    expect(clientIp(h({ "x-forwarded-for": "1.2.3.4" }), {})).toBe("unknown");
  });

  it("with TRUST_PROXY=1: the proxy's X-Real-IP, never X-Forwarded-For's first hop", () => {
    expect(clientIp(h(spoofed), { TRUST_PROXY: "1" })).toBe("198.51.100.9");
    expect(
      clientIp(h({ "x-forwarded-for": "1.2.3.4", [SOCKET_ADDRESS_HEADER]: "127.0.0.1" }), {
        TRUST_PROXY: "1",
      }),
    ).toBe("127.0.0.1");
  });

  it("does not believe a value that is not an IP address", () => {
    expect(clientIp(h({ "x-real-ip": "x".repeat(500) }), { TRUST_PROXY: "1" })).toBe("unknown");
    expect(clientIp(h({ [SOCKET_ADDRESS_HEADER]: "evil" }), {})).toBe("unknown");
  });

  it("the HTTP entry point overwrites whatever a client sent as the socket address", () => {
    const request = {
      headers: { [SOCKET_ADDRESS_HEADER]: "10.0.0.1" } as Record<string, string>,
      socket: { remoteAddress: "::ffff:203.0.113.8" },
    };
    stampSocketAddress(request as never);
    expect(request.headers[SOCKET_ADDRESS_HEADER]).toBe("::ffff:203.0.113.8");
  });
});
