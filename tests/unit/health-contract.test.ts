import { describe, expect, it } from "vitest";
import {
  activeMemberDataSchema,
  agentQuoteSchema,
  communicationSchema,
  criticalIllnessPlans,
  finalQuoteSchema,
  healthMemberSchema,
  healthQuoteSchema,
  medicalSchema,
  memberFormSchema,
  membersFormSchema,
  nomineeRelationValues,
  nomineeSchema,
  planChoiceSchema,
  purchaseResponseSchema,
  type HealthMemberInput,
  type HealthQuoteInput,
} from "@/lib/api/contract/health";
import {
  hasPolicyDocuments,
  medicalFlags,
  sumInsuredLabels,
  sumInsuredOptions,
} from "@/lib/journeys/health/options";
import { healthMessages } from "@/lib/journeys/health/messages";
import { nomineeRelations } from "@/lib/journeys/shared/options";
import { occupations, professions } from "@/lib/journeys/shared/occupations";
import { isKycVerified, kycRequestSchema } from "@/lib/api/contract/kyc";
import { kycMessages } from "@/lib/journeys/shared/kyc-messages";

/** The health and KYC contract schemas (spec 3, 5, 8, 9; broker-api.md "Health", "KYC"). */

type Issue = { path: PropertyKey[]; message: string };
type SafeParser = { safeParse(v: unknown): { success: boolean; error?: { issues: Issue[] } } };

/** `{ "path": message }` of every issue (first message per path). */
function issues(schema: SafeParser, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.map(String).join(".");
    out[key] ??= issue.message;
  }
  return out;
}

const quote: HealthQuoteInput = {
  adults: 2,
  kids: 1,
  pincode: "400001",
  name: "Asha Rao",
  phone: "+91 98765 43210",
  email: "asha@example.com",
  insuredPersons: [
    { memberNo: 1, dob: "1988-04-12", gender: "Female", relation: "Self" },
    { memberNo: 2, dob: "1986-01-30", gender: "Male", relation: "Spouse" },
    { memberNo: 3, dob: "2016-09-01", gender: "Other", relation: "Child" },
  ],
};

