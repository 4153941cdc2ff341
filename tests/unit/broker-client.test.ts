import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { clearLog, loggedLines, loggedText } from "../helpers/log-capture";

/** The broker client (broker-api.md "Transport"): envelopes, body status, failure reasons. */

vi.mock("server-only", () => ({}));
vi.mock("@/lib/log/logger", async (importOriginal) =>
  (await import("../helpers/log-capture")).captureLogger(importOriginal),
);

// getEnv() caches process.env on first use: set it before the modules under test are imported.
vi.hoisted(() => {
  process.env.BROKER_API_URL = "http://broker.test";
  process.env.SITE_URL = "https://www.broker.example";
});

const { BROKER_TIMEOUT_MS, brokerFetch, brokerUrl } = await import("@/lib/api/client");
const { envelope } = await import("@/lib/api/envelope");

const BASE = "http://broker.test";
const item = envelope(z.object({ id: z.string() }));
const list = envelope(z.array(z.object({ id: z.string() })));

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  clearLog();
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe("brokerFetch: successful answers", () => {
  it("returns ok with the parsed body for a 200 envelope", async () => {
    server.use(
      http.post(`${BASE}/thing`, () =>
        HttpResponse.json({
          status: 200,
          message: "done",
          data: { id: "L-1", extra: true },
          meta: { count: 1 },
        }),
      ),
    );
    const result = await brokerFetch({
      method: "POST",
      path: "/thing",
      body: { a: 1 },
      schema: item,
    });
    expect(result).toEqual({
      ok: true,
      status: 200,
      body: { status: 200, message: "done", data: { id: "L-1" }, meta: { count: 1 } },
    });
    expect(loggedLines()).toEqual([]);
  });

  it("sends JSON with the content type, accept and extra headers on a POST", async () => {
    let seen: { method: string; headers: Headers; body: unknown } | undefined;
    server.use(
      http.post(`${BASE}/thing`, async ({ request }) => {
        seen = { method: request.method, headers: request.headers, body: await request.json() };
        return HttpResponse.json({ status: 200, data: { id: "x" } });
      }),
    );
    await brokerFetch({
      method: "POST",
      path: "/thing",
      body: { name: "Asha", n: 2 },
      headers: { "idempotency-key": "key-12345678" },
      schema: item,
    });
    expect(seen?.method).toBe("POST");
    expect(seen?.body).toEqual({ name: "Asha", n: 2 });
    expect(seen?.headers.get("content-type")).toBe("application/json");
    expect(seen?.headers.get("accept")).toBe("application/json");
    expect(seen?.headers.get("idempotency-key")).toBe("key-12345678");
  });

  it("sends a GET without a body or content type", async () => {
    let seen: { headers: Headers; body: string } | undefined;
    server.use(
      http.get(`${BASE}/things`, async ({ request }) => {
        seen = { headers: request.headers, body: await request.text() };
        return HttpResponse.json({ status: 200, data: [{ id: "a" }, { id: "b" }] });
      }),
    );
    const result = await brokerFetch({
      method: "GET",
      path: "/things",
      schema: list,
      next: { revalidate: 60 },
    });
    expect(result).toEqual({
      ok: true,
      status: 200,
      body: { status: 200, data: [{ id: "a" }, { id: "b" }] },
    });
    expect(seen?.body).toBe("");
    expect(seen?.headers.get("content-type")).toBeNull();
    expect(seen?.headers.get("accept")).toBe("application/json");
  });

  it("decides on the body status: HTTP 500 with body status 200 is ok", async () => {
    server.use(
      http.post(`${BASE}/thing`, () =>
        HttpResponse.json({ status: 200, data: { id: "z" } }, { status: 500 }),
      ),
    );
    const result = await brokerFetch({ method: "POST", path: "/thing", schema: item });
    expect(result).toEqual({ ok: true, status: 200, body: { status: 200, data: { id: "z" } } });
  });

  it("uses the HTTP status when the body has no numeric status", async () => {
    const noStatus = z.object({ data: z.object({ id: z.string() }) });
    server.use(
      http.post(`${BASE}/thing`, () => HttpResponse.json({ data: { id: "n" } }, { status: 201 })),
    );
    const result = await brokerFetch({ method: "POST", path: "/thing", schema: noStatus });
    expect(result).toEqual({ ok: true, status: 201, body: { data: { id: "n" } } });
  });

  it("exports the 15 s default timeout of the contract", () => {
    expect(BROKER_TIMEOUT_MS).toBe(15_000);
  });
});

