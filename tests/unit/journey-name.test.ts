import { describe, expect, it } from "vitest";
import { splitName } from "@/lib/journeys/health/name";
import { quoteLead } from "@/lib/journeys/health/quote-lead";

/** Name splitting for the health quote's follow-up lead (spec 3). */

describe("splitName", () => {
  it.each([
    ["one word", "Asha", { firstName: "Asha", lastName: "" }],
    ["two words", "Asha Verma", { firstName: "Asha", lastName: "Verma" }],
    [
      "three words: a middle name",
      "Asha Kumari Verma",
      { firstName: "Asha", middleName: "Kumari", lastName: "Verma" },
    ],
    [
      "four words: no middle name, the rest is the last name",
      "Asha Kumari Devi Verma",
      { firstName: "Asha", lastName: "Kumari Devi Verma" },
    ],
    ["extra spaces", "  Asha    Verma  ", { firstName: "Asha", lastName: "Verma" }],
    [
      "tabs and spaces in a three-word name",
      "Ravi\tShankar  Iyer",
      { firstName: "Ravi", middleName: "Shankar", lastName: "Iyer" },
    ],
    ["an empty name", "   ", { firstName: "", lastName: "" }],
    ["Indian script", "आशा वर्मा", { firstName: "आशा", lastName: "वर्मा" }],
  ])("%s: %j", (_label, input, expected) => {
    expect(splitName(input)).toEqual(expected);
  });
});

describe("quoteLead", () => {
  const base = { phone: "9876543210", email: "asha@example.com", requestKey: "HQ-1" };
  it.each([
    [
      "two words",
      "Asha Verma",
      { firstName: "Asha", lastName: "Verma", remarks: "Health quote HQ-1" },
    ],
    [
      "three words",
      "Asha Kumari Verma",
      { firstName: "Asha", lastName: "Verma", remarks: "Health quote HQ-1; middle name Kumari" },
    ],
    [
      "one word (the lead call needs a last name)",
      "Asha",
      { firstName: "Asha", lastName: "Asha", remarks: "Health quote HQ-1" },
    ],
  ])("%s", (_label, name, expected) => {
    expect(quoteLead({ ...base, name })).toEqual({
      ...expected,
      phone: "9876543210",
      email: "asha@example.com",
      leadSource: "SureShield Website",
      clientType: "Individual",
      businessType: "Health",
    });
  });
});
