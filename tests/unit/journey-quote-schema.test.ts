import { describe, expect, it } from "vitest";
import { displayToIso, isoToDisplay, maskDateInput } from "@/lib/validation/dates";
import { formatRupees } from "@/lib/format/rupees";
import {
  MSG,
  buildMemberRows,
  contactStep,
  emptyDraft,
  familyStep,
  membersStep,
  previousStep,
  pospStep,
  quoteDraftSchema,
  stepsFor,
  toQuoteRequest,
} from "@/lib/journeys/health/quote-schema";

/** The health quote wizard's rules (spec 4 "Health quote wizard", 5 "Health wizard", 9). */

const messages = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  r.success
    ? {}
    : Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("family step", () => {
  it.each([
    ["defaults are valid", { adults: "1", kids: "0", pincode: "400072" }, {}],
    ["0 adults", { adults: "0", kids: "0", pincode: "400072" }, { adults: MSG.adultsMin }],
    ["no adults typed", { adults: "", kids: "0", pincode: "400072" }, { adults: MSG.adultsMin }],
    ["6 adults is the maximum", { adults: "6", kids: "4", pincode: "400072" }, {}],
    ["7 adults", { adults: "7", kids: "0", pincode: "400072" }, { adults: MSG.adultsMax }],
    ["-1 kids", { adults: "1", kids: "-1", pincode: "400072" }, { kids: MSG.kidsMin }],
    ["5 kids", { adults: "1", kids: "5", pincode: "400072" }, { kids: MSG.kidsMax }],
    ["a 5-digit pincode", { adults: "1", kids: "0", pincode: "40007" }, { pincode: MSG.pincode }],
    ["a 7-digit pincode", { adults: "1", kids: "0", pincode: "4000721" }, { pincode: MSG.pincode }],
    [
      "letters in the pincode",
      { adults: "1", kids: "0", pincode: "40007a" },
      { pincode: MSG.pincode },
    ],
  ])("%s", (_label, values, expected) => {
    expect(messages(familyStep.safeParse(values))).toEqual(expected);
  });
  it("uses the spec's verbatim messages", () => {
    expect([
      MSG.adultsMin,
      MSG.adultsMax,
      MSG.adultsAlert,
      MSG.kidsMin,
      MSG.kidsMax,
      MSG.pincode,
      MSG.members,
      MSG.required,
      MSG.submitFailed,
    ]).toEqual([
      "At least 1 adult is required",
      "Maximum 6 adults allowed",
      "At least one adult is required.",
      "Minimum 0 kids",
      "Maximum 4 kids allowed",
      "Please enter a valid 6-digit pincode.",
      "Please fill all member details.",
      "Please fill in all required details.",
      "Sorry we cannot help you at the moment. Please try again.",
    ]);
  });
});

describe("contact step", () => {
  it.each([
    ["valid", { name: "Asha Verma", phone: "+91 98765 43210", email: "asha@example.com" }, {}],
    [
      "all empty",
      { name: "", phone: "", email: "" },
      { name: MSG.required, phone: MSG.required, email: MSG.required },
    ],
    [
      "spaces only",
      { name: "  ", phone: " ", email: " " },
      { name: MSG.required, phone: MSG.required, email: MSG.required },
    ],
    [
      "bad phone and e-mail",
      { name: "Asha", phone: "12345", email: "asha@" },
      { phone: MSG.phone, email: MSG.email },
    ],
    [
      "digits in the name",
      { name: "Asha 2", phone: "9876543210", email: "a@b.in" },
      { name: MSG.name },
    ],
  ])("%s", (_label, values, expected) => {
    expect(messages(contactStep.safeParse(values))).toEqual(expected);
  });
});

describe("POSP and member steps", () => {
  it.each([
    ["present", "POSP-123", {}],
    ["empty", "", { pospNumber: MSG.posp }],
  ])("POSP number %s", (_label, pospNumber, expected) => {
    expect(messages(pospStep.safeParse({ pospNumber }))).toEqual(expected);
  });
  it.each([
    ["complete", [{ dob: "31/01/1990", gender: "Female", relation: "Self" }], {}],
    [
      "no dob",
      [{ dob: "", gender: "Female", relation: "Self" }],
      { "insuredPersons.0.dob": MSG.members },
    ],
    [
      "no gender",
      [{ dob: "31/01/1990", gender: "", relation: "Self" }],
      { "insuredPersons.0.gender": MSG.members },
    ],
    [
      "no relation on row 2",
      [
        { dob: "31/01/1990", gender: "Male", relation: "Self" },
        { dob: "01/01/2015", gender: "Male", relation: "" },
      ],
      { "insuredPersons.1.relation": MSG.members },
    ],
    [
      "an impossible date",
      [{ dob: "31/02/1990", gender: "Male", relation: "Self" }],
      { "insuredPersons.0.dob": MSG.dob },
    ],
    [
      "a future date",
      [{ dob: "01/01/2099", gender: "Male", relation: "Self" }],
      { "insuredPersons.0.dob": MSG.dobFuture },
    ],
  ])("members %s", (_label, insuredPersons, expected) => {
    expect(messages(membersStep.safeParse({ insuredPersons }))).toEqual(expected);
  });
});

