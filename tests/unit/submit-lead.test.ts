import { beforeEach, describe, expect, it, vi } from "vitest";
import { createLead } from "@/lib/api/leads";
import { submitLead } from "@/lib/leads/submit-lead";

/** The lead form's server action, with the broker call mocked. */

vi.mock("@/lib/api/leads", () => ({ createLead: vi.fn() }));

const createLeadMock = vi.mocked(createLead);

const RETRY_MESSAGE =
  "We could not send your request just now. Your details are still here, so please try again in a moment.";
const KEY = "3f2c9a1e-8b4d-4c6a-9e0f-1a2b3c4d5e6f";

const input = {
  firstName: "  Asha ",
  lastName: "Rao",
  phone: "+91 98765 43210",
  email: " asha@example.com ",
  companyName: "",
  town: "  Pune ",
  remarks: "   ",
  leadSource: "home-insurance",
  clientType: "Individual",
  businessType: "Home",
};

const parsedLead = {
  firstName: "Asha",
  lastName: "Rao",
  phone: "9876543210",
  email: "asha@example.com",
  town: "Pune",
  leadSource: "home-insurance",
  clientType: "Individual",
  businessType: "Home",
};

beforeEach(() => {
  createLeadMock.mockReset();
  createLeadMock.mockResolvedValue({ status: 200, data: { id: "L-1" } });
});

describe("submitLead: invalid input", () => {
  it("returns fieldErrors keyed by field and does not call the broker", async () => {
    const result = await submitLead({ ...input, phone: "12345", email: "not-an-email" }, KEY);
    expect(result).toEqual({
      ok: false,
      message: "Please check the highlighted fields.",
      fieldErrors: {
        phone: "Enter a 10-digit mobile number starting with 6, 7, 8 or 9",
        email: "Enter a valid e-mail address, like name@example.com",
      },
    });
    expect(createLeadMock).not.toHaveBeenCalled();
  });

  it("keeps the first message of a field with several issues", async () => {
    const result = await submitLead({ ...input, email: "", phone: "" }, KEY);
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.fieldErrors).toEqual({
      email: "Enter your e-mail address",
      phone: "Enter your mobile number",
    });
    expect(createLeadMock).not.toHaveBeenCalled();
  });

  it("reports name, optional-field and lead-type errors", async () => {
    const result = await submitLead(
      {
        ...input,
        firstName: "",
        lastName: "R2",
        town: "t".repeat(61),
        businessType: "Motor",
        clientType: "x",
      },
      KEY,
    );
    expect(result.ok === false && result.fieldErrors).toMatchObject({
      firstName: "Enter your first name",
      lastName: "Use letters only in your last name",
      town: "Keep the town under 60 characters",
    });
    expect(result.ok === false && Object.keys(result.fieldErrors ?? {}).sort()).toEqual([
      "businessType",
      "clientType",
      "firstName",
      "lastName",
      "town",
    ]);
    expect(createLeadMock).not.toHaveBeenCalled();
  });

  it.each([
    ["null", null],
    ["a string", "lead"],
    ["an empty object", {}],
  ])("refuses %s without calling the broker", async (_label, value) => {
    const result = await submitLead(value, KEY);
    expect(result).toMatchObject({ ok: false, message: "Please check the highlighted fields." });
    expect(createLeadMock).not.toHaveBeenCalled();
  });
});

describe("submitLead: valid input", () => {
  it("calls createLead once with the parsed lead and the idempotency key", async () => {
    const result = await submitLead(input, KEY);
    expect(result).toEqual({ ok: true });
    expect(createLeadMock).toHaveBeenCalledTimes(1);
    const [lead, key] = createLeadMock.mock.calls[0]!;
    expect(lead).toEqual(parsedLead);
    expect(lead.companyName).toBeUndefined();
    expect(lead.remarks).toBeUndefined();
    expect(key).toBe(KEY);
  });

  it.each([
    ["a broker 500", { status: 500, message: "Lead store down" }],
    ["the spec-8 fallback", { status: 500, message: "Failed to update lead" }],
    ["a broker 422", { status: 422, message: "phone: invalid" }],
    ["a 2xx that is not 200", { status: 201, data: { id: "L-2" } }],
  ])("returns ok false with the retry message for %s", async (_label, answer) => {
    createLeadMock.mockResolvedValue(answer);
    const result = await submitLead(input, KEY);
    expect(result).toStrictEqual({ ok: false, message: RETRY_MESSAGE });
    expect(createLeadMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["too short", "abc1234"],
    ["with spaces", "key with spaces 123"],
    ["with punctuation", "key_12345678"],
    ["a header-injection attempt", "abcdefgh\r\nx-evil: 1"],
    ["too long", "a".repeat(101)],
    ["empty", ""],
    ["not a string", 12345678 as unknown as string],
  ])("passes an undefined key when the idempotency key is %s", async (_label, key) => {
    const result = await submitLead(input, key);
    expect(result).toEqual({ ok: true });
    expect(createLeadMock).toHaveBeenCalledTimes(1);
    expect(createLeadMock).toHaveBeenCalledWith(parsedLead, undefined);
  });

  it.each([
    ["8 characters", "abcd1234"],
    ["100 characters", "A".repeat(100)],
    ["a UUID", KEY],
  ])("passes a well-formed key of %s", async (_label, key) => {
    await submitLead(input, key);
    expect(createLeadMock).toHaveBeenCalledWith(parsedLead, key);
  });

  it("routes a POSP applicant lead as businessType posp", async () => {
    await submitLead({ ...input, businessType: "posp", leadSource: "posp" }, KEY);
    expect(createLeadMock).toHaveBeenCalledWith(
      { ...parsedLead, businessType: "posp", leadSource: "posp" },
      KEY,
    );
  });
});
