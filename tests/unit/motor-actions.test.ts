import { beforeEach, describe, expect, it, vi } from "vitest";

/** The motor journey's server actions with the broker calls mocked: validation again, outcomes, the add-on flags sent. */

vi.mock("server-only", () => ({}));
vi.mock("@/lib/api/motor", () => ({
  getMotorMemberData: vi.fn(),
  updateMotorMember: vi.fn(),
  updateMotorNominee: vi.fn(),
  updateMotorCommunication: vi.fn(),
  getAddOns: vi.fn(),
  updateAddOns: vi.fn(),
  triggerMotorPurchase: vi.fn(),
}));

process.env.SITE_URL = "https://www.broker.example";
process.env.REDIRECT_ALLOWLIST = "https://pay.insurer.example";

const api = await import("@/lib/api/motor");
const { motorBuyNow, saveMotorAddOns, saveMotorCommunication, saveMotorMember, saveMotorNominee } =
  await import("@/lib/journeys/motor/actions");

/** The browser's Idempotency-Key of one Buy Now press. */
const BROWSER_KEY = "0d9c1f7e-3b7a-4a53-9d8e-2f1b6c4a7e10";

const member = {
  firstName: "Asha",
  lastName: "Rao",
  dob: "15/08/1988",
  gender: "Female",
  maritalStatus: "Married",
  profession: "",
  occupation: "",
  documentType: "PAN",
  documentId: "ABCDE1234F",
  documentIssueDate: "01/02/2015",
};

beforeEach(() => vi.clearAllMocks());

