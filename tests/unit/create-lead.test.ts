import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loggedLines } from "../helpers/log-capture";
import type { Lead } from "@/lib/leads/lead-schema";

/**
 * `createLead` against an MSW broker (broker-api.md "Content and leads"): the request it sends,
 * the broker's answers passed through, and the spec-8 fallback for failed calls.
 */

vi.mock("server-only", () => ({}));
vi.mock("@/lib/log/logger", async (importOriginal) =>
  (await import("../helpers/log-capture")).captureLogger(importOriginal),
);

vi.hoisted(() => {
  process.env.BROKER_API_URL = "http://broker.test";
  process.env.SITE_URL = "https://www.broker.example";
});

const { createLead } = await import("@/lib/api/leads");

const LEAD_URL = "http://broker.test/lead/form/create/new/lead";
const FALLBACK = { status: 500, message: "Failed to update lead" };
const KEY = "web:lead:0b7c4a52-2f7e-4a8e-9a59-3d1f0c7a9e11";

const lead: Lead = {
  firstName: "Asha",
  lastName: "Rao",
  phone: "9876543210",
  email: "asha@example.com",
  companyName: "Rao Traders",
  remarks: "Please call after 5 pm",
  town: undefined,
  city: undefined,
  comment: undefined,
  leadSource: "home-insurance",
  clientType: "Individual",
  businessType: "Home",
};

type Seen = { url: URL; headers: Headers; body: unknown };

const server = setupServer();

/** Answers the lead call with `answer` and records every request it receives. */
function brokerAnswers(answer: () => Response | Promise<Response>): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.post(LEAD_URL, async ({ request }) => {
      seen.push({
        url: new URL(request.url),
        headers: request.headers,
        body: await request.json(),
      });
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

describe("createLead: the request", () => {
  it("posts the lead as JSON with keyId=client and the idempotency key", async () => {
    const seen = brokerAnswers(() =>
      HttpResponse.json({ status: 200, message: "Lead created", data: { id: "L-42" } }),
    );
    const result = await createLead(lead, "0b7c4a52-2f7e-4a8e-9a59-3d1f0c7a9e11");

    expect(result).toEqual({ status: 200, message: "Lead created", data: { id: "L-42" } });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.url.pathname).toBe("/lead/form/create/new/lead");
    expect(request?.url.search).toBe("?keyId=client");
    expect(request?.headers.get("idempotency-key")).toBe("0b7c4a52-2f7e-4a8e-9a59-3d1f0c7a9e11");
    expect(request?.headers.get("content-type")).toBe("application/json");
    expect(request?.body).toEqual(lead);
  });

  it("uses keyId=posp for a POSP applicant", async () => {
    const seen = brokerAnswers(() => HttpResponse.json({ status: 200, data: { id: "P-1" } }));
    const result = await createLead(
      { ...lead, businessType: "posp", leadSource: "posp" },
      "posp-key-0001",
    );
    expect(result).toEqual({ status: 200, data: { id: "P-1" } });
    expect(seen[0]?.url.searchParams.getAll("keyId")).toEqual(["posp"]);
    expect(seen[0]?.body).toMatchObject({ businessType: "posp" });
  });

  it.each(["General", "Home", "Cyber", "Life", "Travel", "Marine", "MTO", "Health"] as const)(
    "uses keyId=client for %s",
    async (businessType) => {
      const seen = brokerAnswers(() => HttpResponse.json({ status: 200, data: { id: "C-1" } }));
      await createLead({ ...lead, businessType }, KEY);
      expect(seen[0]?.url.searchParams.getAll("keyId")).toEqual(["client"]);
    },
  );

  it("passes a longer timeout when asked (the outbox worker waits longer than a visitor)", async () => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    brokerAnswers(() => HttpResponse.json({ status: 200, data: { id: "L-1" } }));
    await createLead(lead, KEY, { timeoutMs: 30_000 });
    expect(timeout).toHaveBeenCalledWith(30_000);
  });

  it("sends no undefined optional fields", async () => {
    const seen = brokerAnswers(() => HttpResponse.json({ status: 200, data: { id: "L-1" } }));
    await createLead({ ...lead, companyName: undefined, remarks: undefined }, KEY);
    expect(seen[0]?.body).toEqual({
      firstName: "Asha",
      lastName: "Rao",
      phone: "9876543210",
      email: "asha@example.com",
      leadSource: "home-insurance",
      clientType: "Individual",
      businessType: "Home",
    });
    expect(Object.keys(seen[0]?.body as object)).not.toContain("companyName");
  });
});

