import { beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The motor quote form (spec 3 "Motor quote form values", 4 and 5 "Motor quote form", 8): its
 * steps, per-step schemas and request, and the server action with the broker call mocked.
 */

vi.mock("server-only", () => ({}));
vi.mock("@/lib/api/motor", () => ({ submitMotorQuote: vi.fn() }));

const api = await import("@/lib/api/motor");
/** The browser's Idempotency-Key of one submission, and the broker key the server makes of it. */
const BROWSER_KEY = "0d9c1f7e-3b7a-4a53-9d8e-2f1b6c4a7e10";
const KEYED = { idempotencyKey: `web:motor-quote:${BROWSER_KEY}` };
/** Browser keys the server refuses (lib/idempotency/key.ts): missing, CRLF, 5,000 characters, a path. */
const BAD_BROWSER_KEYS: [string, unknown][] = [
  ["missing", undefined],
  ["not a string", 42],
  ["CRLF", "0d9c1f7e-3b7a-4a53\r\nX-Injected: 1"],
  ["5,000 characters", "a".repeat(5_000)],
  ["a path", "../../0d9c1f7e-3b7a-4a53-9d8e"],
];
const REFUSED = "We could not send this form safely. Please reload the page and try again.";

const { motorQuoteSchema } = await import("@/lib/api/contract/motor");
const { submitMotorQuoteDraft } = await import("@/lib/journeys/motor/quote-action");
const { motorQuoteNext } = await import("@/lib/journeys/motor/quote-next");
const {
  emptyMotorDraft,
  motorDraftSchema,
  motorStepSchemas,
  motorStepsFor,
  pospRequiredMessage,
  toMotorQuoteRequest,
} = await import("@/lib/journeys/motor/quote");

/** The first message of each field of a parse, as the form shows it beside the field. */
const messages = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  const out: Record<string, string> = {};
  if (!r.success) for (const i of r.error?.issues ?? []) out[i.path.join(".")] ??= i.message;
  return out;
};

const REQUIRED_RC = "Enter your vehicle number, like MH12AB1234";
const INVALID_RC = "Enter a valid vehicle number, like MH12AB1234 or 22BH1234AA";
const FAILURE = "Sorry we cannot help you at the moment. Please try again.";

const contact = { name: "Asha Rao", phone: "+91 98765 43210", email: "asha@example.com" };
const customer = { ...emptyMotorDraft(), ...contact, rcNo: "mh 12 ab-1234" };
const agent = {
  ...emptyMotorDraft(),
  ...contact,
  audience: "agent" as const,
  pospNumber: "POSP-001",
  vehicleNumber: "22 bh 1234 aa",
};

describe("steps", () => {
  it("customer: vehicle and contact, then the vehicle number to confirm; agent: POSP, contact, vehicle", () => {
    expect(motorStepsFor("customer")).toEqual(["vehicleAndContact", "confirmVehicle"]);
    expect(motorStepsFor("agent")).toEqual(["posp", "contact", "vehicle"]);
  });

  it("starts on the customer tab with every field empty", () => {
    expect(emptyMotorDraft()).toEqual({
      audience: "customer",
      rcNo: "",
      name: "",
      phone: "",
      email: "",
      pospNumber: "",
      vehicleNumber: "",
    });
  });
});

