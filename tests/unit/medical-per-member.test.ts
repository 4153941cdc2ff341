import { describe, expect, it } from "vitest";
import { medicalSchema, updateMedicalBodySchema } from "@/lib/api/contract/health";
import { medicalFlags } from "@/lib/journeys/health/options";
import {
  medicalFormDefaults,
  validateMedical,
  type MedicalMemberRow,
} from "@/lib/journeys/health/proposal-forms";
import { medicalPeople } from "@/lib/journeys/health/medical-people";
import { checkMedicalMembers } from "@/sandbox/health/validate";
import { HttpError } from "@/sandbox/http/responses";

/** A member's form row: every question "no" unless `yes` names it (with its details). */
function row(yes: Record<string, Record<string, string>> = {}): MedicalMemberRow {
  const r: MedicalMemberRow = {};
  for (const { flag, details } of medicalFlags) {
    r[flag] = flag in yes ? "yes" : "no";
    r[details] = yes[flag] ?? {};
  }
  return r;
}

describe("validateMedical per member (issue 23)", () => {
  it("member 2 Yes to diabetes with details, member 1 No to all: flags, members and details", () => {
    const result = validateMedical({
      members: [row(), row({ hasDiabetes: { type: "type2", hba1c: "7.1", diagnosed: "" } })],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.hasDiabetes).toBe(true);
    expect(result.data.hasDisease).toBe(false);
    expect(result.data.diabetes).toEqual({ type: "type2", hba1c: "7.1" });
    expect(result.data.members).toHaveLength(2);
    expect(result.data.members?.[0]).toMatchObject({ memberNo: 1, hasDiabetes: false });
    expect(result.data.members?.[0]).not.toHaveProperty("diabetes");
    expect(result.data.members?.[1]).toMatchObject({
      memberNo: 2,
      hasDiabetes: true,
      hasDisease: false,
      diabetes: { type: "type2", hba1c: "7.1" },
    });
    // What the form sends passes the contract (the broker validates it again).
    expect(medicalSchema.safeParse(result.data).success).toBe(true);
  });

  it("every member must answer every question: the unanswered ones are named, in screen order", () => {
    const second = row();
    second.hasThyroid = "";
    second.drinksAlcohol = null;
    const first = row();
    delete first.onMeds;
    const result = validateMedical({ members: [first, second] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual([
      "members.1.hasThyroid",
      "members.0.onMeds",
      "members.1.drinksAlcohol",
    ]);
    expect(result.errors["members.1.hasThyroid"]).toBe("Answer yes or no");
  });

  it("details are required only of a Yes (its main field), and a No's details are not sent", () => {
    const noWithDetails = row();
    noWithDetails.disease = { name: "typed before No" };
    // react-hook-form gives null for a detail radio group nobody chose.
    const yesWithout = row({ hasDisease: {} });
    yesWithout.disease = { name: "", isOngoing: null };
    const result = validateMedical({ members: [noWithDetails, yesWithout] });
    expect(result).toEqual({
      ok: false,
      errors: { "members.1.disease.name": "Give the details for this answer" },
    });
    const fixed = validateMedical({
      members: [noWithDetails, row({ hasDisease: { name: "Asthma" } })],
    });
    expect(fixed.ok && fixed.data.members?.[0]).not.toHaveProperty("disease");
  });

  it("a detail outside its choices is refused (server validation again)", () => {
    const result = validateMedical({ members: [row({ hasThyroid: { type: "both" } })] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toContain("members.0.thyroid.type");
  });

  it("answers of the wrong type are a message, not a crash", () => {
    expect(validateMedical({ members: [{ hasDisease: 5 }] }).ok).toBe(false);
    expect(validateMedical({ members: "x" }).ok).toBe(false);
    expect(validateMedical(null).ok).toBe(false);
    expect(validateMedical({ members: [] }).ok).toBe(false);
  });
});

describe("medicalFormDefaults (contract → form)", () => {
  it("fills each member's answers from the saved members, unanswered when none saved", () => {
    const saved = validateMedical({
      members: [row(), row({ usesTobacco: { form: "cigarettes" } })],
    });
    if (!saved.ok) throw new Error("fixture");
    const values = medicalFormDefaults(saved.data, [1, 2]);
    expect(values.members[0]?.usesTobacco).toBe("no");
    expect(values.members[1]?.usesTobacco).toBe("yes");
    expect(values.members[1]?.tobacco).toEqual({ form: "cigarettes" });
    // Round trip: the form's values validate to the same contract data.
    expect(validateMedical(values)).toEqual(saved);

    const empty = medicalFormDefaults(undefined, [1, 2, 3]);
    expect(empty.members).toHaveLength(3);
    expect(empty.members.every((m) => m.hasDisease === "")).toBe(true);
  });

  it("old answers without members: a single member takes the flags, several start unanswered", () => {
    const old = { hasDisease: true, disease: { name: "Migraine" }, hasThyroid: false };
    expect(medicalFormDefaults(old, [1]).members[0]).toMatchObject({
      hasDisease: "yes",
      hasThyroid: "no",
      hasDiabetes: "",
      disease: { name: "Migraine" },
    });
    expect(medicalFormDefaults(old, [1, 2]).members[0]?.hasDisease).toBe("");
  });
});

describe("contract Medical.members", () => {
  const answers = (over: Record<string, unknown> = {}) => ({
    memberNo: 1,
    ...Object.fromEntries(medicalFlags.map(({ flag }) => [flag, false])),
    ...over,
  });
  it("the top-level flag must say whether anyone answered Yes", () => {
    const members = [answers(), answers({ memberNo: 2, onMeds: true, meds: { names: "x" } })];
    expect(medicalSchema.safeParse({ onMeds: true, members }).success).toBe(true);
    expect(medicalSchema.safeParse({ onMeds: false, members }).success).toBe(false);
    expect(
      medicalSchema.safeParse({ hasDisease: true, members: [answers(), answers({ memberNo: 2 })] })
        .success,
    ).toBe(false);
  });
  it("a member answered twice, or a memberNo of 0, is refused", () => {
    expect(medicalSchema.safeParse({ members: [answers(), answers()] }).success).toBe(false);
    expect(medicalSchema.safeParse({ members: [answers({ memberNo: 0 })] }).success).toBe(false);
  });
  it("old answers without members still pass", () => {
    expect(
      updateMedicalBodySchema.safeParse({ requestKey: "abc", data: { hasDisease: true } }).success,
    ).toBe(true);
  });
});

describe("sandbox checkMedicalMembers", () => {
  it("accepts the request's members and answers without members", () => {
    expect(() =>
      checkMedicalMembers({ members: [{ memberNo: 1 }, { memberNo: 2 }] }, 2),
    ).not.toThrow();
    expect(() => checkMedicalMembers({}, 1)).not.toThrow();
  });
  it("refuses a member the request does not have, with a 400 naming it", () => {
    let error: unknown;
    try {
      checkMedicalMembers({ members: [{ memberNo: 1 }, { memberNo: 3 }] }, 2);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as Error).message).toContain("members.1.memberNo");
  });
});

describe("medicalPeople", () => {
  const options = Object.assign((key: string) => (key === "relation.Self" ? "Self" : key), {
    has: (key: string) => key === "relation.Self",
  });
  it("names each member by name and relation, else the number", () => {
    expect(
      medicalPeople(
        [{ memberNo: 2 }, { memberNo: 1, firstName: "Asha", lastName: "Verma", relation: "Self" }],
        options,
        (n) => `Member ${n}`,
      ),
    ).toEqual([
      { memberNo: 1, label: "Asha Verma (Self)" },
      { memberNo: 2, label: "Member 2" },
    ]);
  });
});
