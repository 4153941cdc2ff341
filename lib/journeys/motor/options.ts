import { documentLinks } from "@/lib/journeys/shared/documents";
import type { PolicyDocuments } from "@/lib/api/contract/motor";
import { nbcValues, type PreviousPolicyType } from "@/lib/api/contract/values";

/**
 * What the motor screens render from: option lists and their labels (spec 2.4, 3 and 9). The
 * wire values they offer come from the contract (`lib/api/contract/motor.ts`).
 */

export { previousInsurerName, previousInsurers } from "./insurers";

/** Labels of the previous policy types. */
export const previousPolicyTypeLabels: Record<PreviousPolicyType, string> = {
  bundle: "Bundled (1 year own damage + 3 years third party)",
  comp: "Comprehensive",
  tp: "Third party only",
  od: "Own damage only",
};

/** No-claim bonus options of the previous policy, in percent (spec 9: 0, 20, then 25 to 65 in steps of 5). */
export const nbcOptions = nbcValues;

/** The NCB select's options: each percentage as its value and "{n}%" as its label. */
export const nbcChoices = nbcOptions.map((n) => ({ value: String(n), label: `${n}%` }));

/** Spec 2.4: the documents page shows success only with a policy number and at least one link. */
export function hasPolicyDocuments(docs: Partial<PolicyDocuments> | undefined): boolean {
  if (!docs?.policyNumber) return false;
  // The labels (and their order) live in one table, lib/journeys/shared/documents.ts.
  return documentLinks.some(({ field }) => Boolean(docs[field]));
}