describe("health quote form (spec 5 'Health wizard')", () => {
  it("accepts a complete quote and normalises the phone", () => {
    const parsed = healthQuoteSchema.safeParse(quote);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.phone).toBe("9876543210");
  });

  it.each([
    [{ adults: 0 }, "adults", "At least 1 adult is required"],
    [{ adults: 7 }, "adults", "Maximum 6 adults allowed"],
    [{ adults: Number.NaN }, "adults", "At least 1 adult is required"],
    [{ kids: -1 }, "kids", "Minimum 0 kids"],
    [{ kids: 5 }, "kids", "Maximum 4 kids allowed"],
    [{ pincode: "40001" }, "pincode", "Please enter a valid 6-digit pincode."],
    [{ pincode: "4000011" }, "pincode", "Please enter a valid 6-digit pincode."],
    [{ pincode: "40000a" }, "pincode", "Please enter a valid 6-digit pincode."],
    [{ name: "  " }, "name", "Please fill in all required details."],
    [{ phone: "" }, "phone", "Please fill in all required details."],
    [{ email: "" }, "email", "Please fill in all required details."],
    [{ phone: "12345" }, "phone", "Enter a 10-digit mobile number starting with 6, 7, 8 or 9"],
    [{ email: "asha@" }, "email", "Enter a valid e-mail address, like name@example.com"],
  ])("%j → %s: %s", (patch, path, message) => {
    expect(issues(healthQuoteSchema, { ...quote, ...patch })[path]).toBe(message);
  });

  it("uses the spec's verbatim messages", () => {
    expect(healthMessages).toMatchObject({
      adultsMin: "At least 1 adult is required",
      adultsMax: "Maximum 6 adults allowed",
      kidsMin: "Minimum 0 kids",
      kidsMax: "Maximum 4 kids allowed",
      pincode: "Please enter a valid 6-digit pincode.",
      memberDetails: "Please fill all member details.",
      contactDetails: "Please fill in all required details.",
      quoteFailed: "Sorry we cannot help you at the moment. Please try again.",
    });
  });

  it.each(["dob", "gender", "relation"] as const)(
    "a member row without %s → 'Please fill all member details.'",
    (field) => {
      const persons = quote.insuredPersons.map((p, i) => (i === 1 ? { ...p, [field]: "" } : p));
      expect(
        issues(healthQuoteSchema, { ...quote, insuredPersons: persons })[
          `insuredPersons.1.${field}`
        ],
      ).toBe("Please fill all member details.");
    },
  );

  it("refuses a future date of birth and an impossible date", () => {
    const future = quote.insuredPersons.map((p, i) => (i === 2 ? { ...p, dob: "2999-01-01" } : p));
    expect(
      issues(healthQuoteSchema, { ...quote, insuredPersons: future })["insuredPersons.2.dob"],
    ).toBe("The date of birth cannot be in the future");
    const impossible = quote.insuredPersons.map((p, i) =>
      i === 2 ? { ...p, dob: "2016-02-30" } : p,
    );
    expect(
      issues(healthQuoteSchema, { ...quote, insuredPersons: impossible })["insuredPersons.2.dob"],
    ).toBe("Enter the date of birth as yyyy-mm-dd");
  });

  it("needs one member row per adult and kid, numbered 1…n, the first being Self", () => {
    expect(issues(healthQuoteSchema, { ...quote, kids: 2 }).insuredPersons).toMatch(
      /one member per adult and kid/,
    );
    const renumbered = quote.insuredPersons.map((p, i) => (i === 1 ? { ...p, memberNo: 5 } : p));
    expect(
      issues(healthQuoteSchema, { ...quote, insuredPersons: renumbered })[
        "insuredPersons.1.memberNo"
      ],
    ).toBe("Member 2 must have memberNo 2");
    const notSelf = quote.insuredPersons.map((p, i) =>
      i === 0 ? { ...p, relation: "Parent" as const } : p,
    );
    expect(
      issues(healthQuoteSchema, { ...quote, insuredPersons: notSelf })["insuredPersons.0.relation"],
    ).toBe("The first member is always Self");
  });

  it("refuses a relation outside Self, Spouse, Child, Parent", () => {
    const sibling = quote.insuredPersons.map((p, i) =>
      i === 1 ? { ...p, relation: "Sibling" } : p,
    );
    expect(healthQuoteSchema.safeParse({ ...quote, insuredPersons: sibling }).success).toBe(false);
  });

  it("pospNumber is optional for customers and required on the agent tab", () => {
    expect(healthQuoteSchema.safeParse(quote).success).toBe(true);
    expect(issues(agentQuoteSchema, quote).pospNumber).toBe(healthMessages.pospRequired);
    expect(agentQuoteSchema.safeParse({ ...quote, pospNumber: "POSP-1234" }).success).toBe(true);
  });
});

const member: HealthMemberInput = {
  memberNo: 1,
  firstName: "Asha",
  lastName: "Rao",
  dob: "1988-04-12",
  gender: "Female",
  maritalStatus: "Married",
  profession: "Software Engineer",
  relation: "Self",
  height: 162,
  weight: 58,
  documentType: "PAN",
  documentId: "ABCDE1234F",
  documentIssueDate: "2010-06-01",
};

const hdfcMember1: HealthMemberInput = {
  ...member,
  annualIncome: 1200000,
  policyType: "Family",
  sumInsured: 1000000,
  ipaRider: true,
  criticalIllnessCover: true,
  criticalIllnessPlan: 25,
  criticalIllnessCoverValue: 500000,
};