describe("motor actions", () => {
  it("saveMotorMember returns errors without saving, then saves dates as yyyy-mm-dd and goes to the nominee", async () => {
    const refused = await saveMotorMember("K-1", { ...member, firstName: "" });
    expect(!refused.ok && refused.fieldErrors?.firstName).toBe("First name is required");
    expect(api.updateMotorMember).not.toHaveBeenCalled();

    vi.mocked(api.updateMotorMember).mockResolvedValue({ ok: true, status: 200, data: {} });
    expect(await saveMotorMember("K-1", member)).toEqual({
      ok: true,
      next: { kind: "go", to: "/motor/K-1/nominee" },
    });
    expect(vi.mocked(api.updateMotorMember).mock.calls[0]?.[1]).toMatchObject({
      dob: "1988-08-15",
      documentIssueDate: "2015-02-01",
    });

    vi.mocked(api.updateMotorMember).mockResolvedValue({
      ok: false,
      status: 500,
      reason: "status",
      message: "Something went wrong",
      detail: "",
      data: {},
    });
    expect(await saveMotorMember("K-1", member)).toEqual({
      ok: true,
      next: { kind: "go", to: "/" },
    });
  });

  it("saveMotorNominee: 200 → communication, failure → /motor/thank-you", async () => {
    vi.mocked(api.getMotorMemberData).mockResolvedValue({
      ok: true,
      status: 200,
      data: { nominee: { lastName: "Rao" } },
    } as never);
    vi.mocked(api.updateMotorNominee).mockResolvedValue({ ok: true, status: 200, data: {} });
    expect(
      await saveMotorNominee("K-1", {
        firstName: "",
        lastName: "",
        dob: "",
        gender: "",
        relation: "",
      }),
    ).toEqual({ ok: true, next: { kind: "go", to: "/motor/K-1/communication" } });
    // A blank field is never sent over a saved one (issue 23).
    expect(vi.mocked(api.updateMotorNominee).mock.calls[0]?.[1]).toMatchObject({ lastName: "Rao" });
    vi.mocked(api.updateMotorNominee).mockResolvedValue({
      ok: false,
      status: 409,
      reason: "status",
      message: "Something went wrong",
      detail: "",
      data: {},
    });
    expect(
      await saveMotorNominee("K-1", {
        firstName: "Ravi",
        lastName: "",
        dob: "",
        gender: "",
        relation: "",
      }),
    ).toEqual({ ok: true, next: { kind: "go", to: "/motor/thank-you" } });
  });

  it("saveMotorCommunication follows an allowed URL and refuses others", async () => {
    const values = { street: "", city: "", pincode: "411001", email: "", mobile: "" };
    vi.mocked(api.getMotorMemberData).mockResolvedValue({
      ok: true,
      status: 200,
      data: { communication: { pincode: 400001, city: "Pune" } },
    } as never);
    vi.mocked(api.updateMotorCommunication).mockResolvedValue({
      ok: true,
      status: 200,
      data: { url: "/motor/K-1/add-ons" },
    });
    expect(await saveMotorCommunication("K-1", values)).toEqual({
      ok: true,
      next: { kind: "go", to: "/motor/K-1/add-ons" },
    });
    vi.mocked(api.updateMotorCommunication).mockResolvedValue({
      ok: true,
      status: 200,
      data: { url: "https://evil.example/" },
    });
    expect(await saveMotorCommunication("K-1", values)).toEqual({
      ok: true,
      next: { kind: "go", to: "/motor/thank-you" },
    });
    const bad = await saveMotorCommunication("K-1", { ...values, pincode: "12" });
    expect(!bad.ok && bad.fieldErrors?.pincode).toBeTruthy();
  });

  it("saveMotorAddOns rebuilds the flags from the broker's catalogue (compulsory on, hidden and unknown codes dropped)", async () => {
    vi.mocked(api.getAddOns).mockResolvedValue({
      ok: true,
      status: 200,
      data: {
        pACover: {
          sectionTitle: "PA",
          data: [{ code: "paOwner", displayName: "Owner", available: true, premium: 375 }],
        },
        unnamedPA: { sectionTitle: "Unnamed", data: [] },
        addons: {
          sectionTitle: "Add-ons",
          data: [
            { code: "zeroDep", displayName: "Zero dep", available: true, premium: 2000 },
            { code: "evShieldX", displayName: "EV", available: true, premium: 1 },
          ],
        },
        accessories: { sectionTitle: "Accessories", data: [] },
        legalLiability: { sectionTitle: "LL", data: [] },
      },
    });
    vi.mocked(api.updateAddOns).mockResolvedValue({
      ok: true,
      status: 200,
      data: { url: "/motor/K-1/final-quote" },
    });
    expect(
      await saveMotorAddOns("K-1", {
        paOwner: false,
        zeroDep: true,
        evShieldX: true,
        injected: true,
      }),
    ).toEqual({ ok: true, next: { kind: "go", to: "/motor/K-1/final-quote" } });
    expect(vi.mocked(api.updateAddOns).mock.calls[0]?.[1]).toEqual({
      paOwner: true,
      zeroDep: true,
    });
  });

  it("saveMotorAddOns opened from the review returns to the final quote after a save, not after a failure", async () => {
    const item = { code: "zeroDep", displayName: "Zero dep", available: true, premium: 2000 };
    vi.mocked(api.getAddOns).mockResolvedValue({
      ok: true,
      status: 200,
      data: {
        pACover: { sectionTitle: "PA", data: [] },
        unnamedPA: { sectionTitle: "Unnamed", data: [] },
        addons: { sectionTitle: "Add-ons", data: [item] },
        accessories: { sectionTitle: "Accessories", data: [] },
        legalLiability: { sectionTitle: "LL", data: [] },
      },
    });
    vi.mocked(api.updateAddOns).mockResolvedValue({
      ok: true,
      status: 200,
      data: { url: "/motor/K-1/some-next-step" },
    });
    expect(await saveMotorAddOns("K-1", { zeroDep: true }, true)).toEqual({
      ok: true,
      next: { kind: "go", to: "/motor/K-1/final-quote" },
    });
    expect(await saveMotorAddOns("K-1", { zeroDep: true })).toEqual({
      ok: true,
      next: { kind: "go", to: "/motor/K-1/some-next-step" },
    });
    vi.mocked(api.updateAddOns).mockResolvedValue({
      ok: false,
      status: 500,
      reason: "status",
      message: "",
      detail: "",
      data: {},
    });
    expect(await saveMotorAddOns("K-1", { zeroDep: true }, true)).toEqual({
      ok: true,
      next: { kind: "go", to: "/motor/thank-you" },
    });
  });

  it("saveMotorAddOns goes to /motor/thank-you when the catalogue cannot be loaded, without saving", async () => {
    vi.mocked(api.getAddOns).mockResolvedValue({
      ok: false,
      status: 500,
      reason: "network",
      message: "Something went wrong",
      detail: "",
      data: {},
    });
    expect(await saveMotorAddOns("K-1", {})).toEqual({
      ok: true,
      next: { kind: "go", to: "/motor/thank-you" },
    });
    expect(api.updateAddOns).not.toHaveBeenCalled();
  });

  it("motorBuyNow applies the Buy Now rules to the broker's answer", async () => {
    vi.mocked(api.triggerMotorPurchase).mockResolvedValue({
      ok: true,
      status: 200,
      meta: {
        companyName: "digit",
        productType: "motor",
        isMotorInspectionNeeded: true,
        isMotorInspectionDone: false,
      },
      data: { paymentUrl: "/motor/K-1/break-in-info", policyNumber: "D1", memberName: "Asha Rao" },
    });
    expect(await motorBuyNow("K-1", BROWSER_KEY)).toEqual({
      kind: "go",
      to: "/motor/K-1/break-in-info",
    });
    expect(api.triggerMotorPurchase).toHaveBeenCalledWith("K-1", {
      idempotencyKey: `web:purchase:${BROWSER_KEY}`,
    });
    vi.mocked(api.triggerMotorPurchase).mockResolvedValue({
      ok: false,
      status: 500,
      reason: "network",
      message: "Something went wrong",
      detail: "",
      meta: {},
      data: {},
    });
    expect(await motorBuyNow("K-1", BROWSER_KEY)).toEqual({ kind: "go", to: "/motor/thank-you" });
    expect(await motorBuyNow("../K", BROWSER_KEY)).toEqual({ kind: "go", to: "/motor/thank-you" });
  });

  it("motorBuyNow refuses a missing or malformed Idempotency-Key and triggers nothing", async () => {
    vi.mocked(api.triggerMotorPurchase).mockClear();
    for (const key of [
      undefined,
      "a".repeat(5_000),
      "0d9c1f7e-3b7a\r\nX: 1",
      "../../0d9c1f7e-3b7a-4a53",
    ]) {
      expect(await motorBuyNow("K-1", key)).toEqual({ kind: "go", to: "/motor/thank-you" });
    }
    expect(api.triggerMotorPurchase).not.toHaveBeenCalled();
  });
});