describe("brokerFetch: failures", () => {
  it("body status 500 with HTTP 200 → not ok, reason status, status 500", async () => {
    server.use(
      http.post(`${BASE}/thing`, () =>
        HttpResponse.json({ status: 500, message: "Lead store down" }),
      ),
    );
    const result = await brokerFetch({ method: "POST", path: "/thing", schema: item });
    expect(result).toEqual({
      ok: false,
      status: 500,
      reason: "status",
      message: "Lead store down",
    });
  });

  it("HTTP 500 with a JSON envelope → status 500, reason status, the broker's message", async () => {
    server.use(
      http.post(`${BASE}/thing`, () =>
        HttpResponse.json({ status: 500, message: "Internal error" }, { status: 500 }),
      ),
    );
    const result = await brokerFetch({ method: "POST", path: "/thing", schema: item });
    expect(result).toEqual({ ok: false, status: 500, reason: "status", message: "Internal error" });
  });

  it("a non-2xx answer without a message gets a generated one", async () => {
    server.use(
      http.get(`${BASE}/thing`, () => HttpResponse.json({ status: 404 }, { status: 404 })),
    );
    const result = await brokerFetch({ method: "GET", path: "/thing", schema: item });
    expect(result).toEqual({
      ok: false,
      status: 404,
      reason: "status",
      message: "GET /thing: status 404",
    });
  });

  it("uses the HTTP status of a body without numeric status (string status ignored)", async () => {
    server.use(
      http.post(`${BASE}/thing`, () =>
        HttpResponse.json({ status: "200", message: "Bad gateway" }, { status: 502 }),
      ),
    );
    const result = await brokerFetch({ method: "POST", path: "/thing", schema: item });
    expect(result).toEqual({ ok: false, status: 502, reason: "status", message: "Bad gateway" });
  });

  it("HTTP 500 with a non-JSON body → reason non-json", async () => {
    server.use(
      http.post(`${BASE}/thing`, () =>
        HttpResponse.text("<html>Bad Gateway</html>", { status: 500 }),
      ),
    );
    const result = await brokerFetch({ method: "POST", path: "/thing", schema: item });
    expect(result).toEqual({
      ok: false,
      status: 500,
      reason: "non-json",
      message: "POST /thing: answer is not JSON (HTTP 500)",
    });
  });

  it("HTTP 200 with an empty body → reason non-json", async () => {
    server.use(http.get(`${BASE}/thing`, () => new HttpResponse(null, { status: 200 })));
    const result = await brokerFetch({ method: "GET", path: "/thing", schema: item });
    expect(result).toMatchObject({ ok: false, status: 500, reason: "non-json" });
  });

  it("a hang past timeoutMs → reason timeout, quickly", async () => {
    server.use(
      http.post(`${BASE}/slow`, async () => {
        await delay("infinite");
        return HttpResponse.json({ status: 200, data: { id: "never" } });
      }),
    );
    const started = performance.now();
    const result = await brokerFetch({
      method: "POST",
      path: "/slow",
      schema: item,
      timeoutMs: 200,
    });
    const elapsed = performance.now() - started;
    expect(result).toEqual({
      ok: false,
      status: 500,
      reason: "timeout",
      message: "POST /slow: timed out",
    });
    expect(elapsed).toBeGreaterThanOrEqual(150);
    expect(elapsed).toBeLessThan(5_000);
  });

  it("a network error → reason network", async () => {
    server.use(http.post(`${BASE}/thing`, () => HttpResponse.error()));
    const result = await brokerFetch({ method: "POST", path: "/thing", schema: item });
    expect(result).toEqual({
      ok: false,
      status: 500,
      reason: "network",
      message: "POST /thing: network error",
    });
  });

  it.each([
    ["data of the wrong type", { status: 200, data: { id: 42 } }],
    ["data missing", { status: 200 }],
    ["a non-integer status", { status: 200.5, data: { id: "x" } }],
    ["JSON null", null],
    ["a JSON array", [{ id: "x" }]],
  ])("a 2xx body with %s → reason invalid-shape", async (_label, body) => {
    server.use(http.post(`${BASE}/thing`, () => HttpResponse.json(body)));
    const result = await brokerFetch({ method: "POST", path: "/thing", schema: item });
    expect(result).toEqual({
      ok: false,
      status: 500,
      reason: "invalid-shape",
      message: "POST /thing: answer does not match the contract",
    });
  });

  it("logs the path and reason only, never the body", async () => {
    server.use(
      http.post(`${BASE}/thing`, () =>
        HttpResponse.json({ status: 200, data: { id: 1, phone: "9876543210" } }),
      ),
    );
    await brokerFetch({
      method: "POST",
      path: "/thing",
      body: { email: "asha@example.com" },
      schema: item,
    });
    expect(loggedLines()).toEqual([
      expect.objectContaining({
        area: "broker",
        method: "POST",
        path: "/thing",
        status: 500,
        reason: "invalid-shape",
      }),
    ]);
    expect(loggedText()).not.toMatch(/9876543210|asha@example\.com/);
  });
});

