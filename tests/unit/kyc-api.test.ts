import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { KycRequest } from "@/lib/api/contract/kyc";

/**
 * `kycCheck` and `kycVerify` (`lib/api/kyc.ts`) against an MSW broker: 200 and 202 kept apart,
 * and spec 8's "KYC check failed" / "KYC verification failed" with an empty `data` for every failure.
 */

vi.mock("server-only", () => ({}));

vi.hoisted(() => {
  process.env.BROKER_API_URL = "http://broker.test";
  process.env.SITE_URL = "https://www.broker.example";
});

const { kycCheck, kycVerify } = await import("@/lib/api/kyc");

const CHECK = "http://broker.test/kyc/api/check";
const VERIFY = "http://broker.test/kyc/api/verify";
const request: KycRequest = {
  insuranceType: "health",
  requestKey: "key-1",
  companyName: "future-genrali",
};
/** The check's Idempotency-Key. */
const keyed = { idempotencyKey: "srv:kyc-check:0123456789abcdef0123456789abcdef01234567" };

const server = setupServer();

function answers(url: string, answer: () => Response | Promise<Response>): unknown[] {
  const seen: unknown[] = [];
  server.use(
    http.post(url, async ({ request: r }) => {
      seen.push(await r.json());
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

describe("kycCheck", () => {
  it("202 with redirectUrl and meta.proposalId stays a 202", async () => {
    const data = {
      redirectUrl: "http://sandbox.test/hosted/kyc/future-genrali",
      meta: { proposalId: "FGP-key-1" },
      companyName: "future-genrali",
      insuranceType: "health",
      requestKey: "key-1",
    };
    const seen = answers(CHECK, () => HttpResponse.json({ status: 202, data }, { status: 202 }));
    expect(await kycCheck(request, keyed)).toEqual({ ok: true, status: 202, data });
    expect(seen).toEqual([request]);
  });

  it("hdfc-ergo 200 with iskycVerified 0 and redirect_link", async () => {
    const data = {
      iskycVerified: 0,
      redirect_link: "http://sandbox.test/hosted/kyc/hdfc-ergo?requestKey=key-1",
    };
    answers(CHECK, () => HttpResponse.json({ status: 200, data }));
    expect(await kycCheck({ ...request, companyName: "hdfc-ergo" }, keyed)).toEqual({
      ok: true,
      status: 200,
      data,
    });
  });

  it("a 200 without data gives {}", async () => {
    answers(CHECK, () => HttpResponse.json({ status: 200 }));
    expect(await kycCheck(request, keyed)).toEqual({ ok: true, status: 200, data: {} });
  });

  it.each([
    [
      "a 400 envelope",
      () =>
        HttpResponse.json(
          { status: 400, message: "KYC is not needed for this insurer" },
          { status: 400 },
        ),
      400,
      "status",
    ],
    [
      "a 500 envelope",
      () => HttpResponse.json({ status: 500, message: "down" }, { status: 500 }),
      500,
      "status",
    ],
    ["a non-JSON body", () => HttpResponse.text("oops"), 500, "non-json"],
    [
      "a wrong shape",
      () => HttpResponse.json({ status: 200, data: { iskycVerified: 2 } }),
      500,
      "invalid-shape",
    ],
    ["a network error", () => HttpResponse.error(), 500, "network"],
  ] as const)("%s → 'KYC check failed' and {}", async (_label, answer, status, reason) => {
    answers(CHECK, answer);
    expect(await kycCheck(request, keyed)).toMatchObject({
      ok: false,
      status,
      reason,
      message: "KYC check failed",
      data: {},
    });
  });

  it("a timeout → 'KYC check failed'", async () => {
    server.use(
      http.post(CHECK, async () => {
        await delay("infinite");
        return HttpResponse.json({ status: 200 });
      }),
    );
    expect(await kycCheck(request, { ...keyed, timeoutMs: 80 })).toMatchObject({
      ok: false,
      reason: "timeout",
      message: "KYC check failed",
      data: {},
    });
  });

  it("an incomplete request is refused without calling the broker (spec 5 'KYC routes')", async () => {
    const seen = answers(CHECK, () => HttpResponse.json({ status: 200 }));
    expect(await kycCheck({ ...request, companyName: "" }, keyed)).toMatchObject({
      ok: false,
      status: 400,
      reason: "invalid-request",
      message: "KYC check failed",
      data: {},
    });
    expect(await kycCheck({ ...request, insuranceType: "life" as "health" }, keyed)).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(seen).toEqual([]);
  });

  it("sends its Idempotency-Key; without a valid one it sends nothing", async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(CHECK, ({ request: r }) => {
        keys.push(r.headers.get("idempotency-key"));
        return HttpResponse.json({ status: 200 });
      }),
    );
    expect(await kycCheck(request, keyed)).toMatchObject({ ok: true });
    expect(keys).toEqual([keyed.idempotencyKey]);
    for (const bad of ["", "k".repeat(5_000), "a\r\nb", "has space"]) {
      expect(await kycCheck(request, { idempotencyKey: bad })).toMatchObject({
        ok: false,
        status: 400,
        reason: "invalid-request",
        message: "KYC check failed",
      });
    }
    expect(keys).toHaveLength(1);
  });
});

describe("kycVerify", () => {
  it("hdfc-ergo: iskycVerified, image, message and salutation", async () => {
    const data = {
      iskycVerified: 1,
      image: "http://sandbox.test/assets/kyc/verified.svg",
      message: "Verified",
      salutation: "Dear Asha",
    };
    const seen = answers(VERIFY, () => HttpResponse.json({ status: 200, data }));
    const hdfc = { ...request, companyName: "hdfc-ergo" };
    expect(await kycVerify(hdfc)).toEqual({ ok: true, status: 200, data });
    expect(seen).toEqual([hdfc]);
  });

  it("future-genrali: success and Final_Status pass through", async () => {
    answers(VERIFY, () =>
      HttpResponse.json({ status: 200, data: { success: false, Final_Status: 0 } }),
    );
    expect(await kycVerify(request)).toEqual({
      ok: true,
      status: 200,
      data: { success: false, Final_Status: 0 },
    });
  });

  it.each([
    [
      "a 404 envelope",
      () => HttpResponse.json({ status: 404, message: "Unknown" }, { status: 404 }),
      404,
    ],
    ["a non-JSON body", () => HttpResponse.text("<html>"), 500],
    ["a wrong shape", () => HttpResponse.json({ status: 200, data: { success: "yes" } }), 500],
    ["a network error", () => HttpResponse.error(), 500],
  ] as const)("%s → 'KYC verification failed' and {}", async (_label, answer, status) => {
    answers(VERIFY, answer);
    expect(await kycVerify(request)).toMatchObject({
      ok: false,
      status,
      message: "KYC verification failed",
      data: {},
    });
  });

  it("a timeout → 'KYC verification failed'", async () => {
    server.use(
      http.post(VERIFY, async () => {
        await delay("infinite");
        return HttpResponse.json({ status: 200 });
      }),
    );
    expect(await kycVerify(request, { timeoutMs: 80 })).toMatchObject({
      ok: false,
      reason: "timeout",
      message: "KYC verification failed",
      data: {},
    });
  });

  it("an incomplete request is refused without calling the broker", async () => {
    const seen = answers(VERIFY, () => HttpResponse.json({ status: 200 }));
    expect(await kycVerify({ ...request, requestKey: "" })).toMatchObject({
      ok: false,
      status: 400,
      message: "KYC verification failed",
      data: {},
    });
    expect(seen).toEqual([]);
  });
});
