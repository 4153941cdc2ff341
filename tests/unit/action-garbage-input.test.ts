import { beforeEach, describe, expect, it, vi } from "vitest";
import { validatePreviousInsurance } from "@/lib/journeys/motor/previous-insurance";
import { validateMembers } from "@/lib/journeys/health/proposal-forms";

/**
 * Wrong-typed input never 500s (issue 9): every server action of lib/journeys/actions and
 * lib/leads, called with what a crafted request can carry (null, numbers, text, arrays, objects
 * with wrong-typed fields, megabytes of text), answers with field errors or its failure result,
 * never throws, and sends nothing to the broker.
 */

vi.mock("server-only", () => ({}));
vi.mock("next/server", () => ({ after: vi.fn() }));
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));
vi.mock("@/lib/api/leads", () => ({ createLead: vi.fn() }));
vi.mock("@/lib/api/health", () => ({
  submitHealthQuote: vi.fn(),
  selectPlan: vi.fn(),
  getActiveMemberData: vi.fn(),
  updateMember: vi.fn(),
  updateMedical: vi.fn(),
  updateNominee: vi.fn(),
  updateCommunication: vi.fn(),
  triggerPurchase: vi.fn(),
}));
vi.mock("@/lib/api/motor", () => ({
  selectMotorPlan: vi.fn(),
  submitMotorQuote: vi.fn(),
  updateMotorMember: vi.fn(),
  updateMotorNominee: vi.fn(),
  updateMotorCommunication: vi.fn(),
  getAddOns: vi.fn(),
  updateAddOns: vi.fn(),
  triggerMotorPurchase: vi.fn(),
  setBasePolicyDetails: vi.fn(),
  checkPolicyStatus: vi.fn(),
}));

process.env.SITE_URL = "https://www.broker.example";
process.env.REDIRECT_ALLOWLIST = "https://pay.insurer.example";

const health = await import("@/lib/api/health");
const motor = await import("@/lib/api/motor");
const leads = await import("@/lib/api/leads");
const journey = await import("@/lib/journeys/shared/actions");
const motorActions = await import("@/lib/journeys/motor/actions");
const breakIn = await import("@/lib/journeys/motor/break-in-actions");
const { submitQuote } = await import("@/lib/journeys/health/quote-action");
const { submitMotorQuoteDraft } = await import("@/lib/journeys/motor/quote-action");
const { submitLead } = await import("@/lib/leads/submit-lead");

const KEY = "K-1";
const HUGE = "a".repeat(1_000_000);

/** What any form action may be sent instead of its form. */
const anyGarbage: [string, unknown][] = [
  ["null", null],
  ["undefined", undefined],
  ["a number", 1],
  ["text", "x"],
  ["huge text", HUGE],
  ["an array of numbers", [1, 2]],
  ["an array of objects", [{}, {}]],
  ["true", true],
];

/** Objects whose named fields all hold `value` (a wrong type, or megabytes of text; null is a form's "unset"). */
const wrongTyped = (fields: readonly string[]): [string, unknown][] =>
  [1, true, [1, 2], { a: 1 }, HUGE].map((value) => [
    `every field ${Array.isArray(value) ? "an array" : value === HUGE ? "huge text" : JSON.stringify(value)}`,
    Object.fromEntries(fields.map((f) => [f, value])),
  ]);