describe("brokerUrl and query parameters", () => {
  it("encodes query parameters and drops undefined ones", async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${BASE}/policy/blog/get/blogs`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ status: 200, data: [] });
      }),
    );
    const result = await brokerFetch({
      method: "GET",
      path: "/policy/blog/get/blogs",
      query: { key: "All & more/?#=", pageNo: 1, limit: 12, skip: undefined },
      schema: list,
    });
    expect(result.ok).toBe(true);
    expect(url?.searchParams.get("key")).toBe("All & more/?#=");
    expect(url?.searchParams.get("pageNo")).toBe("1");
    expect(url?.searchParams.get("limit")).toBe("12");
    expect(url?.searchParams.has("skip")).toBe(false);
    expect(url?.search).toBe("?key=All+%26+more%2F%3F%23%3D&pageNo=1&limit=12");
  });

  it("builds the absolute URL under BROKER_API_URL", () => {
    expect(brokerUrl("/lead/form/create/new/lead", { keyId: "posp" })).toBe(
      "http://broker.test/lead/form/create/new/lead?keyId=posp",
    );
    expect(brokerUrl("/policy/blog/get/blogs/abc")).toBe(
      "http://broker.test/policy/blog/get/blogs/abc",
    );
  });
});

describe("brokerFetch without BROKER_API_URL", () => {
  it("fails with reason config and makes no request", async () => {
    const saved = process.env.BROKER_API_URL;
    const requests: string[] = [];
    server.events.on("request:start", ({ request }) => {
      requests.push(request.url);
    });
    try {
      delete process.env.BROKER_API_URL;
      vi.resetModules();
      const fresh = await import("@/lib/api/client");
      expect(fresh.brokerUrl("/thing")).toBeNull();
      const result = await fresh.brokerFetch({ method: "GET", path: "/thing", schema: item });
      expect(result).toEqual({
        ok: false,
        status: 503,
        reason: "config",
        message: "BROKER_API_URL is not set",
      });
      expect(requests).toEqual([]);
    } finally {
      process.env.BROKER_API_URL = saved;
      server.events.removeAllListeners();
    }
  });
});
