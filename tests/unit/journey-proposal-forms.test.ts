import { describe, expect, it } from "vitest";
import {
  communicationFormDefaults,
  memberFormDefaults,
  memberRowFromDraft,
  nomineeFormDefaults,
  requiredMemberFields,
  validateCommunication,
  validateMedical,
  validateMembers,
  validateNominee,
  type MemberRow,
} from "@/lib/journeys/health/proposal-forms";

/** The proposal forms' validation, shared by the browser and the server actions (spec 3, 5). */

const complete: MemberRow = {
  ...memberRowFromDraft(undefined, 1),
  firstName: "Asha",
  lastName: "Verma",
  dob: "31/01/1990",
  gender: "Female",
  maritalStatus: "Married",
  profession: "Software Engineer",
  height: "165",
  weight: "60",
  documentType: "PAN",
  documentId: "abcde 1234f",
  documentIssueDate: "15/06/2015",
};
const hdfc: MemberRow = {
  ...complete,
  annualIncome: "12,00,000",
  policyType: "Individual",
  sumInsured: "1000000",
  criticalIllnessPlan: "12",
  criticalIllnessCoverValue: "500000",
  ipaRider: true,
  criticalIllnessCover: true,
};

describe("requiredMemberFields (spec 5)", () => {
  const base = [
    "firstName",
    "lastName",
    "dob",
    "gender",
    "maritalStatus",
    "profession",
    "relation",
    "height",
    "weight",
    "documentType",
    "documentId",
    "documentIssueDate",
  ];
  it.each([
    ["digit, member 1", "digit", 1, base],
    ["hdfc-ergo, member 2: + annual income", "hdfc-ergo", 2, [...base, "annualIncome"]],
    [
      "hdfc-ergo, member 1: + annual income and the plan fields",
      "hdfc-ergo",
      1,
      [...base, "annualIncome", "policyType", "sumInsured"],
    ],
    ["another insurer", "care-health", 1, base],
  ])("%s", (_label, company, memberNo, expected) => {
    expect(requiredMemberFields(company, memberNo)).toEqual(expected);
  });
});

describe("validateMembers", () => {
  it("turns a complete digit member into the contract's shape (yyyy-mm-dd, numbers, upper-case document number)", () => {
    expect(validateMembers({ members: [complete] }, "digit")).toEqual({
      ok: true,
      data: [
        {
          memberNo: 1,
          firstName: "Asha",
          lastName: "Verma",
          dob: "1990-01-31",
          gender: "Female",
          maritalStatus: "Married",
          profession: "Software Engineer",
          relation: "Self",
          height: 165,
          weight: 60,
          documentType: "PAN",
          documentId: "ABCDE1234F",
          documentIssueDate: "2015-06-15",
        },
      ],
    });
  });

  it("sends hdfc-ergo's fields for member 1", () => {
    const result = validateMembers({ members: [hdfc] }, "hdfc-ergo");
    expect(result.ok && result.data[0]).toMatchObject({
      annualIncome: 1200000,
      policyType: "Individual",
      sumInsured: 1000000,
      ipaRider: true,
      criticalIllnessCover: true,
      criticalIllnessPlan: 12,
      criticalIllnessCoverValue: 500000,
    });
  });

  it.each([
    [
      "an empty member",
      "digit",
      { ...memberRowFromDraft(undefined, 1) },
      {
        "members.0.firstName": "Enter the first name",
        "members.0.lastName": "Enter the last name",
        "members.0.dob": "Enter the date of birth",
        "members.0.gender": "Select the gender",
        "members.0.maritalStatus": "Select the marital status",
        "members.0.profession": "Select the profession or occupation",
        "members.0.height": "Enter the height in cm",
        "members.0.weight": "Enter the weight in kg",
        "members.0.documentType": "Select the ID document type",
        "members.0.documentId": "Enter the document number",
        "members.0.documentIssueDate": "Enter the document issue date",
      },
    ],
    [
      "hdfc-ergo without its own fields",
      "hdfc-ergo",
      complete,
      {
        "members.0.annualIncome": "Enter the annual income in rupees",
        "members.0.policyType": "Select the policy type",
        "members.0.sumInsured": "Select the sum insured",
      },
    ],
    [
      "hdfc-ergo with the critical illness cover ticked, without its plan and amount",
      "hdfc-ergo",
      {
        ...hdfc,
        criticalIllnessCover: true,
        criticalIllnessPlan: "",
        criticalIllnessCoverValue: "",
      },
      {
        "members.0.criticalIllnessPlan": "Select the critical illness plan",
        "members.0.criticalIllnessCoverValue": "Enter the critical illness cover in rupees",
      },
    ],
    [
      "critical illness cover not below the sum insured",
      "hdfc-ergo",
      { ...hdfc, criticalIllnessCoverValue: "1000000" },
      {
        "members.0.criticalIllnessCoverValue":
          "The critical illness cover must be less than the sum insured",
      },
    ],
    [
      "an impossible date",
      "digit",
      { ...complete, dob: "31/02/1990" },
      { "members.0.dob": "Enter the date as dd/mm/yyyy" },
    ],
    [
      "letters for the height",
      "digit",
      { ...complete, height: "tall" },
      { "members.0.height": "Enter a number" },
    ],
    [
      "a wrong PAN",
      "digit",
      { ...complete, documentId: "12345" },
      { "members.0.documentId": "A PAN looks like ABCDE1234F" },
    ],
  ])("%s", (_label, company, row, errors) => {
    expect(validateMembers({ members: [row] }, company)).toEqual({ ok: false, errors });
  });

  it("member 1 is always Self; later members need a relation", () => {
    const result = validateMembers(
      {
        members: [
          { ...complete, relation: "Parent" },
          { ...complete, relation: "" },
        ],
      },
      "digit",
    );
    expect(result).toEqual({ ok: false, errors: { "members.1.relation": "Select the relation" } });
  });

  it("prefills from saved drafts, dates shown as dd/mm/yyyy", () => {
    const defaults = memberFormDefaults({
      members: [
        { memberNo: 2, dob: "1988-03-02", relation: "Spouse" },
        {
          memberNo: 1,
          firstName: "Asha",
          dob: "1990-01-31",
          gender: "Female",
          relation: "Self",
          sumInsured: 500000,
        },
      ],
    });
    expect(defaults.members.map((m) => [m.firstName, m.dob, m.relation, m.sumInsured])).toEqual([
      ["Asha", "31/01/1990", "Self", "500000"],
      ["", "02/03/1988", "Spouse", ""],
    ]);
  });
});