const memberFields = [
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
const nomineeFields = ["firstName", "lastName", "dob", "gender", "relation"];
const communicationFields = ["street", "city", "pincode", "email", "mobile"];
const motorMemberFields = [
  "firstName",
  "lastName",
  "dob",
  "gender",
  "maritalStatus",
  "profession",
  "occupation",
  "documentType",
  "documentId",
  "documentIssueDate",
];
const previousFields = [
  "insuranceCompany",
  "policyNumber",
  "startDate",
  "endDate",
  "policyType",
  "nbc",
  "lastYearClaim",
];
const leadFields = [
  "firstName",
  "lastName",
  "phone",
  "email",
  "town",
  "remarks",
  "leadSource",
  "clientType",
  "businessType",
];

/** Every broker call the actions can make: none may run for garbage. */
const brokerCalls = () =>
  [...Object.values(health), ...Object.values(motor), ...Object.values(leads)].filter((f) =>
    vi.isMockFunction(f),
  );

beforeEach(() => {
  vi.resetAllMocks();
  // Reads answer successfully, so only validation can stop the mutation.
  vi.mocked(health.getActiveMemberData).mockResolvedValue({
    ok: true,
    status: 200,
    data: { companyName: "hdfc-ergo", pName: "Optima", members: [] },
  } as never);
  vi.mocked(motor.getAddOns).mockResolvedValue({ ok: true, status: 200, data: {} } as never);
});

/** A form save refused with at least one field message, or a failure answer of a draft/lead action. */
function expectRefused(result: unknown) {
  const r = result as { errors?: Record<string, string>; ok?: boolean; message?: string };
  if ("errors" in r) {
    expect(Object.keys(r.errors ?? {}).length).toBeGreaterThan(0);
    for (const message of Object.values(r.errors ?? {})) expect(message).toMatch(/^[A-Z]/);
  } else {
    expect(r.ok).toBe(false);
    expect(typeof r.message).toBe("string");
  }
}

function expectNoMutation() {
  for (const call of brokerCalls()) {
    if (call === health.getActiveMemberData || call === motor.getAddOns) continue;
    expect(call).not.toHaveBeenCalled();
  }
}

type Case = [string, (input: unknown) => Promise<unknown>, [string, unknown][]];

const formCases: Case[] = [
  [
    "saveMembers",
    (v) => journey.saveMembers(KEY, v as never),
    [
      ...anyGarbage,
      ["{}", {}],
      ["members: [1, 2]", { members: [1, 2] }],
      ["members: 'x'", { members: "x" }],
      ["firstName: 1", { members: [{ firstName: 1 }] }],
      ...wrongTyped(memberFields).map(([label, row]): [string, unknown] => [
        `a member with ${label}`,
        { members: [row] },
      ]),
      ["11 members", { members: Array.from({ length: 11 }, () => ({})) }],
    ],
  ],
  [
    "saveMedical",
    (v) => journey.saveMedical(KEY, v as never),
    [
      ...anyGarbage,
      ["a flag as text", { hasDisease: "yes" }],
      ["details as a number", { hasDisease: true, disease: 1 }],
      ["details with an object", { hasDisease: true, disease: { since: { a: 1 } } }],
      ["huge details", { hasDisease: true, disease: { since: HUGE } }],
    ],
  ],
  [
    "saveNominee",
    (v) => journey.saveNominee(KEY, v as never),
    [...anyGarbage, ...wrongTyped(nomineeFields)],
  ],
  [
    "saveCommunication",
    (v) => journey.saveCommunication(KEY, v as never),
    [...anyGarbage, ...wrongTyped(communicationFields)],
  ],
  [
    "saveMotorMember",
    (v) => motorActions.saveMotorMember(KEY, v as never),
    [...anyGarbage, ...wrongTyped(motorMemberFields)],
  ],
  [
    "saveMotorNominee",
    (v) => motorActions.saveMotorNominee(KEY, v as never),
    [...anyGarbage, ...wrongTyped(nomineeFields)],
  ],
  [
    "saveMotorCommunication",
    (v) => motorActions.saveMotorCommunication(KEY, v as never),
    [...anyGarbage, ...wrongTyped(communicationFields)],
  ],
  [
    "saveMotorAddOns",
    (v) => motorActions.saveMotorAddOns(KEY, v as never),
    [
      ...anyGarbage.filter(([label]) => label !== "undefined"),
      ["a flag as a number", { pa_cover: 1 }],
      ["a flag as an object", { pa_cover: { a: 1 } }],
      ["a huge amount key", { pa_cover: true, pa_cover__amount: HUGE }],
    ],
  ],
  [
    "savePreviousInsurance",
    (v) => breakIn.savePreviousInsurance(KEY, v as never),
    [
      ...anyGarbage,
      ["{}", {}],
      ["insurances: [1, 2]", { insurances: [1, 2] }],
      ["insurances: 'x'", { insurances: "x" }],
      ["three blocks", { insurances: [{}, {}, {}] }],
      ...wrongTyped(previousFields).map(([label, row]): [string, unknown] => [
        `a block with ${label}`,
        { insurances: [row, {}] },
      ]),
    ],
  ],
  [
    "searchPolicy",
    (v) => breakIn.searchPolicy(v as never),
    [...anyGarbage, ...wrongTyped(["policyNo"])],
  ],
  [
    "submitQuote",
    (v) => submitQuote(v),
    [
      ...anyGarbage,
      ...wrongTyped([
        "audience",
        "name",
        "phone",
        "email",
        "adults",
        "kids",
        "pincode",
        "insuredPersons",
      ]),
      ["insuredPersons: [1, 2]", { insuredPersons: [1, 2] }],
    ],
  ],
  [
    "submitMotorQuoteDraft",
    (v) => submitMotorQuoteDraft(v),
    [...anyGarbage, ...wrongTyped(["rcNo", "name", "phone", "email", "audience", "pospNumber"])],
  ],
  ["submitLead", (v) => submitLead(v), [...anyGarbage, ...wrongTyped(leadFields)]],
];

describe.each(formCases)("%s with wrong-typed input", (_name, call, inputs) => {
  it.each(inputs)("%s → field errors or a failure answer, nothing sent", async (_label, input) => {
    const result = await call(input);
    expectRefused(result);
    expectNoMutation();
  });
});

/** Actions whose input is a requestKey (or a plan choice): garbage goes to the thank-you page, nothing is sent. */
const keyGarbage: [string, unknown][] = [
  ["null", null],
  ["a number", 1],
  ["an object", { a: 1 }],
  ["an array", ["K-1"]],
  ["a path", "../admin"],
  ["huge text", HUGE],
];

const keyCases: [string, (key: unknown) => Promise<unknown>][] = [
  ["buyNow", (k) => journey.buyNow(k as never)],
  ["motorBuyNow", (k) => motorActions.motorBuyNow(k as never)],
  [
    "choosePlan health (key)",
    (k) => journey.choosePlan("health", k as never, { name: "P", code: "C", insurer: "hdfc-ergo" }),
  ],
  [
    "choosePlan motor (key)",
    (k) => journey.choosePlan("motor", k as never, { name: "P", code: "C", insurer: "digit" }),
  ],
  ["choosePlan health (choice)", (c) => journey.choosePlan("health", KEY, c)],
  ["choosePlan motor (choice)", (c) => journey.choosePlan("motor", KEY, c)],
  [
    "choosePlan (insurance type)",
    (t) => journey.choosePlan(t as never, KEY, { name: "P", code: "C", insurer: "digit" }),
  ],
  ["saveMembers (key)", (k) => journey.saveMembers(k as never, { members: [] })],
  [
    "savePreviousInsurance (key)",
    (k) => breakIn.savePreviousInsurance(k as never, { insurances: [{}, {}] } as never),
  ],
  ["saveMotorAddOns (key)", (k) => motorActions.saveMotorAddOns(k as never, {})],
];

describe.each(keyCases)("%s with a wrong-typed key", (_name, call) => {
  it.each(keyGarbage)("%s → a thank-you page, nothing sent", async (_label, input) => {
    const result = (await call(input)) as {
      kind?: string;
      to?: string;
      next?: { kind: string; to: string };
    };
    const next = result.next ?? result;
    expect(next).toEqual({
      kind: "go",
      to: expect.stringMatching(/^\/(health|motor)\/thank-you$/),
    });
    expectNoMutation();
  });
});

describe("null is a form's unset value, not a wrong type", () => {
  it("an unchosen radio (null) still lets every other message show", () => {
    const row = {
      insuranceCompany: "",
      policyNumber: "P-1",
      startDate: "31/02/2020",
      endDate: "",
      policyType: "",
      nbc: "",
      lastYearClaim: null,
    };
    const checked = validatePreviousInsurance({ insurances: [row, { insuranceCompany: null }] });
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors).toMatchObject({
      "insurances.0.startDate": "Invalid date",
      "insurances.0.lastYearClaim": "Last year claim is required",
      "insurances.0.insuranceCompany": "Company is required",
    });
  });

  it("a member with null fields gets the required messages", () => {
    const checked = validateMembers({ members: [{ firstName: null, gender: null }] }, "digit");
    expect(!checked.ok && checked.errors).toMatchObject({
      "members.0.firstName": "Enter the first name",
      "members.0.gender": "Select the gender",
    });
  });
});
