import { describe, expect, it } from "vitest";
import { nbcChoices, previousInsurers } from "@/lib/journeys/motor/options";
import {
  previousInsuranceDefaults,
  previousInsuranceErrors,
  previousInsuranceSaveOutcome,
  toPreviousInsurances,
  validatePreviousInsurance,
  type PreviousInsuranceForm,
  type PreviousInsuranceRow,
} from "@/lib/journeys/motor/previous-insurance";

/** The motor previous-insurance screen (spec 3 "Previous insurance (motor)", spec 4, spec 5). */

const blank: PreviousInsuranceRow = {
  insuranceCompany: "",
  policyNumber: "",
  startDate: "",
  endDate: "",
  policyType: "",
  nbc: "",
  lastYearClaim: "",
};

const filled: PreviousInsuranceRow = {
  insuranceCompany: "ICICI",
  policyNumber: "3001/12345678",
  startDate: "15/03/2024",
  endDate: "14/03/2025",
  policyType: "comp",
  nbc: "25",
  lastYearClaim: "false",
};

const form = (
  first: Partial<PreviousInsuranceRow> = {},
  second: Partial<PreviousInsuranceRow> = blank,
): PreviousInsuranceForm => ({
  insurances: [
    { ...filled, ...first },
    { ...blank, ...second },
  ],
});

const errorsOf = (values: PreviousInsuranceForm) => {
  const checked = validatePreviousInsurance(values);
  return checked.ok ? {} : checked.errors;
};

describe("previousInsuranceSaveOutcome (spec 4: 200 → plans under the returned key, else /motor/thank-you)", () => {
  it.each([
    ["200 with the broker's key", 200, "mot-NEW1", "/insurance-compare/motor/mot-NEW1"],
    ["200 without a key → the route's key", 200, undefined, "/insurance-compare/motor/mot-K1"],
    ["200 with an empty key → the route's key", 200, "", "/insurance-compare/motor/mot-K1"],
    [
      "200 with a key that is no route segment → the route's key",
      200,
      "../../evil",
      "/insurance-compare/motor/mot-K1",
    ],
    [
      "200 with a key that is not text → the route's key",
      200,
      42,
      "/insurance-compare/motor/mot-K1",
    ],
    ["400 refused", 400, "mot-NEW1", "/motor/thank-you"],
    ["404 unknown request", 404, undefined, "/motor/thank-you"],
    ["201 is not 200", 201, "mot-NEW1", "/motor/thank-you"],
    ["500 failed call (network error, timeout)", 500, undefined, "/motor/thank-you"],
  ] as const)("%s", (_label, status, returned, to) => {
    expect(previousInsuranceSaveOutcome(status, returned, "mot-K1")).toEqual({ kind: "go", to });
  });

  it("a route key that is no segment never reaches the plans path", () => {
    expect(previousInsuranceSaveOutcome(200, undefined, "a/b")).toEqual({
      kind: "go",
      to: "/motor/thank-you",
    });
  });
});

describe("previousInsuranceDefaults (get/base-policy-details → insurance 1)", () => {
  it.each([
    [
      "all three defaults, end date shown dd/mm/yyyy",
      { insuranceCompany: "ICICI", policyNumber: "3001/12345678", endDate: "2025-03-14" },
      { insuranceCompany: "ICICI", policyNumber: "3001/12345678", endDate: "14/03/2025" },
    ],
    ["no defaults", {}, {}],
    ["undefined answer", undefined, {}],
    [
      "an unknown company code is not preselected",
      { insuranceCompany: "NOPE", policyNumber: " P-1 " },
      { policyNumber: "P-1" },
    ],
  ] as const)("%s", (_label, base, first) => {
    expect(previousInsuranceDefaults(base)).toEqual({
      insurances: [{ ...blank, ...first }, blank],
    });
  });

  // Issue 23 item 1: the saved policies come back, so Back, a link or a reload shows them.
  it("fills both blocks from the saved policies the broker sends back", () => {
    const saved = {
      insuranceCompany: "ICICI",
      policyNumber: "3001/12345678",
      endDate: "2025-03-14",
      insurances: [
        {
          srNo: 1,
          insuranceCompany: "ICICI",
          policyNumber: "3001/12345678",
          startDate: "2024-03-15",
          endDate: "2025-03-14",
          policyType: "comp",
          nbc: 25,
          lastYearClaim: "false",
        },
        {
          srNo: 2,
          insuranceCompany: "HDFC",
          policyNumber: "OD-9",
          startDate: "2024-03-15",
          endDate: "2025-03-14",
          policyType: "od",
          nbc: 0,
          lastYearClaim: "true",
        },
      ],
    };
    expect(previousInsuranceDefaults(saved)).toEqual({
      insurances: [
        filled,
        {
          insuranceCompany: "HDFC",
          policyNumber: "OD-9",
          startDate: "15/03/2024",
          endDate: "14/03/2025",
          policyType: "od",
          nbc: "0",
          lastYearClaim: "true",
        },
      ],
    });
    // What the form holds validates again unchanged: a save after Back sends no blanks.
    expect(validatePreviousInsurance(previousInsuranceDefaults(saved)).ok).toBe(true);
  });

  it("leaves unknown saved choices unchosen and insurance 2 blank when only 1 was saved", () => {
    expect(
      previousInsuranceDefaults({
        insurances: [
          { insuranceCompany: "NOPE", policyType: "weird", nbc: 33, lastYearClaim: "maybe" },
        ],
      }),
    ).toEqual({ insurances: [blank, blank] });
  });
});

