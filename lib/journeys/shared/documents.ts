import { allowed, type RedirectPolicy } from "@/lib/journeys/shared/redirect";

/** The generate-pdf answer (broker-api.md `PolicyDocuments`), loosely typed. */
export type PdfAnswer = { status: number; data?: unknown };

/**
 * Download labels per wire field (the wire keeps the spelling `policyPraposal`); `labelKey` is
 * the label's key in the `Documents` catalogue area (what the screen shows).
 */
export const documentLinks = [
  { field: "policyPraposal", label: "Policy Proposal", labelKey: "proposal" },
  { field: "policySchedule", label: "Policy Schedule", labelKey: "schedule" },
  { field: "policyCis", label: "Policy CIS", labelKey: "cis" },
  { field: "ecard", label: "E-card", labelKey: "ecard" },
] as const;

export type DocumentsView =
  | { kind: "error" }
  | { kind: "apology" }
  | {
      kind: "issued";
      name: string;
      /** The broker sent no member name: `name` is the "Customer" fallback. */
      unnamed: boolean;
      companyName: string;
      policyNumber: string;
      links: { label: string; labelKey: (typeof documentLinks)[number]["labelKey"]; url: string }[];
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
  const links = documentLinks.flatMap(({ field, label, labelKey }) => {
    const url = text(data[field]) ? allowed(data[field], policy) : null;
    return url ? [{ label, labelKey, url }] : [];
  });
  if (!policyNumber || links.length === 0) return { kind: "apology" };
  return {
    kind: "issued",
    name: text(data.memberName) || "Customer",
    unnamed: !text(data.memberName),
    companyName: text(data.companyName),
    policyNumber,
    links,
  };
}
