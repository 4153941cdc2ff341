import { describe, expect, it } from "vitest";
import { documentsOutcome } from "@/lib/journeys/shared/documents";

/** Policy documents (spec 2.4, 4 "PDF screens"). */

const policy = {
  siteOrigin: "https://www.broker.example",
  allowlist: ["https://docs.insurer.example"],
};
const D = "https://docs.insurer.example/p";
const all = {
  policyNumber: "POL-1",
  memberName: "Asha Verma",
  companyName: "digit",
  policyPraposal: `${D}/proposal.pdf`,
  policySchedule: `${D}/schedule.pdf`,
  policyCis: `${D}/cis.pdf`,
  ecard: `${D}/ecard.pdf`,
};

describe("documentsOutcome", () => {
  it.each([
    [
      "every document",
      { status: 200, data: all },
      {
        kind: "issued",
        name: "Asha Verma",
        companyName: "digit",
        policyNumber: "POL-1",
        links: [
          { label: "Policy Proposal", url: `${D}/proposal.pdf` },
          { label: "Policy Schedule", url: `${D}/schedule.pdf` },
          { label: "Policy CIS", url: `${D}/cis.pdf` },
          { label: "E-card", url: `${D}/ecard.pdf` },
        ],
      },
    ],
    [
      "only non-empty links are listed",
      { status: 200, data: { ...all, ecard: "", policyCis: "  " } },
      {
        kind: "issued",
        name: "Asha Verma",
        companyName: "digit",
        policyNumber: "POL-1",
        links: [
          { label: "Policy Proposal", url: `${D}/proposal.pdf` },
          { label: "Policy Schedule", url: `${D}/schedule.pdf` },
        ],
      },
    ],
    [
      "no member name → Customer",
      {
        status: 200,
        data: { policyNumber: "POL-1", companyName: "digit", ecard: `${D}/ecard.pdf` },
      },
      {
        kind: "issued",
        name: "Customer",
        companyName: "digit",
        policyNumber: "POL-1",
        links: [{ label: "E-card", url: `${D}/ecard.pdf` }],
      },
    ],
    [
      "no policy number → apology",
      { status: 200, data: { ...all, policyNumber: "" } },
      { kind: "apology" },
    ],
    [
      "no link → apology",
      {
        status: 200,
        data: {
          policyNumber: "POL-1",
          companyName: "digit",
          policyPraposal: "",
          policySchedule: "",
          policyCis: "",
          ecard: "",
        },
      },
      { kind: "apology" },
    ],
    ["no data → apology", { status: 200 }, { kind: "apology" }],
    [
      "links the allowlist refuses are dropped; none left → apology",
      {
        status: 200,
        data: {
          policyNumber: "POL-1",
          policyPraposal: "javascript:alert(1)",
          policySchedule: "https://evil.example/s.pdf",
          policyCis: "//evil.example/c.pdf",
        },
      },
      { kind: "apology" },
    ],
    ["a non-200 answer → Something went wrong", { status: 404 }, { kind: "error" }],
    ["a failed call → Something went wrong", { status: 500, data: all }, { kind: "error" }],
  ] as const)("%s", (_label, answer, expected) => {
    expect(documentsOutcome(answer, policy)).toMatchObject(expected);
  });
});
