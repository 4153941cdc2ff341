import { beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The server side of every lead form (`acceptLead`), with the broker call and the outbox mocked:
 * server-set lead fields, the form table, keys, the honeypot, the limits, and what the visitor
 * is told when the broker fails.
 */

vi.mock("server-only", () => ({}));
vi.mock("@/lib/api/leads", () => ({ createLead: vi.fn() }));
vi.mock("@/lib/outbox/enqueue", () => ({ enqueueLead: vi.fn() }));

const { createLead } = await import("@/lib/api/leads");
const { enqueueLead } = await import("@/lib/outbox/enqueue");
const { acceptLead, LEAD_MESSAGES } = await import("@/lib/leads/accept-lead");
const { resetLimiters } = await import("@/lib/rate-limit/limiter");
const { RATE_LIMITED_MESSAGE } = await import("@/lib/rate-limit/message");

const createLeadMock = vi.mocked(createLead);
const enqueueMock = vi.mocked(enqueueLead);

const KEY = "3f2c9a1e-8b4d-4c6a-9e0f-1a2b3c4d5e6f";
const fields = {
  firstName: "  Asha ",
  lastName: "Rao",
  phone: "+91 98765 43210",
  email: " asha@example.com ",
  town: "  Pune ",
  remarks: "   ",
};
const request = (over: Record<string, unknown> = {}) => ({
  form: "page:/home-insurance",
  fields,
  key: KEY,
  website: "",
  ...over,
});
let ipCounter = 0;
/** A fresh client address per test, so the limits of one test do not reach the next. */
const freshIp = () => `203.0.113.${++ipCounter}`;

beforeEach(() => {
  createLeadMock.mockReset();
  createLeadMock.mockResolvedValue({ status: 200, data: { id: "L-1" } });
  enqueueMock.mockReset();
  enqueueMock.mockResolvedValue("job-1");
  resetLimiters();
});

describe("acceptLead: the server sets the lead's fields", () => {
  it("sends the parsed fields with leadSource, clientType and businessType from the server", async () => {
    // The broker's lead id is the visitor's reference (the thank-you page shows it).
    expect(await acceptLead(request(), freshIp())).toEqual({
      ok: true,
      queued: false,
      reference: "L-1",
    });
    expect(createLeadMock).toHaveBeenCalledTimes(1);
    const [lead, key] = createLeadMock.mock.calls[0]!;
    expect(lead).toEqual({
      firstName: "Asha",
      lastName: "Rao",
      phone: "9876543210",
      email: "asha@example.com",
      town: "Pune",
      leadSource: "SureShield Website",
      clientType: "Business New",
      businessType: "Home",
    });
    expect(key).toBe(`web:lead:${KEY}`);
  });

  it("ignores a crafted leadSource, clientType and businessType in the body (keyId follows the page)", async () => {
    const crafted = {
      ...fields,
      leadSource: "ATTACKER-CAMPAIGN",
      clientType: "Individual",
      businessType: "posp",
    };
    await acceptLead(
      { ...request(), fields: crafted, businessType: "posp", leadSource: "ATTACKER-CAMPAIGN" },
      freshIp(),
    );
    expect(createLeadMock.mock.calls[0]![0]).toMatchObject({
      leadSource: "SureShield Website",
      clientType: "Business New",
      businessType: "Home",
    });
  });

  it.each([
    ["page:/posp", "posp"],
    ["page:/jobs", "Health"],
    ["page:/contact", "General"],
    ["consultation:/cyber-insurance", "Cyber"],
    ["consultation:/blog/some-post", "General"],
  ])("form %s → businessType %s", async (form, businessType) => {
    await acceptLead(request({ form }), freshIp());
    expect(createLeadMock.mock.calls[0]![0].businessType).toBe(businessType);
  });

  it.each([
    ["page:/blog"],
    ["page:/POSP"],
    ["admin:/posp"],
    ["/posp"],
    [""],
    [42],
    ["page:/posp/../x"],
    ["consultation:https://evil.example"],
  ])("refuses the unknown form identifier %j with a message and sends nothing", async (form) => {
    expect(await acceptLead(request({ form }), freshIp())).toEqual({
      ok: false,
      message: LEAD_MESSAGES.reload,
    });
    expect(createLeadMock).not.toHaveBeenCalled();
  });
});

describe("acceptLead: keys", () => {
  it.each([
    ["bad\r\nkey-0000000000"],
    ["x".repeat(5000)],
    ["../../../etc/passwd"],
    [""],
    [undefined],
    ["short"],
  ])("refuses the malformed key %j with a message, never sends without a key", async (key) => {
    expect(await acceptLead(request({ key }), freshIp())).toEqual({
      ok: false,
      message: LEAD_MESSAGES.reload,
    });
    expect(createLeadMock).not.toHaveBeenCalled();
  });
});

describe("acceptLead: invalid fields", () => {
  it("returns a message per field and sends nothing", async () => {
    const result = await acceptLead(
      request({ fields: { ...fields, phone: "12345", email: "not-an-email" } }),
      freshIp(),
    );
    expect(result).toEqual({
      ok: false,
      message: LEAD_MESSAGES.invalid,
      fieldErrors: {
        phone: "Enter a 10-digit mobile number starting with 6, 7, 8 or 9",
        email: "Enter a valid e-mail address, like name@example.com",
      },
    });
    expect(createLeadMock).not.toHaveBeenCalled();
  });

  it("refuses NUL or a lone surrogate beside the field: never sent, never queued (issue 24, item 12)", async () => {
    for (const remarks of ["after six\u0000", "half \uD83D emoji"]) {
      const result = await acceptLead(request({ fields: { ...fields, remarks } }), freshIp());
      expect(result.ok === false && result.fieldErrors?.remarks).toBe(
        "Remove the unusual characters from your message",
      );
    }
    expect(createLeadMock).not.toHaveBeenCalled();
    expect(enqueueMock).not.toHaveBeenCalled();
  });

  it("answers wrong-typed fields with field errors, not an exception", async () => {
    const result = await acceptLead(request({ fields: { ...fields, firstName: 1 } }), freshIp());
    expect(result.ok === false && result.fieldErrors?.firstName).toBeTruthy();
  });
});

describe("acceptLead: the honeypot", () => {
  it("answers ok to a filled `website` field and sends nothing", async () => {
    expect(await acceptLead(request({ website: "https://spam.example" }), freshIp())).toEqual({
      ok: true,
      queued: false,
      reference: expect.stringMatching(/^SS-[0-9A-F]{8}$/),
    });
    expect(createLeadMock).not.toHaveBeenCalled();
    expect(enqueueMock).not.toHaveBeenCalled();
  });
});

describe("acceptLead: the broker fails", () => {
  it.each([
    [
      "a network error",
      { status: 500, message: "Failed to update lead", reason: "network" as const },
    ],
    ["a timeout", { status: 500, message: "Failed to update lead", reason: "timeout" as const }],
    ["a 500", { status: 500, message: "down" }],
    ["a 503", { status: 503, message: "down" }],
    ["a 429", { status: 429, message: "slow down" }],
  ])(
    "%s → queued in the outbox with the same key; the visitor is told it is received",
    async (_label, answer) => {
      createLeadMock.mockResolvedValue(answer);
      // A queued lead's reference is made by the site from its key.
      expect(await acceptLead(request(), freshIp())).toEqual({
        ok: true,
        queued: true,
        reference: expect.stringMatching(/^SS-[0-9A-F]{8}$/),
      });
      expect(enqueueMock).toHaveBeenCalledTimes(1);
      expect(enqueueMock.mock.calls[0]![1]).toBe(`web:lead:${KEY}`);
      expect(enqueueMock.mock.calls[0]![0]).toMatchObject({
        businessType: "Home",
        phone: "9876543210",
      });
    },
  );

  it("a 400 (invalid data) is not queued and the visitor is asked to check the details", async () => {
    createLeadMock.mockResolvedValue({ status: 400, message: "Invalid lead" });
    expect(await acceptLead(request(), freshIp())).toEqual({
      ok: false,
      message: LEAD_MESSAGES.rejected,
    });
    expect(enqueueMock).not.toHaveBeenCalled();
  });

  it("an outbox that cannot store the lead is not hidden from the visitor", async () => {
    createLeadMock.mockResolvedValue({
      status: 500,
      message: "Failed to update lead",
      reason: "network",
    });
    enqueueMock.mockRejectedValue(new Error("disk full"));
    expect(await acceptLead(request(), freshIp())).toEqual({
      ok: false,
      message: LEAD_MESSAGES.failed,
    });
  });
});

describe("acceptLead: abuse limits", () => {
  it("stops one connection after 30 leads in 10 minutes, with the message beside the button", async () => {
    const ip = freshIp();
    const results = [];
    for (let i = 0; i < 32; i++) {
      // A different phone each time, so only the per-IP limit applies.
      const phone = `9${String(100000000 + i)}`;
      results.push(await acceptLead(request({ fields: { ...fields, phone } }), ip));
    }
    expect(results.slice(0, 30).every((r) => r.ok)).toBe(true);
    expect(results[30]).toEqual({ ok: false, message: RATE_LIMITED_MESSAGE, limited: true });
    expect(createLeadMock).toHaveBeenCalledTimes(30);
    expect(RATE_LIMITED_MESSAGE).toBe(
      "Too many requests in a short time. Please wait a few minutes and try again.",
    );
  });

  it("stops one phone number after 15 leads in an hour from one connection, and only there", async () => {
    const ip = freshIp();
    const results = [];
    for (let i = 0; i < 16; i++) results.push(await acceptLead(request(), ip));
    expect(results.slice(0, 15).every((r) => r.ok)).toBe(true);
    expect(results[15]).toMatchObject({ ok: false, limited: true });
    // Someone else's connection can still send a lead for that number (issue 24, item 11).
    expect(await acceptLead(request(), freshIp())).toMatchObject({ ok: true });
  });

  it("lets a family fill every lead form of the site (12 page panels and the dialog) from one connection with one phone", async () => {
    const ip = freshIp();
    const forms = [
      "/home-insurance",
      "/travel-insurance",
      "/marine-insurance",
      "/mto-insurance",
      "/cyber-insurance",
      "/life-insurance",
      "/posp",
      "/jobs",
      "/health-insurance",
      "/motor-insurance",
      "/claims",
      "/contact",
    ];
    const ids = [...forms.map((path) => `page:${path}`), "consultation:/"];
    for (const form of ids)
      expect(await acceptLead(request({ form }), ip)).toEqual({
        ok: true,
        queued: false,
        reference: expect.any(String),
      });
    expect(createLeadMock).toHaveBeenCalledTimes(13);
  });
});
