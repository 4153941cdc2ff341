import { beforeEach, describe, expect, it, vi } from "vitest";

/** Per-IP and per-phone limits of the quote and KYC actions, through the guard the actions call. */

vi.mock("server-only", () => ({}));
let requestHeaders: Headers | null = null;
vi.mock("next/headers", () => ({
  headers: async () => {
    if (!requestHeaders) throw new Error("headers() outside a request");
    return requestHeaders;
  },
}));

const { rateLimitMessage } = await import("@/lib/rate-limit/guard");
const { resetLimiters } = await import("@/lib/rate-limit/limiter");
const { RATE_LIMITED_MESSAGE } = await import("@/lib/rate-limit/message");

const from = (ip: string) => {
  requestHeaders = new Headers({ "x-site-socket-address": ip });
};

beforeEach(() => {
  resetLimiters();
  requestHeaders = null;
  delete process.env.DATABASE_URL;
});

async function count(times: number, call: () => Promise<string | null>) {
  const results: (string | null)[] = [];
  for (let i = 0; i < times; i++) results.push(await call());
  return results;
}

describe("rateLimitMessage", () => {
  it("quotes: 20 per IP in 10 minutes, then the message", async () => {
    from("198.51.100.1");
    const results = await count(21, () =>
      rateLimitMessage("quote", `98${String(10000000 + Math.floor(Math.random() * 89999999))}`),
    );
    expect(results.slice(0, 20).every((r) => r === null)).toBe(true);
    expect(results[20]).toBe(RATE_LIMITED_MESSAGE);
  });

  it("quotes: 10 per phone number in an hour from one client", async () => {
    from("198.51.100.60");
    const results = await count(11, () => rateLimitMessage("quote", "9876543210"));
    expect(results.slice(0, 10).every((r) => r === null)).toBe(true);
    expect(results[10]).toBe(RATE_LIMITED_MESSAGE);
  });

  it("a stranger cannot lock someone else's phone number out (issue 24, item 11)", async () => {
    from("203.0.113.66");
    await count(12, () => rateLimitMessage("quote", "9876500000"));
    expect(await rateLimitMessage("quote", "9876500000")).toBe(RATE_LIMITED_MESSAGE);
    // The number's owner, from their own connection, is not affected.
    from("198.51.100.61");
    expect(await rateLimitMessage("quote", "9876500000")).toBeNull();
  });

  it("spoofed X-Forwarded-For / X-Real-IP headers do not lift the limit (issue 24, item 5)", async () => {
    const results: (string | null)[] = [];
    for (let i = 0; i < 21; i++) {
      requestHeaders = new Headers({
        "x-site-socket-address": "198.51.100.62",
        "x-forwarded-for": `10.9.8.${i}`,
        "x-real-ip": `10.9.7.${i}`,
      });
      results.push(await rateLimitMessage("quote"));
    }
    expect(results[20]).toBe(RATE_LIMITED_MESSAGE);
  });

  it("the message blames no connection and names no phone number (the form adds its call line)", () => {
    expect(RATE_LIMITED_MESSAGE).toBe(
      "Too many requests in a short time. Please wait a few minutes and try again.",
    );
  });

  it("KYC check page: 30 per IP in 10 minutes", async () => {
    from("198.51.100.77");
    const results = await count(31, () => rateLimitMessage("kyc"));
    expect(results.filter((r) => r === null)).toHaveLength(30);
    expect(results[30]).toBe(RATE_LIMITED_MESSAGE);
  });

  it("counts each connection on its own", async () => {
    from("198.51.100.200");
    await count(20, () => rateLimitMessage("quote"));
    from("198.51.100.201");
    expect(await rateLimitMessage("quote")).toBeNull();
  });

  it("counts nothing outside a request", async () => {
    expect(await rateLimitMessage("quote", "9876543210")).toBeNull();
  });
});

describe("RATE_LIMIT_MULTIPLIER (test stacks)", () => {
  it("multiplies the limits; a malformed value counts as 1", async () => {
    from("198.51.100.250");
    process.env.RATE_LIMIT_MULTIPLIER = "2";
    resetLimiters();
    expect(
      (await count(41, () => rateLimitMessage("quote"))).filter((r) => r === null),
    ).toHaveLength(40);
    process.env.RATE_LIMIT_MULTIPLIER = "lots";
    resetLimiters();
    expect(
      (await count(21, () => rateLimitMessage("quote"))).filter((r) => r === null),
    ).toHaveLength(20);
    delete process.env.RATE_LIMIT_MULTIPLIER;
  });
});
