import { describe, expect, it } from "vitest";
import { keepSaved } from "@/lib/journeys/shared/keep-saved";
import { returnToReview, reviewPathOf } from "@/lib/journeys/shared/review-return";
import { healthMemberSchema, membersFormSchema } from "@/lib/api/contract/health";
import {
  memberFormDefaults,
  requiredMemberFields,
  validateMembers,
} from "@/lib/journeys/health/proposal-forms";
import {
  ageOn,
  cmFromFeetInches,
  feetInchesFromCm,
  isMinor,
} from "@/lib/journeys/health/member-age";
import {
  nomineeCandidates,
  nomineeFromMember,
  nomineeRelationOf,
} from "@/lib/journeys/health/nominee-same-as";
import { todayInIndia } from "@/lib/validation/dates";

describe("returnToReview (issue 23 item 2)", () => {
  const at = (pathname: string, search = "?from=review") => ({ pathname, search });

  it("sends a successful save of a step opened from the review to the final quote", () => {
    expect(
      returnToReview({ kind: "go", to: "/health/K1/communication" }, at("/health/K1/nominee")),
    ).toEqual({ kind: "go", to: "/health/K1/final-quote" });
    expect(
      returnToReview("/motor/K2/communication", at("/hi/motor/K2/nominee", "?x=1&from=review")),
    ).toEqual({ kind: "go", to: "/motor/K2/final-quote" });
    // An insurer page after the address (future-genrali's KYC) is a success too.
    expect(
      returnToReview(
        { kind: "leave", url: "https://insurer.example/kyc" },
        at("/health/K1/communication"),
      ),
    ).toEqual({ kind: "go", to: "/health/K1/final-quote" });
  });

  it("keeps a failure's screen, a stay, and every save not opened from the review", () => {
    const thanks = { kind: "go", to: "/health/thank-you" } as const;
    expect(returnToReview(thanks, at("/health/K1/nominee"))).toBe(thanks);
    expect(returnToReview({ kind: "go", to: "/" }, at("/health/K1/member"))).toEqual({
      kind: "go",
      to: "/",
    });
    const stay = { kind: "stay", message: "Try again" } as const;
    expect(returnToReview(stay, at("/health/K1/nominee"))).toBe(stay);
    const next = { kind: "go", to: "/health/K1/communication" } as const;
    expect(returnToReview(next, at("/health/K1/nominee", ""))).toBe(next);
    expect(returnToReview(next, at("/health/K1/nominee", "?from=elsewhere"))).toBe(next);
    // Another journey's step path is not a success of this one.
    expect(
      returnToReview({ kind: "go", to: "/health/OTHER/medical" }, at("/health/K1/member")),
    ).toEqual({ kind: "go", to: "/health/OTHER/medical" });
  });

  it("builds the final-quote path from the product and requestKey only", () => {
    expect(reviewPathOf("/health/K1/medical")).toBe("/health/K1/final-quote");
    expect(reviewPathOf("/motor/K2/add-ons")).toBe("/motor/K2/final-quote");
    expect(reviewPathOf("/health/K1/final-quote")).toBeNull();
    expect(reviewPathOf("/health/..%2Fadmin/nominee")).toBeNull();
    expect(reviewPathOf("/blog/K1/nominee")).toBeNull();
    expect(reviewPathOf("/health/K1/nominee/extra")).toBeNull();
  });
});

describe("keepSaved (a save never sends blank fields over saved ones)", () => {
  it("fills blank fields from what is saved; typed fields win; other fields stay out", () => {
    expect(
      keepSaved(
        { firstName: "", lastName: "Rao", dob: "  ", relation: "son" },
        { firstName: "Ravi", lastName: "Verma", dob: "1988-03-02", gender: "male" },
      ),
    ).toEqual({ firstName: "Ravi", lastName: "Rao", dob: "1988-03-02", relation: "son" });
    expect(keepSaved({ street: "", pincode: "" }, { pincode: 400072 })).toEqual({
      street: "",
      pincode: 400072,
    });
    const submitted = { city: "" };
    expect(keepSaved(submitted, undefined)).toBe(submitted);
  });
});