describe("validateMedical", () => {
  // Per-member answers (issue 23) are tested in tests/unit/medical-per-member.test.ts.
  it("an empty form is not valid: every member must answer", () => {
    expect(validateMedical({}).ok).toBe(false);
  });
});

describe("validateNominee and validateCommunication (nothing required)", () => {
  it.each([
    ["empty", nomineeFormDefaults(undefined), true],
    [
      "a full nominee",
      { firstName: "Ravi", lastName: "Verma", dob: "02/03/1988", gender: "male", relation: "wife" },
      true,
    ],
    ["a bad date", { ...nomineeFormDefaults(undefined), dob: "31/31/1988" }, false],
  ])("nominee %s", (_label, values, ok) => {
    expect(validateNominee(values).ok).toBe(ok);
  });
  it("sends the nominee's date as yyyy-mm-dd and the prefill shows it as dd/mm/yyyy", () => {
    const result = validateNominee({
      firstName: "Ravi",
      lastName: "",
      dob: "02/03/1988",
      gender: "",
      relation: "",
    });
    expect(result.ok && result.data.dob).toBe("1988-03-02");
    expect(nomineeFormDefaults({ dob: "1988-03-02" }).dob).toBe("02/03/1988");
  });
  it.each([
    ["empty", communicationFormDefaults(undefined), {}],
    [
      "a full address",
      {
        street: "12 MG Road",
        city: "Mumbai",
        pincode: "400072",
        email: "a@b.in",
        mobile: "+91 98765 43210",
      },
      {},
    ],
    [
      "a bad pincode",
      { ...communicationFormDefaults(undefined), pincode: "4000" },
      { pincode: "Please enter a valid 6-digit pincode." },
    ],
    [
      "a bad e-mail",
      { ...communicationFormDefaults(undefined), email: "a@" },
      { email: "Enter a valid e-mail address, like name@example.com" },
    ],
    [
      "a bad mobile",
      { ...communicationFormDefaults(undefined), mobile: "12345" },
      { mobile: "Enter a 10-digit mobile number starting with 6, 7, 8 or 9" },
    ],
  ])("communication %s", (_label, values, errors) => {
    const result = validateCommunication(values);
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });
  it("prefills the pincode saved as a number", () => {
    expect(
      communicationFormDefaults({ pincode: 400072, email: "a@b.in", mobile: "9876543210" }),
    ).toEqual({ street: "", city: "", pincode: "400072", email: "a@b.in", mobile: "9876543210" });
  });
});
