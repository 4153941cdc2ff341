import { beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The health quote's follow-up lead (spec 3 "Client lead payload from health quote"): sent after
 * the answer, and queued in the outbox — not dropped — when the broker does not take it.
 */

vi.mock("server-only", () => ({}));
const afterTasks: (() => Promise<void>)[] = [];
vi.mock("next/server", () => ({ after: (task: () => Promise<void>) => afterTasks.push(task) }));
vi.mock("@/lib/api/leads", () => ({ createLead: vi.fn() }));
vi.mock("@/lib/outbox/enqueue", () => ({ enqueueLead: vi.fn() }));
vi.mock("@/lib/api/health", () => ({ submitHealthQuote: vi.fn() }));

process.env.SITE_URL = "https://www.broker.example";

const { createLead } = await import("@/lib/api/leads");
const { enqueueLead } = await import("@/lib/outbox/enqueue");
const { submitHealthQuote } = await import("@/lib/api/health");
const { submitQuote } = await import("@/lib/journeys/health/quote-action");
const { quoteLeadKey } = await import("@/lib/journeys/health/quote-lead-key");

const draft = {
  audience: "customer",
  pospNumber: "",
  name: "Asha Verma",
  phone: "9876543210",
  email: "asha@example.com",
  adults: "1",
  kids: "0",
  pincode: "400072",
  insuredPersons: [{ dob: "31/01/1990", gender: "Female", relation: "Self" }],
};

beforeEach(() => {
  vi.resetAllMocks();
  afterTasks.length = 0;
  vi.mocked(submitHealthQuote).mockResolvedValue({
    ok: true,
    status: 200,
    data: { key: "K-9" },
  } as never);
  vi.mocked(enqueueLead).mockResolvedValue("job-1");
});

describe("the health quote's follow-up lead", () => {
  it("is queued in the outbox with its derived key when the broker call fails", async () => {
    vi.mocked(createLead).mockResolvedValue({
      status: 500,
      message: "Failed to update lead",
      reason: "network",
    });
    expect(await submitQuote(draft, "3f2c9a1e-8b4d-4c6a-9e0f-1a2b3c4d5e6f")).toEqual({
      ok: true,
      next: "/insurance-compare/health/K-9",
    });
    await Promise.all(afterTasks.map((t) => t()));
    expect(enqueueLead).toHaveBeenCalledTimes(1);
    expect(vi.mocked(enqueueLead).mock.calls[0]).toEqual([
      expect.objectContaining({ businessType: "Health", clientType: "Individual" }),
      quoteLeadKey("K-9"),
    ]);
  });

  it("is not queued when the broker accepts it", async () => {
    vi.mocked(createLead).mockResolvedValue({ status: 200, data: { id: "L-1" } });
    await submitQuote(draft, "3f2c9a1e-8b4d-4c6a-9e0f-1a2b3c4d5e6f");
    await Promise.all(afterTasks.map((t) => t()));
    expect(enqueueLead).not.toHaveBeenCalled();
  });

  it("has one key per quote, the same on every try, without the requestKey in clear", () => {
    expect(quoteLeadKey("K-9")).toBe(quoteLeadKey("K-9"));
    expect(quoteLeadKey("K-9")).not.toBe(quoteLeadKey("K-10"));
    expect(quoteLeadKey("K-9")).not.toContain("K-9");
  });
});
