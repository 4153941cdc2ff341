import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { localizeMessage, messagePairs } from "@/lib/i18n/localize-message";
import {
  validateCommunication,
  validateMembers,
  validateNominee,
} from "@/lib/journeys/health/proposal-forms";
import { validateMotorMember } from "@/lib/journeys/motor/proposal-forms";
import { validatePreviousInsurance } from "@/lib/journeys/motor/previous-insurance";
import { BUY_NOW_FAILED, NO_PAYMENT_HANDLER } from "@/lib/journeys/shared/buy-now";
import { KYC_CHECK_FAILED, KYC_VERIFY_FAILED } from "@/lib/journeys/shared/kyc";
import { POLICY_NOT_FOUND, POLICY_SEARCH_FAILED } from "@/lib/journeys/motor/break-in";

/** The pairs formMessagePairs("hi") builds: every area named Validation* or Messages*. */
const pairs = messagePairs(
  en,
  hi,
  Object.keys(en).filter((area) => /^(Validation|Messages)/.test(area)),
);

/** Every message a validator gives for `values` (field → message). */
function messagesOf(result: { ok: boolean; errors?: Record<string, string> }): string[] {
  return result.ok ? [] : Object.values(result.errors ?? {});
}

const badMember = {
  firstName: "",
  lastName: "",
  dob: "31-01-1990",
  gender: "",
  maritalStatus: "",
  relation: "",
  profession: "",
  annualIncome: "-5",
  height: "1000",
  weight: "0",
  documentType: "PAN",
  documentId: "12",
  documentIssueDate: "1/1",
  policyType: "",
  sumInsured: "",
  ipaRider: false,
  criticalIllnessCover: true,
  criticalIllnessPlan: "",
  criticalIllnessCoverValue: "abc",
};

/**
 * Issue 13: a proposal form on a Hindi journey page shows each schema or rule message in Hindi
 * (FormMessagesProvider in the journeys layout), so every message the journey validators and
 * decision rules write must have a Hindi template in a Validation* or Messages* area.
 */
describe("journey form messages have Hindi wording", () => {
  const cases: [string, string[]][] = [
    ["health members (empty)", messagesOf(validateMembers({ members: [{}] }, "hdfc-ergo"))],
    [
      "health members (bad)",
      messagesOf(validateMembers({ members: [badMember, badMember] }, "hdfc-ergo")),
    ],
    [
      "nominee",
      messagesOf(
        validateNominee({ firstName: "1", dob: "99/99/9999", gender: "x", relation: "x" }),
      ),
    ],
    [
      "communication",
      messagesOf(validateCommunication({ pincode: "12", email: "x", mobile: "12" })),
    ],
    ["motor owner (empty)", messagesOf(validateMotorMember({}))],
    [
      "motor owner (bad)",
      messagesOf(validateMotorMember({ ...badMember, maritalStatus: "Widow" })),
    ],
    ["previous insurance (empty)", messagesOf(validatePreviousInsurance({ insurances: [{}, {}] }))],
    [
      "previous insurance (bad)",
      messagesOf(
        validatePreviousInsurance({
          insurances: [
            {
              insuranceCompany: "ICICI",
              policyNumber: "x",
              startDate: "02/02/2024",
              endDate: "01/01/2024",
              policyType: "comp",
              nbc: "25",
              lastYearClaim: "false",
            },
          ],
        }),
      ),
    ],
    [
      "decision rules",
      [
        BUY_NOW_FAILED,
        NO_PAYMENT_HANDLER,
        KYC_CHECK_FAILED,
        KYC_VERIFY_FAILED,
        POLICY_NOT_FOUND,
        POLICY_SEARCH_FAILED,
      ],
    ],
  ];

  it.each(cases)("%s: every message is put in Hindi", (_name, messages) => {
    expect(messages.length).toBeGreaterThan(0);
    const untranslated = [...new Set(messages)].filter((m) => localizeMessage(m, pairs) === m);
    expect(untranslated).toEqual([]);
  });
});