describe("step schemas", () => {
  it("gives every required message on an empty step", () => {
    const empty = emptyMotorDraft();
    expect(messages(motorStepSchemas.vehicleAndContact.safeParse(empty))).toEqual({
      rcNo: REQUIRED_RC,
      name: "Enter your name",
      phone: "Enter your mobile number",
      email: "Enter your e-mail address",
    });
    expect(messages(motorStepSchemas.confirmVehicle.safeParse(empty))).toEqual({
      rcNo: REQUIRED_RC,
    });
    expect(messages(motorStepSchemas.posp.safeParse(empty))).toEqual({
      pospNumber: "Enter your POSP number",
    });
    expect(messages(motorStepSchemas.posp.safeParse({ pospNumber: "   " }))).toEqual({
      pospNumber: pospRequiredMessage,
    });
    expect(messages(motorStepSchemas.contact.safeParse(empty))).toEqual({
      name: "Enter your name",
      phone: "Enter your mobile number",
      email: "Enter your e-mail address",
    });
    expect(messages(motorStepSchemas.vehicle.safeParse(empty))).toEqual({
      vehicleNumber: REQUIRED_RC,
    });
  });

  it("refuses a bad name, mobile, e-mail and POSP number with the contract's messages", () => {
    expect(
      messages(
        motorStepSchemas.contact.safeParse({ name: "Asha 2", phone: "12345", email: "asha@" }),
      ),
    ).toEqual({
      name: "Use letters only in your name",
      phone: "Enter a 10-digit mobile number starting with 6, 7, 8 or 9",
      email: "Enter a valid e-mail address, like name@example.com",
    });
    expect(
      messages(motorStepSchemas.contact.safeParse({ ...contact, phone: "5876543210" })),
    ).toEqual({
      phone: "Enter a 10-digit mobile number starting with 6, 7, 8 or 9",
    });
    expect(messages(motorStepSchemas.posp.safeParse({ pospNumber: "POSP 001" }))).toEqual({
      pospNumber: "Enter a valid POSP number",
    });
    expect(messages(motorStepSchemas.posp.safeParse({ pospNumber: "P".repeat(31) }))).toEqual({
      pospNumber: "Keep the POSP number under 30 characters",
    });
  });

  it("normalises the mobile number (+91, 0, spaces and dashes) to 10 digits", () => {
    for (const phone of ["+91 98765 43210", "09876543210", "98765-43210", "919876543210"])
      expect(motorStepSchemas.contact.parse({ ...contact, phone }).phone).toBe("9876543210");
  });

  it.each([
    ["MH12AB1234", "MH12AB1234"],
    ["mh 12 ab 1234", "MH12AB1234"],
    ["mh-12-ab-1234", "MH12AB1234"],
    ["DL3CAB1234", "DL3CAB1234"],
    ["ka 05 m 7777", "KA05M7777"],
    ["22BH1234AA", "22BH1234AA"],
    ["22 bh 1234 aa", "22BH1234AA"],
    ["25-BH-0001-Z", "25BH0001Z"],
  ])("accepts %j as %s in both vehicle steps", (typed, normalised) => {
    expect(motorStepSchemas.confirmVehicle.parse({ rcNo: typed })).toEqual({ rcNo: normalised });
    expect(motorStepSchemas.vehicle.parse({ vehicleNumber: typed })).toEqual({
      vehicleNumber: normalised,
    });
    expect(motorStepSchemas.vehicleAndContact.parse({ ...contact, rcNo: typed }).rcNo).toBe(
      normalised,
    );
  });

  it.each([
    "MH12AB123",
    "XX12AB1234",
    "MH00AB1234",
    "MH12AB0000",
    "20BH1234AA",
    "22BH1234IO",
    "22BH123AA",
    "12MH1234AB",
    "MH12 AB 1234 <",
  ])("refuses %j", (typed) => {
    expect(messages(motorStepSchemas.confirmVehicle.safeParse({ rcNo: typed }))).toEqual({
      rcNo: INVALID_RC,
    });
    expect(messages(motorStepSchemas.vehicle.safeParse({ vehicleNumber: typed }))).toEqual({
      vehicleNumber: INVALID_RC,
    });
  });
});