describe("wizard steps", () => {
  it("customer: contact → family → members; agent adds the POSP step first", () => {
    expect(stepsFor("customer")).toEqual(["contact", "family", "members"]);
    expect(stepsFor("agent")).toEqual(["posp", "contact", "family", "members"]);
  });
  it.each([
    [3, 2],
    [2, 1],
    [1, 1],
  ])("Back from step %d → %d (never below 1)", (from, to) => {
    expect(previousStep(from)).toBe(to);
  });
  it.each([
    ["1 adult", 1, 0, [], [{ dob: "", gender: "", relation: "Self" }]],
    [
      "2 adults and 1 kid: first row Self, later rows empty",
      2,
      1,
      [],
      [
        { dob: "", gender: "", relation: "Self" },
        { dob: "", gender: "", relation: "" },
        { dob: "", gender: "", relation: "" },
      ],
    ],
    [
      "growing keeps typed rows",
      2,
      0,
      [{ dob: "01/01/1990", gender: "Male", relation: "Self" }],
      [
        { dob: "01/01/1990", gender: "Male", relation: "Self" },
        { dob: "", gender: "", relation: "" },
      ],
    ],
    [
      "shrinking drops the last rows",
      1,
      0,
      [
        { dob: "01/01/1990", gender: "Male", relation: "Self" },
        { dob: "02/02/1992", gender: "Female", relation: "Spouse" },
      ],
      [{ dob: "01/01/1990", gender: "Male", relation: "Self" }],
    ],
    [
      "row 1 is always Self",
      1,
      0,
      [{ dob: "", gender: "", relation: "Parent" }],
      [{ dob: "", gender: "", relation: "Self" }],
    ],
  ])("member rows: %s", (_label, adults, kids, existing, expected) => {
    expect(buildMemberRows(adults, kids, existing)).toEqual(expected);
  });

  it("a whole agent draft becomes the broker request", () => {
    const draft = {
      ...emptyDraft(),
      audience: "agent" as const,
      pospNumber: " POSP-9 ",
      name: " Asha   Verma ",
      phone: "+91 98765 43210",
      email: "asha@example.com",
      adults: "2",
      kids: "0",
      pincode: "400072",
      insuredPersons: [
        { dob: "31/01/1990", gender: "Female", relation: "Self" },
        { dob: "02/03/1988", gender: "Male", relation: "Spouse" },
      ],
    };
    const parsed = quoteDraftSchema.parse(draft);
    expect(toQuoteRequest(parsed)).toEqual({
      adults: 2,
      kids: 0,
      pincode: "400072",
      name: "Asha Verma",
      phone: "9876543210",
      email: "asha@example.com",
      pospNumber: "POSP-9",
      insuredPersons: [
        { memberNo: 1, dob: "1990-01-31", gender: "Female", relation: "Self" },
        { memberNo: 2, dob: "1988-03-02", gender: "Male", relation: "Spouse" },
      ],
    });
  });

  it.each([
    ["member rows that do not match adults + kids", { adults: "2" }, "insuredPersons"],
    ["an agent without a POSP number", { audience: "agent", pospNumber: "" }, "pospNumber"],
    [
      "row 1 not Self",
      { insuredPersons: [{ dob: "31/01/1990", gender: "Female", relation: "Spouse" }] },
      "insuredPersons.0.relation",
    ],
  ])("the server refuses %s", (_label, change, path) => {
    const draft = {
      ...emptyDraft(),
      name: "Asha",
      phone: "9876543210",
      email: "a@b.in",
      pincode: "400072",
      insuredPersons: [{ dob: "31/01/1990", gender: "Female", relation: "Self" }],
      ...change,
    };
    expect(Object.keys(messages(quoteDraftSchema.safeParse(draft)))).toContain(path);
  });
});

describe("dates and money", () => {
  it.each([
    ["31/01/1990", "1990-01-31"],
    ["1/2/1990", "1990-02-01"],
    ["31-01-1990", "1990-01-31"],
    ["31011990", "1990-01-31"],
    ["29/02/2000", "2000-02-29"],
    ["29/02/1900", null],
    ["31/04/1990", null],
    ["1990-01-31", null],
    ["", null],
  ])("displayToIso(%j) → %j", (input, expected) => {
    expect(displayToIso(input)).toBe(expected);
  });
  it.each([
    ["1990-01-31", "31/01/1990"],
    ["", ""],
    ["31/01", "31/01"],
  ])("isoToDisplay(%j) → %j", (input, expected) => {
    expect(isoToDisplay(input)).toBe(expected);
  });
  it.each([
    ["3", "3"],
    ["3101", "31/01"],
    ["310119", "31/01/19"],
    ["31011990", "31/01/1990"],
    ["31/01/1990x", "31/01/1990"],
    ["31/0", "31/0"],
    ["14/081", "14/08/1"],
    ["1/8/1992", "1/8/1992"],
    ["31/", "31/"],
    ["310119901", "31/01/1990"],
    ["1/2/3/4", "1/2/3"],
  ])("maskDateInput(%j) → %j", (input, expected) => {
    expect(maskDateInput(input)).toBe(expected);
  });
  it.each([
    [500000, "₹5,00,000"],
    [10000000, "₹1,00,00,000"],
    [12345, "₹12,345"],
    [999, "₹999"],
  ])("formatRupees(%d) → %s", (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected);
  });
});
