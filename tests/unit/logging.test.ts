import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { clearLog, loggedLines, loggedText } from "../helpers/log-capture";

/**
 * Honest logs (issue 9): a failing broker call, a failed journey step and a request error log
 * method, path template, status and reason, never a requestKey, phone, e-mail, name or the
 * broker's message text; the redact list censors those fields where they slip in.
 */

vi.mock("server-only", () => ({}));
vi.mock("@/lib/log/logger", async (importOriginal) =>
  (await import("../helpers/log-capture")).captureLogger(importOriginal),
);
vi.mock("@/lib/api/motor", () => ({
  getMotorMemberData: vi.fn(),
  updateMotorMember: vi.fn(),
  triggerMotorPurchase: vi.fn(),
}));

vi.hoisted(() => {
  process.env.BROKER_API_URL = "http://broker.test";
  process.env.SITE_URL = "https://www.broker.example";
});

const { brokerFetch } = await import("@/lib/api/client");
const { logger } = await import("@/lib/log/logger");
const { pathTemplate } = await import("@/lib/log/path-template");
const motorApi = await import("@/lib/api/motor");
const { saveMotorMember, motorBuyNow } = await import("@/lib/journeys/motor/actions");
const { onRequestError } = await import("@/instrumentation");

const REQUEST_KEY = "RK-7f3a9c2e51";
const PHONE = "9876543210";
const EMAIL = "asha.rao@example.com";
const NAME = "Asha";
const BROKER_TEXT = `Mobile ${PHONE} of ${NAME} Rao <${EMAIL}> already has request ${REQUEST_KEY}`;
const secrets = [REQUEST_KEY, PHONE, EMAIL, NAME, BROKER_TEXT, "already has request"];

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  clearLog();
  server.resetHandlers();
  vi.clearAllMocks();
});

function expectNoSecrets() {
  const text = loggedText();
  expect(text).not.toBe("");
  for (const secret of secrets) expect(text).not.toContain(secret);
}

describe("a failing broker call", () => {
  it.each([
    [
      "a 409 with the broker's message",
      () => HttpResponse.json({ status: 409, message: BROKER_TEXT }, { status: 409 }),
      409,
      "status",
    ],
    [
      "a 500 echoing the body",
      () =>
        HttpResponse.json(
          { status: 500, message: BROKER_TEXT, data: { phone: PHONE } },
          { status: 500 },
        ),
      500,
      "status",
    ],
    [
      "a non-JSON answer",
      () => new HttpResponse(`<h1>${BROKER_TEXT}</h1>`, { status: 502 }),
      500,
      "non-json",
    ],
    [
      "a 200 of the wrong shape",
      () => HttpResponse.json({ status: 200, data: { email: EMAIL } }),
      500,
      "invalid-shape",
    ],
    ["a network error", () => HttpResponse.error(), 500, "network"],
  ])(
    "%s logs method, path template, status and reason only",
    async (_label, answer, status, reason) => {
      server.use(http.post(`http://broker.test/motor/api/${REQUEST_KEY}/update/member`, answer));
      const result = await brokerFetch({
        method: "POST",
        path: `/motor/api/${REQUEST_KEY}/update/member`,
        body: { requestKey: REQUEST_KEY, data: { firstName: NAME, mobile: PHONE, email: EMAIL } },
        schema: z.object({ status: z.number(), data: z.object({ id: z.string() }) }),
      });
      expect(result.ok).toBe(false);
      expectNoSecrets();
      expect(loggedLines()).toEqual([
        expect.objectContaining({
          level: status < 500 ? 40 : 50,
          area: "broker",
          method: "POST",
          path: "/motor/api/:param/update/member",
          status,
          reason,
          msg: "broker call failed",
        }),
      ]);
    },
  );
});

describe("failed journey steps", () => {
  it("a refused motor owner save logs the step, status and reason, not the broker's text", async () => {
    vi.mocked(motorApi.updateMotorMember).mockResolvedValue({
      ok: false,
      status: 400,
      reason: "status",
      message: "Something went wrong",
      detail: BROKER_TEXT,
      data: {},
    });
    await saveMotorMember(REQUEST_KEY, {
      firstName: NAME,
      lastName: "Rao",
      dob: "15/08/1988",
      gender: "Female",
      maritalStatus: "Married",
      profession: "",
      occupation: "",
      documentType: "PAN",
      documentId: "ABCDE1234F",
      documentIssueDate: "01/02/2015",
    });
    expectNoSecrets();
    expect(loggedLines()).toEqual([
      expect.objectContaining({ area: "motor", step: "member", status: 400, reason: "status" }),
    ]);
  });

  it("a failed Buy Now logs no broker text", async () => {
    vi.mocked(motorApi.triggerMotorPurchase).mockResolvedValue({
      ok: false,
      status: 500,
      reason: "status",
      message: "Something went wrong",
      detail: BROKER_TEXT,
      data: {},
    } as never);
    await motorBuyNow(REQUEST_KEY, "3f2c9a1e-8b4d-4c6a-9e0f-1a2b3c4d5e6f");
    expect(motorApi.triggerMotorPurchase).toHaveBeenCalled();
    expectNoSecrets();
  });
});

describe("onRequestError", () => {
  it("logs digest, route template, type and method, never the URL or the message", async () => {
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    const error = Object.assign(new Error(BROKER_TEXT), { digest: "3141592653" });
    await onRequestError(
      error,
      {
        path: `/health/${REQUEST_KEY}/member?phone=${PHONE}`,
        method: "POST",
        headers: { cookie: "x" },
      },
      {
        routerKind: "App Router",
        routePath: "/health/[requestKey]/member",
        routeType: "action",
        revalidateReason: undefined,
      },
    );
    vi.unstubAllEnvs();
    expectNoSecrets();
    expect(loggedLines()).toEqual([
      expect.objectContaining({
        level: 50,
        area: "request",
        digest: "3141592653",
        errorName: "Error",
        routePath: "/health/[requestKey]/member",
        routeType: "action",
        method: "POST",
      }),
    ]);
  });
});

describe("the redact list", () => {
  it.each([
    "requestKey",
    "idempotencyKey",
    "phone",
    "mobile",
    "email",
    "name",
    "firstName",
    "lastName",
    "message",
    "body",
    "url",
    "detail",
    "dob",
  ])("censors %s at the top level and one level down", (field) => {
    logger.info({ [field]: `${field}-SECRET`, nested: { [field]: `${field}-SECRET` } }, "x");
    const [line] = loggedLines();
    expect(line?.[field]).toBe("[redacted]");
    expect((line?.nested as Record<string, unknown>)[field]).toBe("[redacted]");
    expect(loggedText()).not.toContain("SECRET");
  });

  it("censors the Idempotency-Key header", () => {
    logger.info({ headers: { "idempotency-key": "web:abc-SECRET" } }, "x");
    expect(loggedText()).not.toContain("SECRET");
  });
});

describe("pathTemplate", () => {
  it.each([
    ["/lead/form/create/new/lead", "/lead/form/create/new/lead"],
    ["/motor/api/RK-123/update", "/motor/api/:param/update"],
    ["/policy/blog/get/blogs/how-to-claim-2026", "/policy/blog/get/blogs/:param"],
    ["/policy/blog/get/blogs/abc?key=x&phone=98765", "/policy/blog/get/blogs/abc"],
    ["/health/a%20b/x", "/health/:param/x"],
  ])("%s → %s", (path, expected) => {
    expect(pathTemplate(path)).toBe(expected);
  });
});