describe("health member form (spec 5 'Health member form')", () => {
  it("accepts a complete member for any insurer", () => {
    expect(memberFormSchema("digit", 1).safeParse(member).success).toBe(true);
    expect(healthMemberSchema.safeParse(member).success).toBe(true);
  });

  it.each([
    ["firstName", "Enter the first name"],
    ["lastName", "Enter the last name"],
    ["dob", "Enter the date of birth"],
    ["gender", "Select the gender"],
    ["maritalStatus", "Select the marital status"],
    ["profession", "Select the profession or occupation"],
    ["relation", "Select the relation"],
    ["height", "Enter the height in cm"],
    ["weight", "Enter the weight in kg"],
    ["documentType", "Select the ID document type"],
    ["documentId", "Enter the document number"],
    ["documentIssueDate", "Enter the document issue date"],
  ])("%s is required: %s", (field, message) => {
    const without: Record<string, unknown> = { ...member };
    delete without[field];
    expect(issues(memberFormSchema("digit", 1), without)[field]).toBe(message);
  });

  it("checks ranges, the document number per type, and dates", () => {
    expect(issues(healthMemberSchema, { ...member, height: 20 }).height).toBe(
      "Enter a height between 30 and 250 cm",
    );
    expect(issues(healthMemberSchema, { ...member, weight: 400 }).weight).toBe(
      "Enter a weight between 1 and 300 kg",
    );
    expect(issues(healthMemberSchema, { ...member, documentId: "1234" }).documentId).toBe(
      "A PAN looks like ABCDE1234F",
    );
    expect(
      issues(healthMemberSchema, {
        ...member,
        documentType: "Aadhaar",
        documentId: "2341 2341 2346",
      }),
    ).toEqual({});
    expect(
      issues(healthMemberSchema, { ...member, documentType: "Aadhaar", documentId: "1234" })
        .documentId,
    ).toBe("An Aadhaar number has 12 digits");
    expect(
      issues(healthMemberSchema, { ...member, documentIssueDate: "1980-01-01" }).documentIssueDate,
    ).toBe("The issue date cannot be before the date of birth");
  });

  it("member 1 is Self; other members may be a Sibling", () => {
    expect(issues(healthMemberSchema, { ...member, relation: "Spouse" }).relation).toBe(
      "Member 1 is the proposer: the relation is Self",
    );
    expect(
      healthMemberSchema.safeParse({ ...member, memberNo: 2, relation: "Sibling" }).success,
    ).toBe(true);
  });

  it("accepts every listed profession and occupation", () => {
    expect(occupations.length).toBeGreaterThanOrEqual(140);
    expect(new Set(occupations).size).toBe(occupations.length);
    expect(professions).toEqual(["Salaried", "Self-employed", "Student", "Retired"]);
    for (const profession of [...professions, ...occupations]) {
      expect(healthMemberSchema.safeParse({ ...member, profession }).success).toBe(true);
    }
  });

  describe("hdfc-ergo", () => {
    it("accepts a complete member 1", () => {
      expect(memberFormSchema("hdfc-ergo", 1).safeParse(hdfcMember1).success).toBe(true);
    });

    it("requires annualIncome for every member", () => {
      const { annualIncome: _omit, ...rest } = hdfcMember1;
      void _omit;
      expect(issues(memberFormSchema("hdfc-ergo", 1), rest).annualIncome).toBe(
        "Enter the annual income in rupees",
      );
      expect(
        issues(memberFormSchema("hdfc-ergo", 2), { ...member, memberNo: 2, relation: "Spouse" })
          .annualIncome,
      ).toBe("Enter the annual income in rupees");
      expect(memberFormSchema("digit", 1).safeParse(member).success).toBe(true);
    });

    it("requires policyType and sumInsured for member 1 only", () => {
      const bare = { ...member, annualIncome: 500000 };
      expect(issues(memberFormSchema("hdfc-ergo", 1), bare)).toEqual({
        policyType: "Select the policy type",
        sumInsured: "Select the sum insured",
      });
      expect(
        memberFormSchema("hdfc-ergo", 2).safeParse({ ...bare, memberNo: 2, relation: "Spouse" })
          .success,
      ).toBe(true);
      // The form row's number decides, whatever the value says.
      expect(
        issues(memberFormSchema("hdfc-ergo", 1), { ...bare, memberNo: 2, relation: "Spouse" })
          .policyType,
      ).toBe("Select the policy type");
      expect(
        issues(memberFormSchema("digit", 1), { ...bare, memberNo: 2, relation: "Spouse" }),
      ).toEqual({});
    });

    it("requires the critical illness plan and cover value when the cover is on", () => {
      const on = {
        ...member,
        annualIncome: 1,
        policyType: "Individual",
        sumInsured: 500000,
        criticalIllnessCover: true,
      };
      expect(issues(memberFormSchema("hdfc-ergo", 1), on)).toEqual({
        criticalIllnessPlan: "Select the critical illness plan",
        criticalIllnessCoverValue: "Enter the critical illness cover in rupees",
      });
      expect(
        memberFormSchema("hdfc-ergo", 1).safeParse({ ...on, criticalIllnessCover: false }).success,
      ).toBe(true);
    });

    it("the critical illness cover must be less than the sum insured", () => {
      const equal = { ...hdfcMember1, sumInsured: 500000, criticalIllnessCoverValue: 500000 };
      expect(issues(memberFormSchema("hdfc-ergo", 1), equal).criticalIllnessCoverValue).toBe(
        "The critical illness cover must be less than the sum insured",
      );
      expect(
        memberFormSchema("hdfc-ergo", 1).safeParse({ ...equal, criticalIllnessCoverValue: 499999 })
          .success,
      ).toBe(true);
    });

    it("allows only the eight sums insured and the seven critical illness plans", () => {
      expect(sumInsuredOptions).toEqual([
        500000, 1000000, 1500000, 2000000, 2500000, 5000000, 10000000, 20000000,
      ]);
      expect(Object.keys(sumInsuredLabels)).toHaveLength(8);
      expect(criticalIllnessPlans).toEqual([9, 12, 15, 18, 25, 40, 51]);
      expect(
        issues(memberFormSchema("hdfc-ergo", 1), { ...hdfcMember1, sumInsured: 700000 }).sumInsured,
      ).toBe("Select the sum insured");
      expect(
        issues(memberFormSchema("hdfc-ergo", 1), { ...hdfcMember1, criticalIllnessPlan: 10 })
          .criticalIllnessPlan,
      ).toBe("Select the critical illness plan");
    });

    it("membersFormSchema applies the rules per row and numbers the rows", () => {
      const spouse = { ...member, memberNo: 2, relation: "Spouse", annualIncome: 900000 };
      expect(
        membersFormSchema("hdfc-ergo").safeParse({ members: [hdfcMember1, spouse] }).success,
      ).toBe(true);
      expect(
        issues(membersFormSchema("hdfc-ergo"), {
          members: [hdfcMember1, { ...spouse, annualIncome: undefined }],
        }),
      ).toEqual({
        "members.1.annualIncome": "Enter the annual income in rupees",
      });
      expect(
        issues(membersFormSchema("digit"), { members: [member, { ...spouse, memberNo: 3 }] })[
          "members.1.memberNo"
        ],
      ).toBe("Member 2 must have memberNo 2");
    });
  });
});