describe("createLead: the broker's answers", () => {
  it("200 → { status: 200, data: { id } }", async () => {
    brokerAnswers(() => HttpResponse.json({ status: 200, data: { id: "L-7" } }));
    expect(await createLead(lead, KEY)).toEqual({ status: 200, data: { id: "L-7" } });
  });

  it("200 without data is still accepted", async () => {
    brokerAnswers(() => HttpResponse.json({ status: 200, message: "Duplicate ignored" }));
    expect(await createLead(lead, KEY)).toEqual({ status: 200, message: "Duplicate ignored" });
  });

  it("HTTP 500 with a JSON envelope → its status and message", async () => {
    brokerAnswers(() =>
      HttpResponse.json({ status: 500, message: "Lead store down" }, { status: 500 }),
    );
    expect(await createLead(lead, KEY)).toEqual({ status: 500, message: "Lead store down" });
  });

  it("a 4xx envelope passes its status and message through", async () => {
    brokerAnswers(() =>
      HttpResponse.json({ status: 422, message: "phone: invalid" }, { status: 422 }),
    );
    expect(await createLead(lead, KEY)).toEqual({ status: 422, message: "phone: invalid" });
  });

  it("body status wins over HTTP 200", async () => {
    brokerAnswers(() => HttpResponse.json({ status: 409, message: "Conflict" }, { status: 200 }));
    expect(await createLead(lead, KEY)).toEqual({ status: 409, message: "Conflict" });
  });

  it("HTTP 500 with a non-JSON body → the spec-8 fallback", async () => {
    brokerAnswers(() => HttpResponse.text("Internal Server Error", { status: 500 }));
    expect(await createLead(lead, KEY)).toStrictEqual({ ...FALLBACK, reason: "non-json" });
  });

  it("HTTP 200 with a non-JSON body → the spec-8 fallback", async () => {
    brokerAnswers(() => HttpResponse.text("OK"));
    expect(await createLead(lead, KEY)).toStrictEqual({ ...FALLBACK, reason: "non-json" });
  });

  it("a 2xx body of the wrong shape → the spec-8 fallback", async () => {
    brokerAnswers(() => HttpResponse.json({ status: 200, data: { id: 42 } }));
    expect(await createLead(lead, KEY)).toStrictEqual({ ...FALLBACK, reason: "invalid-shape" });
  });

  it("a network error → the spec-8 fallback", async () => {
    server.use(http.post(LEAD_URL, () => HttpResponse.error()));
    expect(await createLead(lead, KEY)).toStrictEqual({ ...FALLBACK, reason: "network" });
  });

  it("a timeout → the spec-8 fallback, with the 15 s default asked for", async () => {
    const originalTimeout = AbortSignal.timeout.bind(AbortSignal);
    const timeout = vi.spyOn(AbortSignal, "timeout").mockImplementation(() => originalTimeout(100));
    server.use(
      http.post(LEAD_URL, async () => {
        await delay("infinite");
        return HttpResponse.json({ status: 200, data: { id: "never" } });
      }),
    );
    const started = performance.now();
    const result = await createLead(lead, "timeout-key-0001");
    expect(result).toStrictEqual({ ...FALLBACK, reason: "timeout" });
    expect(timeout).toHaveBeenCalledWith(15_000);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(loggedLines()).toContainEqual(
      expect.objectContaining({
        area: "broker",
        method: "POST",
        path: "/lead/form/create/new/lead",
        reason: "timeout",
      }),
    );
  });
});

describe("createLead without BROKER_API_URL", () => {
  it("returns the spec-8 fallback", async () => {
    const saved = process.env.BROKER_API_URL;
    try {
      delete process.env.BROKER_API_URL;
      vi.resetModules();
      const fresh = await import("@/lib/api/leads");
      expect(await fresh.createLead(lead, KEY)).toStrictEqual({ ...FALLBACK, reason: "config" });
    } finally {
      process.env.BROKER_API_URL = saved;
    }
  });
});