describe("whole draft and request", () => {
  it("checks only the chosen tab's steps", () => {
    expect(motorDraftSchema.safeParse(customer).success).toBe(true);
    expect(motorDraftSchema.safeParse(agent).success).toBe(true);
    // The customer's rcNo is not needed by an agent, nor the agent's fields by a customer.
    expect(motorDraftSchema.safeParse({ ...agent, rcNo: "nonsense" }).success).toBe(true);
    expect(
      messages(motorDraftSchema.safeParse({ ...customer, pospNumber: "", vehicleNumber: "x" })),
    ).toEqual({});
    expect(
      messages(motorDraftSchema.safeParse({ ...agent, pospNumber: "", vehicleNumber: "MH12" })),
    ).toEqual({
      pospNumber: pospRequiredMessage,
      vehicleNumber: INVALID_RC,
    });
  });

  it("treats missing or non-text fields as empty, and refuses an unknown tab", () => {
    expect(
      messages(motorDraftSchema.safeParse({ audience: "customer", phone: 9876543210 })),
    ).toEqual({
      rcNo: REQUIRED_RC,
      name: "Enter your name",
      phone: "Enter your mobile number",
      email: "Enter your e-mail address",
    });
    expect(motorDraftSchema.safeParse({ ...customer, audience: "admin" }).success).toBe(false);
    expect(motorDraftSchema.safeParse(null).success).toBe(false);
  });

  it("builds the customer's request: rcNo normalised, no agent fields", () => {
    const request = toMotorQuoteRequest({
      ...customer,
      name: "  Asha   Rao ",
      pospNumber: "stale",
      vehicleNumber: "MH01AA0001",
    });
    expect(request).toEqual({
      rcNo: "MH12AB1234",
      name: "Asha Rao",
      phone: "9876543210",
      email: "asha@example.com",
    });
    expect(motorQuoteSchema.safeParse(request).success).toBe(true);
  });

  it("builds the agent's request: the vehicle number as vehicleNumber and rcNo, with the POSP number", () => {
    const request = toMotorQuoteRequest({ ...agent, rcNo: "MH01AA0001" });
    expect(request).toEqual({
      rcNo: "22BH1234AA",
      vehicleNumber: "22BH1234AA",
      pospNumber: "POSP-001",
      name: "Asha Rao",
      phone: "9876543210",
      email: "asha@example.com",
    });
    expect(motorQuoteSchema.parse(request)).toMatchObject({
      rcNo: "22BH1234AA",
      vehicleNumber: "22BH1234AA",
    });
  });
});