describe("medical form: every field optional", () => {
  it("accepts an empty form, every flag, and unselected selects", () => {
    expect(medicalSchema.safeParse({}).success).toBe(true);
    expect(medicalFlags).toHaveLength(11);
    const all = Object.fromEntries(medicalFlags.map((f) => [f.flag, true]));
    expect(medicalSchema.safeParse(all).success).toBe(true);
    expect(
      medicalSchema.safeParse({
        hasDiabetes: true,
        diabetes: {
          type: "type2",
          medication: "oral",
          hba1c: "6.8",
          hospitalized: "no",
          recordsComplications: "",
        },
        thyroid: { type: "hypo", duration: ">1", medication: "thyroxine", complications: "none" },
        lipids: { medicated: "yes" },
        meds: { names: "Metformin" },
        tobacco: { form: "cigarettes" },
      }).success,
    ).toBe(true);
  });

  it("refuses values outside the listed choices", () => {
    expect(medicalSchema.safeParse({ diabetes: { type: "type3" } }).success).toBe(false);
    expect(medicalSchema.safeParse({ hasAsthma: "yes" }).success).toBe(false);
    expect(medicalSchema.safeParse({ hypertension: { hospitalized: "maybe" } }).success).toBe(
      false,
    );
  });
});

describe("nominee (spec 3; optional fields, spec 5)", () => {
  it("has the thirteen relations, wife labelled Spouse", () => {
    expect(nomineeRelationValues).toEqual([
      "brother",
      "husband",
      "grand_father",
      "grand_mother",
      "father_in_law",
      "mother_in_law",
      "mother",
      "sister",
      "son",
      "daughter",
      "father",
      "wife",
      "other",
    ]);
    expect([...nomineeRelations.map((r) => r.value)].sort()).toEqual(
      [...nomineeRelationValues].sort(),
    );
    expect(nomineeRelations.slice(0, 8).map((r) => r.label)).toEqual([
      "Wife",
      "Husband",
      "Son",
      "Daughter",
      "Father",
      "Mother",
      "Brother",
      "Sister",
    ]);
    expect(nomineeRelations.map((r) => r.label)).not.toContain("Spouse");
  });

  it.each(nomineeRelationValues)("accepts %s", (relation) => {
    expect(
      nomineeSchema.safeParse({
        firstName: "Ravi",
        lastName: "Rao",
        dob: "1986-01-30",
        gender: "male",
        relation,
      }).success,
    ).toBe(true);
  });

  it("refuses an unknown relation or gender and a bad date", () => {
    expect(issues(nomineeSchema, { relation: "cousin" }).relation).toBe(
      "Choose the nominee's relation from the list",
    );
    expect(issues(nomineeSchema, { relation: "Wife" }).relation).toBe(
      "Choose the nominee's relation from the list",
    );
    expect(issues(nomineeSchema, { gender: "Male" }).gender).toBe("Choose male, female or other");
    expect(issues(nomineeSchema, { dob: "30/01/1986" }).dob).toBe(
      "Enter the nominee's date of birth as yyyy-mm-dd",
    );
  });

  it("accepts an empty form and drops empty strings", () => {
    expect(nomineeSchema.safeParse({}).success).toBe(true);
    const parsed = nomineeSchema.safeParse({
      firstName: "",
      lastName: " ",
      dob: "",
      gender: "",
      relation: "",
    });
    expect(parsed.success).toBe(true);
    expect(Object.values(parsed.data ?? {}).filter((v) => v !== undefined)).toEqual([]);
  });
});

