import {
  communicationSchema as healthCommunicationSchema,
  nomineeSchema as healthNomineeSchema,
} from "@/lib/api/contract/health";
import { describe, expect, it } from "vitest";
import {
  addOnAmountKey,
  communicationSchema,
  emptyPreviousInsurance,
  hasLapsed,
  motorMemberSchema,
  motorQuoteFieldsSchema,
  motorQuoteSchema,
  nomineeSchema,
  policySearchSchema,
  previousInsurancesSchema,
  previousInsuranceSchema,
  registrationNumberSchema,
  requestKeySchema,
  type AddOnSections,
} from "@/lib/api/contract/motor";
import { addOnTotal, visibleAddOns } from "@/lib/journeys/motor/add-on-rules";
import { hasPolicyDocuments, nbcOptions, previousInsurers } from "@/lib/journeys/motor/options";
import { nomineeRelationLabels, nomineeRelations } from "@/lib/journeys/shared/options";
import { normaliseDate } from "@/lib/validation/dates";
import {
  normaliseRegistrationNumber,
  parseRegistrationNumber,
} from "@/lib/validation/indian-formats";

/** The motor contract (broker-api.md "Motor"; spec 3, 5, 9): schemas, verbatim messages, helpers. */

/** The messages of a failed parse, by dotted path. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  expect(result.success).toBe(false);
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.map(String).join(".");
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

describe("registration numbers", () => {
  it.each([
    ["MH12AB1234", "MH12AB1234"],
    ["mh 12 ab 1234", "MH12AB1234"],
    ["MH-12-AB-1234", "MH12AB1234"],
    ["DL3CAB1234", "DL3CAB1234"],
    ["dl 3c ab 1234", "DL3CAB1234"],
    ["KA05MN0007", "KA05MN0007"],
    ["KA 05 M 7777", "KA05M7777"],
    ["TG09XYZ0001", "TG09XYZ0001"],
    ["22BH1234AA", "22BH1234AA"],
    ["22 bh 1234 a", "22BH1234A"],
    ["25-BH-0001-ZZ", "25BH0001ZZ"],
  ])("accepts %s as %s", (input, normalised) => {
    expect(normaliseRegistrationNumber(input)).toBe(normalised);
    expect(registrationNumberSchema.safeParse(input)).toEqual({ success: true, data: normalised });
  });

  it.each([
    "MH12AB123", // 3 digits
    "MH12AB12345", // 5 digits
    "XX12AB1234", // no such state
    "MH00AB1234", // RTO 00
    "MH12AB0000", // number 0000
    "MH123AB1234", // 3-digit RTO
    "MH12ABCD1234", // 4-letter series
    "12MH1234AB",
    "20BH1234AA", // Bharat series began in 2021
    "22BH1234IO", // I and O are not used
    "22BH0000AA",
    "22BH123AA",
    "MH12 AB 1234 <",
  ])("refuses %s", (input) => {
    expect(parseRegistrationNumber(input)).toBeNull();
    expect(messages(registrationNumberSchema.safeParse(input))).toEqual({
      "": ["Enter a valid vehicle number, like MH12AB1234 or 22BH1234AA"],
    });
  });

  it.each(["", "   ", " - ", undefined])("asks for a missing number (%j)", (input) => {
    expect(messages(registrationNumberSchema.safeParse(input))).toEqual({
      "": ["Enter your vehicle number, like MH12AB1234"],
    });
  });

  it("splits the parts", () => {
    expect(parseRegistrationNumber("DL3CAB1234")).toEqual({
      kind: "state",
      stateCode: "DL",
      rto: "3",
      series: "CAB",
      number: "1234",
    });
    expect(parseRegistrationNumber("22BH1234AA")).toEqual({
      kind: "bharat",
      year: 2022,
      number: "1234",
      series: "AA",
    });
  });
});

describe("motor quote", () => {
  const base = { name: "Asha Rao", phone: "+91 98765 43210", email: "asha@example.com" };

  it("normalises the customer's quote and drops empty optional fields", () => {
    expect(
      motorQuoteSchema.parse({ ...base, rcNo: "mh12 ab-1234", pospNumber: "", vehicleNumber: "" }),
    ).toEqual({
      rcNo: "MH12AB1234",
      name: "Asha Rao",
      phone: "9876543210",
      email: "asha@example.com",
      pospNumber: undefined,
      vehicleNumber: undefined,
    });
  });

  it("takes an agent's vehicleNumber as rcNo", () => {
    const out = motorQuoteSchema.parse({
      ...base,
      pospNumber: "POSP-001",
      vehicleNumber: "22bh1234aa",
    });
    expect(out).toMatchObject({
      rcNo: "22BH1234AA",
      vehicleNumber: "22BH1234AA",
      pospNumber: "POSP-001",
    });
  });

  it("asks for the vehicle number where the visitor types it", () => {
    expect(messages(motorQuoteSchema.safeParse({ ...base, rcNo: "" }))).toEqual({
      rcNo: ["Enter your vehicle number, like MH12AB1234"],
    });
    expect(messages(motorQuoteSchema.safeParse({ ...base, pospNumber: "P1" }))).toEqual({
      vehicleNumber: ["Enter your vehicle number, like MH12AB1234"],
    });
  });

  it("exports the quote's fields one by one, with the same messages, for the form's steps", () => {
    const { shape } = motorQuoteFieldsSchema;
    expect(messages(shape.name.safeParse(" "))).toEqual({ "": ["Enter your name"] });
    expect(shape.phone.parse("+91 98765 43210")).toBe("9876543210");
    expect(messages(shape.email.safeParse("nope"))).toEqual({
      "": ["Enter a valid e-mail address, like name@example.com"],
    });
    expect(messages(shape.pospNumber.safeParse("P 1"))).toEqual({
      "": ["Enter a valid POSP number"],
    });
    // On its own the object does not ask for a vehicle number: the quote schema does.
    expect(motorQuoteFieldsSchema.safeParse(base).success).toBe(true);
    expect(motorQuoteSchema.safeParse(base).success).toBe(false);
  });

  it("refuses a bad number, name, phone and e-mail with their messages", () => {
    expect(
      messages(
        motorQuoteSchema.safeParse({ rcNo: "MH12", name: "", phone: "12345", email: "nope" }),
      ),
    ).toEqual({
      rcNo: ["Enter a valid vehicle number, like MH12AB1234 or 22BH1234AA"],
      name: ["Enter your name"],
      phone: ["Enter a 10-digit mobile number starting with 6, 7, 8 or 9"],
      email: ["Enter a valid e-mail address, like name@example.com"],
    });
  });
});

describe("previous insurance", () => {
  const valid = {
    srNo: 1,
    insuranceCompany: "ICICI",
    policyNumber: "3001/ABC-123",
    startDate: "01/02/2025",
    endDate: "31-01-2026",
    policyType: "comp",
    nbc: "25",
    lastYearClaim: "false",
  };

  it("normalises a valid policy", () => {
    expect(previousInsuranceSchema.parse(valid)).toEqual({
      srNo: 1,
      insuranceCompany: "ICICI",
      policyNumber: "3001/ABC-123",
      startDate: "2025-02-01",
      endDate: "2026-01-31",
      policyType: "comp",
      nbc: 25,
      lastYearClaim: "false",
    });
  });

  it("gives every required message, verbatim, for an empty policy", () => {
    expect(messages(previousInsuranceSchema.safeParse(emptyPreviousInsurance(1)))).toEqual({
      insuranceCompany: ["Company is required"],
      policyNumber: ["Policy number is required"],
      startDate: ["Start date is required"],
      endDate: ["End date is required"],
      policyType: ["Policy type is required"],
      nbc: ["NBC is required"],
      lastYearClaim: ["Last year claim is required"],
    });
  });

  it("gives the same messages for missing fields", () => {
    expect(messages(previousInsuranceSchema.safeParse({ srNo: 1 }))).toEqual({
      insuranceCompany: ["Company is required"],
      policyNumber: ["Policy number is required"],
      startDate: ["Start date is required"],
      endDate: ["End date is required"],
      policyType: ["Policy type is required"],
      nbc: ["NBC is required"],
      lastYearClaim: ["Last year claim is required"],
    });
  });

  it("says 'Invalid date' for unparseable dates", () => {
    expect(
      messages(
        previousInsuranceSchema.safeParse({ ...valid, startDate: "31/02/2025", endDate: "soon" }),
      ),
    ).toEqual({
      startDate: ["Invalid date"],
      endDate: ["Invalid date"],
    });
  });

  it("checks start against end on both fields, even while other fields are missing", () => {
    expect(
      messages(
        previousInsuranceSchema.safeParse({
          ...valid,
          startDate: "2026-02-01",
          endDate: "2026-01-31",
        }),
      ),
    ).toEqual({
      startDate: ["Start must be on or before end"],
      endDate: ["End must be on or after start"],
    });
    expect(
      messages(
        previousInsuranceSchema.safeParse({
          ...emptyPreviousInsurance(1),
          startDate: "02/01/2026",
          endDate: "01/01/2026",
        }),
      ),
    ).toMatchObject({
      startDate: ["Start must be on or before end"],
      endDate: ["End must be on or after start"],
    });
    // Same day is fine.
    expect(previousInsuranceSchema.safeParse({ ...valid, startDate: "2026-01-31" }).success).toBe(
      true,
    );
  });

  it("refuses an unknown company, policy type, NBC and claim value", () => {
    expect(
      messages(
        previousInsuranceSchema.safeParse({
          ...valid,
          insuranceCompany: "NOPE",
          policyType: "full",
          nbc: 15,
          lastYearClaim: "maybe",
        }),
      ),
    ).toEqual({
      insuranceCompany: ["Choose a company from the list"],
      policyType: ["Policy type is required"],
      nbc: ["NBC is required"],
      lastYearClaim: ["Last year claim is required"],
    });
  });

  it("accepts every NBC option and boolean claims", () => {
    for (const nbc of nbcOptions)
      expect(previousInsuranceSchema.parse({ ...valid, nbc }).nbc).toBe(nbc);
    expect(previousInsuranceSchema.parse({ ...valid, lastYearClaim: true }).lastYearClaim).toBe(
      "true",
    );
  });

  it("has 26 insurers with unique short codes", () => {
    expect(previousInsurers).toHaveLength(26);
    expect(new Set(previousInsurers.map((i) => i.code)).size).toBe(26);
  });

  it("drops an untouched insurance 2 and keeps a filled one", () => {
    expect(
      previousInsurancesSchema.parse({ insurances: [valid, emptyPreviousInsurance(2)] }).insurances,
    ).toHaveLength(1);
    expect(previousInsurancesSchema.parse({ insurances: [valid] }).insurances).toHaveLength(1);
    const two = previousInsurancesSchema.parse({
      insurances: [valid, { ...valid, srNo: 2, policyType: "tp" }],
    });
    expect(two.insurances.map((i) => i.srNo)).toEqual([1, 2]);
  });

  it("validates a partly filled insurance 2 and requires insurance 1", () => {
    expect(
      messages(
        previousInsurancesSchema.safeParse({
          insurances: [valid, { ...emptyPreviousInsurance(2), policyNumber: "X1" }],
        }),
      ),
    ).toEqual({
      "insurances.1.insuranceCompany": ["Company is required"],
      "insurances.1.startDate": ["Start date is required"],
      "insurances.1.endDate": ["End date is required"],
      "insurances.1.policyType": ["Policy type is required"],
      "insurances.1.nbc": ["NBC is required"],
      "insurances.1.lastYearClaim": ["Last year claim is required"],
    });
    expect(
      messages(previousInsurancesSchema.safeParse({ insurances: [emptyPreviousInsurance(1)] })),
    ).toHaveProperty("insurances.0.insuranceCompany");
    expect(previousInsurancesSchema.safeParse({ insurances: [] }).success).toBe(false);
    expect(
      previousInsurancesSchema.safeParse({ insurances: [{ ...valid, srNo: 2 }] }).success,
    ).toBe(false);
  });

  it("knows a lapsed policy", () => {
    expect(hasLapsed("2026-01-31", "2026-02-01")).toBe(true);
    expect(hasLapsed("2026-01-31", "2026-01-31")).toBe(false);
  });
});

describe("normaliseDate", () => {
  it.each([
    ["01/02/2025", "2025-02-01"],
    ["1/2/2025", "2025-02-01"],
    ["31-12-2025", "2025-12-31"],
    ["2025-12-31", "2025-12-31"],
    ["2024-2-29", "2024-02-29"],
    [" 29/02/2024 ", "2024-02-29"],
  ])("%s → %s", (input, output) => {
    expect(normaliseDate(input)).toBe(output);
  });

  it.each([
    "",
    "29/02/2025",
    "31/04/2025",
    "00/01/2025",
    "01/13/2025",
    "2025/12/31",
    "01/02-2025",
    "12-31",
    "tomorrow",
    "01/01/1850",
    "2025-12-31T00:00",
  ])("%j → null", (input) => {
    expect(normaliseDate(input)).toBeNull();
  });
});

describe("member, nominee, communication", () => {
  const member = {
    firstName: "Asha",
    lastName: "Rao",
    dob: "15/08/1990",
    gender: "Female",
    maritalStatus: "Widow",
    profession: "",
    occupation: "",
    documentType: "PAN",
    documentId: "abcde 1234 f",
    documentIssueDate: "2010-01-01",
  };

  it("normalises a valid member", () => {
    expect(motorMemberSchema.parse(member)).toEqual({
      ...member,
      dob: "1990-08-15",
      documentId: "ABCDE1234F",
      profession: undefined,
      occupation: undefined,
    });
  });

  it("requires the spec-5 fields and leaves profession and occupation optional", () => {
    expect(messages(motorMemberSchema.safeParse({}))).toEqual({
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
      dob: ["Date of birth is required"],
      gender: ["Gender is required"],
      maritalStatus: ["Marital status is required"],
      documentType: ["Document type is required"],
      documentId: ["Document number is required"],
      documentIssueDate: ["Issue date is required"],
    });
  });

  it("checks the document number against its type", () => {
    expect(
      messages(
        motorMemberSchema.safeParse({ ...member, documentType: "Aadhaar", documentId: "1234" }),
      ),
    ).toEqual({
      documentId: ["Enter the 12-digit Aadhaar number"],
    });
    expect(
      motorMemberSchema.parse({ ...member, documentType: "Aadhaar", documentId: "2345 6789 0124" })
        .documentId,
    ).toBe("234567890124");
  });

  it("allows an empty nominee and communication (spec 5: no required fields) but checks what is filled; the schemas are health's", () => {
    expect(nomineeSchema).toBe(healthNomineeSchema);
    expect(communicationSchema).toBe(healthCommunicationSchema);
    expect(
      nomineeSchema.parse({ firstName: "", lastName: "", dob: "", gender: "", relation: "" }),
    ).toEqual({
      firstName: undefined,
      lastName: undefined,
      dob: undefined,
      gender: undefined,
      relation: undefined,
    });
    expect(
      nomineeSchema.parse({
        firstName: "Ravi",
        lastName: "Rao",
        dob: "1960-01-01",
        gender: "male",
        relation: "father",
      }),
    ).toEqual({
      firstName: "Ravi",
      lastName: "Rao",
      dob: "1960-01-01",
      gender: "male",
      relation: "father",
    });
    expect(messages(nomineeSchema.safeParse({ dob: "2000-01-32", relation: "cousin" }))).toEqual({
      dob: ["Enter the nominee's date of birth as yyyy-mm-dd"],
      relation: ["Choose the nominee's relation from the list"],
    });
    expect(nomineeRelations).toHaveLength(13);
    expect(nomineeRelationLabels.wife).toBe("Wife");

    expect(
      communicationSchema.parse({ street: "", city: "", pincode: "", email: "", mobile: "" }),
    ).toEqual({
      street: undefined,
      city: undefined,
      pincode: undefined,
      email: undefined,
      mobile: undefined,
    });
    expect(
      communicationSchema.parse({ pincode: "400001", mobile: "098765 43210", email: "a@b.in" }),
    ).toMatchObject({
      pincode: 400001,
      mobile: "9876543210",
    });
    expect(
      messages(communicationSchema.safeParse({ pincode: "4000", email: "x", mobile: "123" })),
    ).toEqual({
      pincode: ["Please enter a valid 6-digit pincode."],
      email: ["Enter a valid e-mail address, like name@example.com"],
      mobile: ["Enter a 10-digit mobile number starting with 6, 7, 8 or 9"],
    });
  });
});

describe("policy search and keys", () => {
  it("requires a policy number", () => {
    expect(messages(policySearchSchema.safeParse({ data: { policyNo: "  " } }))).toEqual({
      "data.policyNo": ["Policy number is required"],
    });
    expect(policySearchSchema.parse({ data: { policyNo: " dig-mot-2026-000123 " } })).toEqual({
      data: { policyNo: "DIG-MOT-2026-000123" },
    });
  });

  it("accepts safe request keys only", () => {
    expect(requestKeySchema.safeParse("mot-1a2b").success).toBe(true);
    expect(requestKeySchema.safeParse("../x").success).toBe(false);
    expect(requestKeySchema.safeParse("").success).toBe(false);
  });
});

describe("add-ons", () => {
  const sections: AddOnSections = {
    pACover: {
      sectionTitle: "PA",
      data: [{ code: "paOwner", displayName: "Owner PA", available: true, premium: 375 }],
    },
    unnamedPA: {
      sectionTitle: "Unnamed PA",
      data: [
        {
          code: "unnamedPA",
          displayName: "Unnamed PA",
          available: true,
          premium: { "100000": 50, "200000": 100 },
        },
      ],
    },
    addons: {
      sectionTitle: "Add-ons",
      data: [
        { code: "zeroDep", displayName: "Zero depreciation", available: true, premium: 2000 },
        { code: "rti", displayName: "Return to invoice", available: false, premium: 900 },
        { code: "evShieldBattery", displayName: "EV shield", available: true, premium: 700 },
      ],
    },
    accessories: { sectionTitle: "Accessories", data: [] },
    legalLiability: {
      sectionTitle: "LL",
      data: [{ code: "llDriver", displayName: "Paid driver", available: true, premium: 50 }],
    },
  };

  it("hides evShield items only", () => {
    const visible = visibleAddOns(sections);
    expect(visible.addons.data.map((a) => a.code)).toEqual(["zeroDep", "rti"]);
    expect(visible.pACover).toEqual(sections.pACover);
    expect(sections.addons.data).toHaveLength(3); // not mutated
  });

  it("totals number premiums and the compulsory PA cover", () => {
    expect(addOnTotal(sections, {})).toBe(375);
    expect(addOnTotal(sections, { paOwner: false })).toBe(375);
    expect(addOnTotal(sections, { zeroDep: true, llDriver: true })).toBe(375 + 2000 + 50);
    expect(addOnTotal(sections, { zeroDep: false })).toBe(375);
    expect(addOnTotal(sections, { rti: true })).toBe(375); // unavailable
  });

  it("totals map premiums by the chosen amount key", () => {
    expect(addOnTotal(sections, { unnamedPA: true })).toBe(375);
    expect(
      addOnTotal(sections, { unnamedPA: true, [addOnAmountKey("unnamedPA", "200000")]: true }),
    ).toBe(475);
    expect(addOnTotal(sections, { unnamedPA: true, unnamedPA__100000: true })).toBe(425);
    expect(addOnTotal(sections, { unnamedPA: false, unnamedPA__100000: true })).toBe(375);
  });

  it("knows when documents can be shown", () => {
    expect(
      hasPolicyDocuments({
        policyNumber: "P1",
        companyName: "digit",
        policySchedule: "https://x/s.pdf",
      }),
    ).toBe(true);
    expect(
      hasPolicyDocuments({ policyNumber: "P1", companyName: "digit", policySchedule: "" }),
    ).toBe(false);
    expect(
      hasPolicyDocuments({
        policyNumber: "",
        companyName: "digit",
        policySchedule: "https://x/s.pdf",
      }),
    ).toBe(false);
  });
});
