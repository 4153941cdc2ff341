import { sumInsuredValues, type PolicyDocuments, type SumInsured } from "@/lib/api/contract/health";

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

/** Fixed highlights of every health plan card (spec 2.4, spec 9). */
export const planCardHighlights = [
  { label: "Room rent", value: "No Limit" },
  { label: "Existing disease", value: "2 years" },
  { label: "NCB", value: "10%" },
  { label: "Cashless hospitals", value: "6,700+" },
] as const;

/** Insurers with special handling (spec 9). */
export const specialInsurers = ["digit", "future-genrali", "hdfc-ergo"] as const;

/** Each medical flag and the detail object it reveals (spec 3 "Health medical form"). */
export const medicalFlags = [
  { flag: "hasDisease", details: "disease", label: "Any existing disease?" },
  { flag: "hasThyroid", details: "thyroid", label: "Thyroid disorder?" },
  { flag: "hasDiabetes", details: "diabetes", label: "Diabetes?" },
  { flag: "hasAsthma", details: "asthma", label: "Asthma?" },
  {
    flag: "hasHypertension",
    details: "hypertension",
    label: "Hypertension (high blood pressure)?",
  },
  { flag: "hasHyperlipidemia", details: "lipids", label: "High cholesterol (hyperlipidemia)?" },
  { flag: "onMeds", details: "meds", label: "Taking any regular medicines?" },
  { flag: "hasSymptoms", details: "symptoms", label: "Any current symptoms?" },
  { flag: "hasGynae", details: "gynae", label: "Any gynaecological condition?" },
  { flag: "usesTobacco", details: "tobacco", label: "Use tobacco?" },
  { flag: "drinksAlcohol", details: "alcohol", label: "Drink alcohol?" },
] as const;

/** Download labels of the documents page, in order (spec 2.4). */
export const policyDocumentLinks = [
  { key: "policyPraposal", label: "Policy Praposal" },
  { key: "policySchedule", label: "Policy Schedule" },
  { key: "policyCis", label: "Policy CIS" },
  { key: "ecard", label: "E-card" },
] as const;

/**
 * Whether the documents page shows its success view (spec 2.4): a policy number and at least
 * one non-empty document link.
 */
export function hasPolicyDocuments(docs: Partial<PolicyDocuments> | undefined): boolean {
  if (!docs?.policyNumber) return false;
  return policyDocumentLinks.some(({ key }) => Boolean(docs[key]));
}