describe("communication (optional fields; email and mobile checked when filled)", () => {
  it("turns a typed pincode into a number and normalises the mobile", () => {
    expect(
      communicationSchema.safeParse({
        street: "1 MG Road",
        city: "Pune",
        pincode: "411001",
        email: "a@b.in",
        mobile: "+91 98765-43210",
      }).data,
    ).toEqual({
      street: "1 MG Road",
      city: "Pune",
      pincode: 411001,
      email: "a@b.in",
      mobile: "9876543210",
    });
    expect(communicationSchema.safeParse({ pincode: 560001 }).data).toEqual({ pincode: 560001 });
    expect(communicationSchema.safeParse({}).success).toBe(true);
    expect(communicationSchema.safeParse({ pincode: "", email: "", mobile: "" }).success).toBe(
      true,
    );
  });

  it.each([
    [{ pincode: "4110" }, "pincode", "Please enter a valid 6-digit pincode."],
    [{ pincode: 12 }, "pincode", "Please enter a valid 6-digit pincode."],
    [{ email: "not-an-email" }, "email", "Enter a valid e-mail address, like name@example.com"],
    [{ mobile: "12345" }, "mobile", "Enter a 10-digit mobile number starting with 6, 7, 8 or 9"],
  ])("%j → %s", (value, path, message) => {
    expect(issues(communicationSchema, value)[path]).toBe(message);
  });
});

