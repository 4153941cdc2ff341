import { documentLinks } from "@/lib/journeys/shared/documents";
import type { PolicyDocuments } from "@/lib/api/contract/health";
import { sumInsuredValues, type SumInsured } from "@/lib/api/contract/values";

/**
 * What the health screens render from: option lists, their labels and fixed texts (spec 2.4, 3
 * and 9). The wire values they offer come from the contract (`lib/api/contract/health.ts`).
 */

/** hdfc-ergo sum-insured options in rupees (spec 3, spec 9: 5 lakh to 2 crore). */
export const sumInsuredOptions = sumInsuredValues;

/** Labels of {@link sumInsuredOptions}, e.g. 500000 → "₹5 Lakh", 10000000 → "₹1 Crore". */
export const sumInsuredLabels: Record<SumInsured, string> = {
  500000: "₹5 Lakh",
  1000000: "₹10 Lakh",
  1500000: "₹15 Lakh",
  2000000: "₹20 Lakh",
  2500000: "₹25 Lakh",
  5000000: "₹50 Lakh",
  10000000: "₹1 Crore",
  20000000: "₹2 Crore",
};

/** Insurers with special handling (spec 9). */
export const specialInsurers = ["digit", "future-genrali", "hdfc-ergo"] as const;

/**
 * Each medical flag, the detail object it reveals (spec 3 "Health medical form") and its
 * question's key in the `Medical` catalogue area.
 */
export const medicalFlags = [
  { flag: "hasDisease", details: "disease", labelKey: "flagDisease" },
  { flag: "hasThyroid", details: "thyroid", labelKey: "flagThyroid" },
  { flag: "hasDiabetes", details: "diabetes", labelKey: "flagDiabetes" },
  { flag: "hasAsthma", details: "asthma", labelKey: "flagAsthma" },
  { flag: "hasHypertension", details: "hypertension", labelKey: "flagHypertension" },
  { flag: "hasHyperlipidemia", details: "lipids", labelKey: "flagLipids" },
  { flag: "onMeds", details: "meds", labelKey: "flagMeds" },
  { flag: "hasSymptoms", details: "symptoms", labelKey: "flagSymptoms" },
  { flag: "hasGynae", details: "gynae", labelKey: "flagGynae" },
  { flag: "usesTobacco", details: "tobacco", labelKey: "flagTobacco" },
  { flag: "drinksAlcohol", details: "alcohol", labelKey: "flagAlcohol" },
] as const;

/**
 * Whether the documents page shows its success view (spec 2.4): a policy number and at least
 * one non-empty document link.
 */
export function hasPolicyDocuments(docs: Partial<PolicyDocuments> | undefined): boolean {
  if (!docs?.policyNumber) return false;
  // The labels (and their order) live in one table, lib/journeys/shared/documents.ts.
  return documentLinks.some(({ field }) => Boolean(docs[field]));
}