describe("toPreviousInsurances (form → set/base-policy-details data)", () => {
  it("numbers the blocks, converts dates to yyyy-mm-dd and drops a blank insurance 2", () => {
    expect(toPreviousInsurances(form())).toEqual({
      insurances: [
        {
          srNo: 1,
          insuranceCompany: "ICICI",
          policyNumber: "3001/12345678",
          startDate: "2024-03-15",
          endDate: "2025-03-14",
          policyType: "comp",
          nbc: "25",
          lastYearClaim: "false",
        },
      ],
    });
  });

  it("keeps a partly filled insurance 2 as srNo 2", () => {
    const out = toPreviousInsurances(form({}, { policyNumber: " X1 ", startDate: "1/4/2023" }));
    expect(out.insurances).toHaveLength(2);
    expect(out.insurances[1]).toMatchObject({
      srNo: 2,
      policyNumber: "X1",
      startDate: "2023-04-01",
      endDate: "",
    });
  });

  it("passes unparseable date text on unchanged (for 'Invalid date')", () => {
    expect(toPreviousInsurances(form({ startDate: "31/02/2024" })).insurances[0]?.startDate).toBe(
      "31/02/2024",
    );
  });
});

describe("validatePreviousInsurance (spec 5 messages, verbatim)", () => {
  it("a filled insurance 1 gives the wire shape", () => {
    expect(validatePreviousInsurance(form())).toEqual({
      ok: true,
      data: {
        insurances: [
          {
            srNo: 1,
            insuranceCompany: "ICICI",
            policyNumber: "3001/12345678",
            startDate: "2024-03-15",
            endDate: "2025-03-14",
            policyType: "comp",
            nbc: 25,
            lastYearClaim: "false",
          },
        ],
      },
    });
  });

  it("an empty insurance 1 names every required field", () => {
    expect(errorsOf(form(blank))).toEqual({
      "insurances.0.insuranceCompany": "Company is required",
      "insurances.0.policyNumber": "Policy number is required",
      "insurances.0.startDate": "Start date is required",
      "insurances.0.endDate": "End date is required",
      "insurances.0.policyType": "Policy type is required",
      "insurances.0.nbc": "NBC is required",
      "insurances.0.lastYearClaim": "Last year claim is required",
    });
  });

  it.each([
    ["company", { insuranceCompany: "" }, "insurances.0.insuranceCompany", "Company is required"],
    [
      "policy number (blank)",
      { policyNumber: "   " },
      "insurances.0.policyNumber",
      "Policy number is required",
    ],
    ["start date", { startDate: "" }, "insurances.0.startDate", "Start date is required"],
    ["end date", { endDate: "" }, "insurances.0.endDate", "End date is required"],
    ["policy type", { policyType: "" }, "insurances.0.policyType", "Policy type is required"],
    ["NBC", { nbc: "" }, "insurances.0.nbc", "NBC is required"],
    ["NBC not an option", { nbc: "15" }, "insurances.0.nbc", "NBC is required"],
    [
      "last year claim",
      { lastYearClaim: "" },
      "insurances.0.lastYearClaim",
      "Last year claim is required",
    ],
    ["unparseable start", { startDate: "32/01/2024" }, "insurances.0.startDate", "Invalid date"],
    ["no such day (31/02)", { endDate: "31/02/2025" }, "insurances.0.endDate", "Invalid date"],
    ["letters as a date", { startDate: "soon" }, "insurances.0.startDate", "Invalid date"],
  ] as const)("%s → one message on its field", (_label, change, path, message) => {
    expect(errorsOf(form(change))).toEqual({ [path]: message });
  });

  it("start after end: a message on both fields", () => {
    expect(errorsOf(form({ startDate: "15/03/2025", endDate: "14/03/2025" }))).toEqual({
      "insurances.0.startDate": "Start must be on or before end",
      "insurances.0.endDate": "End must be on or after start",
    });
  });

  it.each([
    ["start equals end", { startDate: "14/03/2025", endDate: "14/03/2025" }],
    ["start before end", { startDate: "13/03/2025", endDate: "14/03/2025" }],
    ["yyyy-mm-dd text is accepted too", { startDate: "2024-03-15", endDate: "2025-03-14" }],
  ] as const)("%s → valid", (_label, change) => {
    expect(validatePreviousInsurance(form(change)).ok).toBe(true);
  });

  it.each([
    [
      "only the start filled",
      { startDate: "15/03/2025", endDate: "" },
      { "insurances.0.endDate": "End date is required" },
    ],
    [
      "start unparseable, end filled",
      { startDate: "99/99/2025", endDate: "14/03/2025" },
      { "insurances.0.startDate": "Invalid date" },
    ],
  ] as const)(
    "the order is checked only when both dates are filled and valid: %s",
    (_label, change, expected) => {
      expect(errorsOf(form(change))).toEqual(expected);
    },
  );

  it("a blank insurance 2 is dropped, never validated", () => {
    const checked = validatePreviousInsurance(form({}, { ...blank, policyNumber: "   " }));
    expect(checked.ok && checked.data.insurances).toHaveLength(1);
  });

  it("a partly filled insurance 2 is validated with the same messages", () => {
    expect(
      errorsOf(
        form({}, { insuranceCompany: "HDFC", startDate: "01/04/2024", endDate: "01/03/2024" }),
      ),
    ).toEqual({
      "insurances.1.policyNumber": "Policy number is required",
      "insurances.1.startDate": "Start must be on or before end",
      "insurances.1.endDate": "End must be on or after start",
      "insurances.1.policyType": "Policy type is required",
      "insurances.1.nbc": "NBC is required",
      "insurances.1.lastYearClaim": "Last year claim is required",
    });
  });

  it("a filled insurance 2 is sent as srNo 2", () => {
    const checked = validatePreviousInsurance(
      form({}, { ...filled, insuranceCompany: "HDFC", lastYearClaim: "true", nbc: "0" }),
    );
    expect(checked.ok && checked.data.insurances[1]).toMatchObject({
      srNo: 2,
      insuranceCompany: "HDFC",
      nbc: 0,
      lastYearClaim: "true",
    });
  });

  it("every one of the 26 insurer codes is accepted; anything else is not", () => {
    expect(previousInsurers).toHaveLength(26);
    for (const { code } of previousInsurers)
      expect(validatePreviousInsurance(form({ insuranceCompany: code })).ok, code).toBe(true);
    expect(errorsOf(form({ insuranceCompany: "ACME" }))).toEqual({
      "insurances.0.insuranceCompany": "Choose a company from the list",
    });
  });

  it("every NBC choice of the select is accepted", () => {
    expect(nbcChoices.map((c) => c.value)).toEqual([
      "0",
      "20",
      "25",
      "30",
      "35",
      "40",
      "45",
      "50",
      "55",
      "60",
      "65",
    ]);
    for (const { value } of nbcChoices)
      expect(validatePreviousInsurance(form({ nbc: value })).ok, value).toBe(true);
  });
});

describe("previousInsuranceErrors", () => {
  it.each([
    [
      "a field path",
      [{ path: ["insurances", 1, "endDate"], message: "End date is required" }],
      { "insurances.1.endDate": "End date is required" },
    ],
    [
      "the first message per field wins",
      [
        { path: ["a"], message: "one" },
        { path: ["a"], message: "two" },
      ],
      { a: "one" },
    ],
    [
      "an issue without a path → insurances",
      [{ path: [], message: "Previous insurance is required" }],
      { insurances: "Previous insurance is required" },
    ],
  ] as const)("%s", (_label, issues, expected) => {
    expect(previousInsuranceErrors(issues)).toEqual(expected);
  });
});