describe("member questions fit the person (issue 23 items 3, 7)", () => {
  const adult = {
    firstName: "Asha",
    lastName: "Verma",
    dob: "31/01/1990",
    gender: "Female",
    maritalStatus: "Married",
    profession: "Teacher",
    height: "165",
    weight: "60",
    documentType: "PAN",
    documentId: "ABCDE1234F",
    documentIssueDate: "15/06/2015",
  };
  const eightYearsAgo = (() => {
    const [y, m, d] = todayInIndia().split("-");
    return `${d}/${m}/${Number(y) - 8}`;
  })();
  const child = {
    firstName: "Meera",
    lastName: "Verma",
    dob: eightYearsAgo,
    gender: "Female",
    relation: "Child",
    height: "120",
    weight: "25",
  };

  it("asks a child no marital status, profession, income or ID; the contract agrees", () => {
    const checked = validateMembers({ members: [adult, child] }, "digit");
    expect(checked).toMatchObject({ ok: true });
    if (!checked.ok) return;
    expect(checked.data[1]).not.toHaveProperty("maritalStatus", expect.anything());
    expect(checked.data[1]?.documentId).toBeUndefined();
    expect(membersFormSchema("digit").safeParse({ members: checked.data }).success).toBe(true);
    // hdfc-ergo's annual income is not asked of a child either.
    const hdfc = validateMembers(
      {
        members: [
          { ...adult, annualIncome: "900000", policyType: "Individual", sumInsured: "500000" },
          child,
        ],
      },
      "hdfc-ergo",
    );
    expect(hdfc).toMatchObject({ ok: true });
  });

  it("still asks an adult every field, with the same messages", () => {
    const checked = validateMembers(
      { members: [adult, { ...child, dob: "01/01/1980", relation: "Spouse" }] },
      "digit",
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      "members.1.maritalStatus": "Select the marital status",
      "members.1.profession": "Select the profession or occupation",
      "members.1.documentId": "Enter the document number",
    });
    const wire = healthMemberSchema.safeParse({
      memberNo: 2,
      firstName: "A",
      lastName: "B",
      dob: "1980-01-01",
      gender: "Male",
      relation: "Spouse",
      height: 170,
      weight: 70,
    });
    expect(wire.success).toBe(false);
  });

  it("requires the critical-illness plan and amount only when the cover is ticked", () => {
    const hdfc = {
      ...adult,
      annualIncome: "900000",
      policyType: "Individual",
      sumInsured: "500000",
    };
    const unticked = validateMembers(
      { members: [{ ...hdfc, criticalIllnessCover: false, criticalIllnessPlan: "12" }] },
      "hdfc-ergo",
    );
    expect(unticked).toMatchObject({ ok: true });
    if (unticked.ok) expect(unticked.data[0]?.criticalIllnessPlan).toBeUndefined();
    const ticked = validateMembers(
      { members: [{ ...hdfc, criticalIllnessCover: true }] },
      "hdfc-ergo",
    );
    expect(ticked.ok ? {} : ticked.errors).toMatchObject({
      "members.0.criticalIllnessPlan": "Select the critical illness plan",
      "members.0.criticalIllnessCoverValue": "Enter the critical illness cover in rupees",
    });
    expect(requiredMemberFields("hdfc-ergo", 1)).not.toContain("criticalIllnessPlan");
    expect(requiredMemberFields("hdfc-ergo", 1, { criticalIllnessCover: true })).toContain(
      "criticalIllnessPlan",
    );
  });

  it("takes the height in feet and inches and sends cm", () => {
    expect(cmFromFeetInches("5", "7")).toBe(170);
    expect(cmFromFeetInches("6", "")).toBe(183);
    expect(cmFromFeetInches("5", "12")).toBeNull();
    expect(cmFromFeetInches("", "3")).toBeNull();
    expect(feetInchesFromCm(170)).toEqual({ feet: 5, inches: 7 });
    const checked = validateMembers(
      {
        members: [{ ...adult, height: "", heightUnit: "ftin", heightFeet: "5", heightInches: "4" }],
      },
      "digit",
    );
    expect(checked.ok && checked.data[0]?.height).toBe(163);
    const bad = validateMembers(
      { members: [{ ...adult, heightUnit: "ftin", heightFeet: "x" }] },
      "digit",
    );
    expect(bad.ok ? {} : bad.errors).toHaveProperty("members.0.heightFeet");
  });

  it("tells a minor by the India date", () => {
    expect(isMinor("2010-06-15", "2028-06-14")).toBe(true);
    expect(isMinor("2010-06-15", "2028-06-15")).toBe(false);
    expect(isMinor(undefined)).toBe(false);
    expect(isMinor("not a date")).toBe(false);
    expect(ageOn("2000-02-29", "2001-02-28")).toBe(0);
  });

  it("prefills the other members' surnames from the proposer", () => {
    const values = memberFormDefaults({
      members: [
        { memberNo: 1, firstName: "Asha", lastName: "Verma" },
        { memberNo: 2, dob: "2015-01-01" },
        { memberNo: 3, lastName: "Rao" },
      ],
    });
    expect(values.members.map((m) => m.lastName)).toEqual(["Verma", "Verma", "Rao"]);
  });
});

describe("nominee: same as a member (issue 23 item 4)", () => {
  it("fills name, dob, gender and relation from a member", () => {
    expect(
      nomineeFromMember({
        memberNo: 2,
        firstName: "Imran",
        lastName: "Khan",
        dob: "1983-02-02",
        gender: "Male",
        relation: "Spouse",
      }),
    ).toEqual({
      firstName: "Imran",
      lastName: "Khan",
      dob: "02/02/1983",
      gender: "male",
      relation: "husband",
    });
    expect(nomineeRelationOf("Child", "Female")).toBe("daughter");
    expect(nomineeRelationOf("Parent", "Male")).toBe("father");
    expect(nomineeRelationOf("Spouse", "Other")).toBe("");
  });

  it("offers the named members other than the proposer, without their other fields", () => {
    const candidates = nomineeCandidates([
      { memberNo: 2, firstName: "Imran", relation: "Spouse", documentId: "X" } as never,
      { memberNo: 1, firstName: "Farah", relation: "Self" },
      { memberNo: 3, relation: "Child" },
    ]);
    expect(candidates).toEqual([{ memberNo: 2, firstName: "Imran", relation: "Spouse" }]);
  });
});
