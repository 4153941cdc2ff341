import type { DocumentType, NomineeRelation } from "@/lib/api/contract/proposal";

/** Labels and option lists the health and motor proposal screens share (spec 3). */

/** Labels of the ID document types for a select. */
export const documentTypeLabels: Record<DocumentType, string> = {
  Aadhaar: "Aadhaar card",
  PAN: "PAN card",
  Passport: "Passport",
  DL: "Driving licence",
};

/** Labels of the nominee relations (English; the screens take theirs from `Options.nomineeRelation`). */
export const nomineeRelationLabels: Record<NomineeRelation, string> = {
  brother: "Brother",
  husband: "Husband",
  grand_father: "Grandfather",
  grand_mother: "Grandmother",
  father_in_law: "Father-in-law",
  mother_in_law: "Mother-in-law",
  mother: "Mother",
  sister: "Sister",
  son: "Son",
  daughter: "Daughter",
  father: "Father",
  wife: "Wife",
  other: "Other",
};

/**
 * The contract's nominee relations in the order a person looks for them (issue 23): the closest
 * family first, then in-laws and grandparents, "Other" last. Every contract value once; the
 * contract has no "spouse" (a spouse is `wife` or `husband`).
 */
export const nomineeRelationOrder = [
  "wife",
  "husband",
  "son",
  "daughter",
  "father",
  "mother",
  "brother",
  "sister",
  "father_in_law",
  "mother_in_law",
  "grand_father",
  "grand_mother",
  "other",
] as const satisfies readonly NomineeRelation[];

/** Nominee relations with their labels, in display order (select options). */
export const nomineeRelations: readonly { value: NomineeRelation; label: string }[] =
  nomineeRelationOrder.map((value) => ({ value, label: nomineeRelationLabels[value] }));
