import { allowed, type RedirectPolicy } from "@/lib/journeys/shared/redirect";

/** The generate-pdf answer (broker-api.md `PolicyDocuments`), loosely typed. */
export type PdfAnswer = { status: number; data?: unknown };

/** Download labels per wire field (the wire keeps the spelling `policyPraposal`). */
export const documentLinks = [
  { field: "policyPraposal", label: "Policy Proposal" },
  { field: "policySchedule", label: "Policy Schedule" },
  { field: "policyCis", label: "Policy CIS" },
  { field: "ecard", label: "E-card" },
] as const;

export type DocumentsView =
  | { kind: "error" }
  | { kind: "apology" }
  | {
      kind: "issued";
      name: string;
      companyName: string;
      policyNumber: string;
      links: { label: string; url: string }[];
    };

export const PDF_ERROR = "Something went wrong";

/**
 * Policy documents (spec 2.4 and 4 "PDF screens"): a non-200 answer is 'Something went wrong';
 * success needs a policy number and at least one document link with a non-empty, allowlisted
 * URL (only those links are listed); anything else is the apology with the refund note.
 * The greeting uses the member name, or "Customer".
 */
export function documentsOutcome(answer: PdfAnswer, policy: RedirectPolicy): DocumentsView {
  if (answer.status !== 200) return { kind: "error" };
  const data = (answer.data && typeof answer.data === "object" ? answer.data : {}) as Record<
    string,
    unknown
  >;
  const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
  const policyNumber = text(data.policyNumber);
  const links = documentLinks.flatMap(({ field, label }) => {
    const url = text(data[field]) ? allowed(data[field], policy) : null;
    return url ? [{ label, url }] : [];
  });
  if (!policyNumber || links.length === 0) return { kind: "apology" };
  return {
    kind: "issued",
    name: text(data.memberName) || "Customer",
    companyName: text(data.companyName),
    policyNumber,
    links,
  };
}