describe("answers and helpers", () => {
  it("plan choice needs an insurer slug", () => {
    expect(
      planChoiceSchema.safeParse({ pName: "X", pCode: "Y", companyName: "hdfc-ergo" }).success,
    ).toBe(true);
    expect(
      issues(planChoiceSchema, { pName: "X", pCode: "Y", companyName: "HDFC ERGO" }).companyName,
    ).toBe("companyName must be an insurer slug such as hdfc-ergo");
  });

  it("prefill members are drafts: only memberNo is needed", () => {
    expect(
      activeMemberDataSchema.safeParse({
        companyName: "digit",
        pName: "P",
        members: [{ memberNo: 1, dob: "1990-01-01" }],
      }).success,
    ).toBe(true);
    expect(
      activeMemberDataSchema.safeParse({
        companyName: "digit",
        pName: "P",
        members: [{ dob: "1990-01-01" }],
      }).success,
    ).toBe(false);
  });

  it("final quote and purchase shapes", () => {
    expect(
      finalQuoteSchema.safeParse({
        policyData: {
          companyLogo: "l",
          sumInsured: 1,
          basePremium: 1,
          netPremium: 1,
          tax: 0,
          grossPremium: 1,
        },
        insurenceDetails: {
          companyName: "digit",
          pName: "P",
          members: [{ Name: "A", Relation: "Self" }],
        },
      }).success,
    ).toBe(true);
    expect(
      purchaseResponseSchema.safeParse({
        status: 200,
        meta: { companyName: "future-genrali", productType: "health", apiUrl: "u" },
        data: { ProposalNo: "P", Amount: "100" },
      }).success,
    ).toBe(true);
    expect(
      purchaseResponseSchema.safeParse({
        status: 200,
        meta: { companyName: "x", productType: "life" },
        data: {},
      }).success,
    ).toBe(false);
  });

  it("hasPolicyDocuments needs a policy number and one non-empty link", () => {
    expect(
      hasPolicyDocuments({
        policyNumber: "P1",
        companyName: "digit",
        policyPraposal: "",
        ecard: "https://x/e.pdf",
      }),
    ).toBe(true);
    expect(
      hasPolicyDocuments({ policyNumber: "", companyName: "digit", ecard: "https://x/e.pdf" }),
    ).toBe(false);
    expect(
      hasPolicyDocuments({
        policyNumber: "P1",
        companyName: "digit",
        policyPraposal: "",
        policySchedule: "",
        policyCis: "",
        ecard: "",
      }),
    ).toBe(false);
    expect(hasPolicyDocuments(undefined)).toBe(false);
  });
});

describe("KYC contract", () => {
  it("needs insuranceType, requestKey and companyName (spec 5 'KYC routes')", () => {
    expect(
      kycRequestSchema.safeParse({
        insuranceType: "health",
        requestKey: "k",
        companyName: "hdfc-ergo",
      }).success,
    ).toBe(true);
    expect(
      issues(kycRequestSchema, { insuranceType: "life", requestKey: "", companyName: "" }),
    ).toEqual({
      insuranceType: "insuranceType must be health or motor",
      requestKey: "requestKey is required",
      companyName: "companyName is required",
    });
  });

  it("isKycVerified follows spec 4 'KYC verify result'", () => {
    expect(isKycVerified("hdfc-ergo", "health", { iskycVerified: 1 })).toBe(true);
    expect(isKycVerified("hdfc-ergo", "health", { iskycVerified: 0 })).toBe(false);
    expect(isKycVerified("hdfc-ergo", "health", {})).toBe(false);
    expect(isKycVerified("future-genrali", "health", { success: true, Final_Status: 1 })).toBe(
      true,
    );
    expect(isKycVerified("future-genrali", "motor", { success: true, Final_Status: 3 })).toBe(true);
    expect(isKycVerified("future-genrali", "health", { success: true, Final_Status: 2 })).toBe(
      false,
    );
    expect(isKycVerified("future-genrali", "health", { success: false, Final_Status: 1 })).toBe(
      false,
    );
    expect(isKycVerified("digit", "health", { iskycVerified: 1, success: true })).toBe(false);
    expect(isKycVerified("hdfc-ergo", "health", undefined)).toBe(false);
  });

  it("keeps the spec's verbatim texts", () => {
    expect(kycMessages.checkFailed).toBe("KYC check failed");
    expect(kycMessages.verifyFailed).toBe("KYC verification failed");
    expect(kycMessages.successTitle).toBe("Congratulations, your KYC has been verified!");
    expect(kycMessages.failureTitle).toBe("Sorry, your KYC could not be verified.");
  });
});