describe("submitMotorQuoteDraft", () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });

  it("sends the customer's request and goes on to the vehicle and previous insurance of the key on status 200", async () => {
    vi.mocked(api.submitMotorQuote).mockResolvedValue({
      ok: true,
      status: 200,
      data: { requestKey: "MQ-1" },
    });
    expect(await submitMotorQuoteDraft(customer, BROWSER_KEY)).toEqual({
      ok: true,
      next: "/motor/MQ-1/additional-policy-details",
    });
    expect(api.submitMotorQuote).toHaveBeenCalledTimes(1);
    expect(api.submitMotorQuote).toHaveBeenCalledWith(
      { rcNo: "MH12AB1234", name: "Asha Rao", phone: "9876543210", email: "asha@example.com" },
      KEYED,
    );
  });

  it("sends the agent's request with vehicleNumber, rcNo and pospNumber", async () => {
    vi.mocked(api.submitMotorQuote).mockResolvedValue({
      ok: true,
      status: 200,
      data: { requestKey: "MQ-2" },
    });
    expect(await submitMotorQuoteDraft(agent, BROWSER_KEY)).toEqual({
      ok: true,
      next: "/motor/MQ-2/additional-policy-details",
    });
    expect(api.submitMotorQuote).toHaveBeenCalledWith(
      expect.objectContaining({
        rcNo: "22BH1234AA",
        vehicleNumber: "22BH1234AA",
        pospNumber: "POSP-001",
      }),
      KEYED,
    );
  });

  it.each([
    [
      "a key that is no route segment",
      { ok: true as const, status: 200, data: { requestKey: "../x" } },
    ],
    [
      "a 200 whose body has no requestKey",
      {
        ok: false as const,
        status: 200,
        reason: "invalid-shape" as const,
        message: "",
        detail: "",
        data: {},
      },
    ],
  ])("goes to /motor/thank-you on %s (taken, but no way on online)", async (_label, answer) => {
    vi.mocked(api.submitMotorQuote).mockResolvedValue(
      answer as Awaited<ReturnType<typeof api.submitMotorQuote>>,
    );
    expect(await submitMotorQuoteDraft(customer, BROWSER_KEY)).toEqual({
      ok: true,
      next: "/motor/thank-you",
    });
  });

  it.each([
    [
      "a 500 from the broker",
      {
        ok: false as const,
        status: 500,
        reason: "status" as const,
        message: "Sandbox: simulated broker failure",
      },
    ],
    ["a network failure", { ok: false as const, status: 500, reason: "network" as const }],
    ["a 2xx other than 200", { ok: true as const, status: 202, requestKey: "MQ-3" }],
  ])("answers spec 8's message verbatim on %s", async (_label, answer) => {
    vi.mocked(api.submitMotorQuote).mockResolvedValue(
      answer as Awaited<ReturnType<typeof api.submitMotorQuote>>,
    );
    expect(await submitMotorQuoteDraft(customer, BROWSER_KEY)).toEqual({
      ok: false,
      message: FAILURE,
    });
  });

  it.each(BAD_BROWSER_KEYS)(
    "refuses a %s Idempotency-Key with a message and sends nothing",
    async (_label, key) => {
      expect(await submitMotorQuoteDraft(customer, key)).toEqual({ ok: false, message: REFUSED });
      expect(api.submitMotorQuote).not.toHaveBeenCalled();
    },
  );

  it.each([
    [
      "an empty customer draft",
      emptyMotorDraft(),
      {
        rcNo: REQUIRED_RC,
        name: "Enter your name",
        phone: "Enter your mobile number",
        email: "Enter your e-mail address",
      },
    ],
    ["a bad registration number", { ...customer, rcNo: "MH12AB123" }, { rcNo: INVALID_RC }],
    [
      "an agent without a POSP number",
      { ...agent, pospNumber: "" },
      { pospNumber: pospRequiredMessage },
    ],
    [
      "an agent without a vehicle number",
      { ...agent, vehicleNumber: " " },
      { vehicleNumber: REQUIRED_RC },
    ],
  ])("does not send %s and names the fields", async (_label, draft, fieldErrors) => {
    expect(await submitMotorQuoteDraft(draft)).toEqual({
      ok: false,
      message: FAILURE,
      fieldErrors,
    });
    expect(api.submitMotorQuote).not.toHaveBeenCalled();
  });

  it("does not send what is not a draft", async () => {
    for (const draft of [
      null,
      "rcNo=MH12AB1234",
      { audience: "robot", ...contact, rcNo: "MH12AB1234" },
    ]) {
      expect(await submitMotorQuoteDraft(draft)).toMatchObject({ ok: false, message: FAILURE });
    }
    expect(api.submitMotorQuote).not.toHaveBeenCalled();
  });
});

describe("motorQuoteNext (where a quote goes once the broker answered)", () => {
  it.each([
    [
      "200 with a key",
      { ok: true, status: 200, requestKey: "MQ-9" },
      "/motor/MQ-9/additional-policy-details",
    ],
    [
      "200 with a key that needs encoding",
      { ok: true, status: 200, requestKey: "a.b_c-1" },
      "/motor/a.b_c-1/additional-policy-details",
    ],
    ["200 without a key", { ok: true, status: 200 }, "/motor/thank-you"],
    [
      "200 with a key that is no segment",
      { ok: true, status: 200, requestKey: "a/b" },
      "/motor/thank-you",
    ],
    [
      "200 whose body broke the contract",
      { ok: false, status: 200, reason: "invalid-shape" },
      "/motor/thank-you",
    ],
    ["202 with a key", { ok: true, status: 202, requestKey: "MQ-9" }, null],
    ["a 500", { ok: false, status: 500, reason: "status" }, null],
    ["a timeout", { ok: false, status: 504, reason: "timeout" }, null],
    ["a 200 refused before sending", { ok: false, status: 200, reason: "network" }, null],
  ])("%s", (_label, answer, expected) => {
    expect(motorQuoteNext(answer)).toBe(expected);
  });
});
