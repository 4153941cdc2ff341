import {
  nomineeRelationValues,
  type DocumentType,
  type NomineeRelation,
} from "@/lib/api/contract/proposal";

/** Labels and option lists the health and motor proposal screens share (spec 3). */

/** Labels of the ID document types for a select. */
export const documentTypeLabels: Record<DocumentType, string> = {
  Aadhaar: "Aadhaar card",
  PAN: "PAN card",
  Passport: "Passport",
  DL: "Driving licence",
};

/** Labels of the nominee relations; `wife` is shown as Spouse (spec 3). */
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
  wife: "Spouse",
  other: "Other",
};

/** Nominee relations with their labels, in display order (select options). */
export const nomineeRelations: readonly { value: NomineeRelation; label: string }[] =
  nomineeRelationValues.map((value) => ({ value, label: nomineeRelationLabels[value] }));
