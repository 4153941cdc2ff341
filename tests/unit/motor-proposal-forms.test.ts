import { describe, expect, it } from "vitest";
import type { AddOnSections } from "@/lib/api/contract/motor";
import {
  addOnFormDefaults,
  addOnRunningTotal,
  addOnSectionsToShow,
  amountLabel,
  toAddOnSelection,
} from "@/lib/journeys/motor/add-ons";
import {
  DATE_FORMAT_MESSAGE,
  motorMemberFormDefaults,
  validateMotorMember,
  type MotorMemberFormValues,
} from "@/lib/journeys/motor/proposal-forms";

/** The motor owner form and the add-ons step (spec 3 "Motor member form", "Motor add-ons"; spec 5). */

const valid: MotorMemberFormValues = {
  firstName: "Asha",
  lastName: "Rao",
  dob: "15/08/1988",
  gender: "Female",
  maritalStatus: "Widow",
  profession: "",
  occupation: "",
  documentType: "PAN",
  documentId: "abcde 1234f",
  documentIssueDate: "01/02/2015",
};

describe("validateMotorMember", () => {
  it("accepts Widow, leaves profession and occupation optional, and sends dates as yyyy-mm-dd", () => {
    const checked = validateMotorMember(valid);
    expect(checked.ok).toBe(true);
    if (checked.ok)
      expect(checked.data).toMatchObject({
        dob: "1988-08-15",
        documentIssueDate: "2015-02-01",
        maritalStatus: "Widow",
        documentId: "abcde 1234f",
      });
  });

  it("names every required field of spec 5 beside it", () => {
    const checked = validateMotorMember(motorMemberFormDefaults(undefined));
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(Object.keys(checked.errors).sort()).toEqual(
        [
          "documentId",
          "documentIssueDate",
          "documentType",
          "dob",
          "firstName",
          "gender",
          "lastName",
          "maritalStatus",
        ].sort(),
      );
      expect(checked.errors.firstName).toBe("First name is required");
      expect(checked.errors.profession).toBeUndefined();
    }
  });

  it("refuses a date that is not dd/mm/yyyy and a document number that does not fit its type", () => {
    const checked = validateMotorMember({
      ...valid,
      dob: "31/02/1990",
      documentType: "Aadhaar",
      documentId: "1234",
    });
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.errors.dob).toBe(DATE_FORMAT_MESSAGE);
      expect(checked.errors.documentId).toBe("Enter the 12-digit Aadhaar number");
    }
  });

  it("shows saved dates as dd/mm/yyyy", () => {
    expect(motorMemberFormDefaults({ firstName: "Asha", dob: "1988-08-15" })).toMatchObject({
      firstName: "Asha",
      dob: "15/08/1988",
      lastName: "",
    });
  });
});

const sections: AddOnSections = {
  pACover: {
    sectionTitle: "Personal Accident Cover",
    data: [
      { code: "paOwner", displayName: "Owner-driver PA", available: true, premium: 375 },
      { code: "paPaid", displayName: "Paid driver PA", available: true, premium: 100 },
    ],
  },
  unnamedPA: {
    sectionTitle: "Unnamed Passenger Cover",
    data: [
      {
        code: "unnamed",
        displayName: "Unnamed passengers",
        available: true,
        premium: { "50000": 125, "100000": 250 },
      },
    ],
  },
  addons: {
    sectionTitle: "Add-on Covers",
    data: [
      { code: "zeroDep", displayName: "Zero depreciation", available: true, premium: 2400 },
      { code: "rti", displayName: "Return to invoice", available: false, premium: 900 },
      { code: "evShieldBattery", displayName: "EV Shield", available: true, premium: 700 },
    ],
  },
  accessories: { sectionTitle: "Accessories", data: [] },
  legalLiability: {
    sectionTitle: "Legal Liability",
    data: [{ code: "llDriver", displayName: "LL to paid driver", available: true, premium: 50 }],
  },
};

describe("add-ons", () => {
  it("hides evShield items and empty sections, keeping the contract's order", () => {
    const shown = addOnSectionsToShow(sections);
    expect(shown.map((s) => s.key)).toEqual(["pACover", "unnamedPA", "addons", "legalLiability"]);
    expect(shown.flatMap((s) => s.section.data.map((i) => i.code))).not.toContain(
      "evShieldBattery",
    );
  });

  it("starts with the compulsory cover chosen and the first amount of a map premium", () => {
    expect(addOnFormDefaults(sections)).toEqual({
      paOwner: true,
      paPaid: false,
      unnamed: false,
      unnamed__amount: "50000",
      zeroDep: false,
      rti: false,
      llDriver: false,
    });
  });

  it("restores a draft but never unchecks the compulsory cover nor checks an unavailable or hidden item", () => {
    const values = addOnFormDefaults(sections, {
      paOwner: false,
      zeroDep: true,
      rti: true,
      evShieldBattery: true,
      unnamed: true,
      unnamed__amount: "100000",
    });
    expect(values).toMatchObject({
      paOwner: true,
      zeroDep: true,
      rti: false,
      unnamed: true,
      unnamed__amount: "100000",
    });
    expect(values).not.toHaveProperty("evShieldBattery");
  });

  it("submits flags keyed by code, the chosen amount as code__amountKey, and never a hidden code", () => {
    const selection = toAddOnSelection(sections, {
      paOwner: false,
      zeroDep: true,
      unnamed: true,
      unnamed__amount: "100000",
      evShieldBattery: true,
      rti: true,
    });
    expect(selection).toEqual({
      paOwner: true,
      paPaid: false,
      unnamed: true,
      unnamed__100000: true,
      zeroDep: true,
      llDriver: false,
    });
  });

  it("keeps a running total of the chosen add-ons (compulsory cover included, unavailable never counted)", () => {
    expect(addOnRunningTotal(sections, addOnFormDefaults(sections))).toBe(375);
    expect(
      addOnRunningTotal(sections, {
        zeroDep: true,
        rti: true,
        unnamed: true,
        unnamed__amount: "100000",
      }),
    ).toBe(375 + 2400 + 250);
    expect(addOnRunningTotal(sections, { unnamed: false, unnamed__amount: "100000" })).toBe(375);
  });

  it("labels map amounts: rupees with Indian grouping, counts as they are", () => {
    expect(amountLabel("100000")).toBe("₹1,00,000");
    expect(amountLabel("2")).toBe("2");
    expect(amountLabel("gold")).toBe("gold");
  });
});
