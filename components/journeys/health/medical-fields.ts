import type en from "@/messages/en.json";
import type { medicalFlags } from "@/lib/journeys/health/options";

/** A key of the `Medical` catalogue area (labels, hints and choices of the medical step). */
export type MedicalKey = keyof (typeof en)["Medical"];

/** A choice of a detail answered from a list: the value sent, and its label's key. */
export type DetailChoice = { value: string; labelKey: MedicalKey | "yes" | "no" };

/**
 * The detail fields each medical flag reveals (spec 3 "Health medical form"): the field's name,
 * its label and hint as keys of the `Medical` catalogue area (`yes`/`no` from `Common`), and the
 * choices of a list. The words themselves are looked up where the form renders.
 */
export type DetailField = {
  name: string;
  labelKey: MedicalKey;
  options?: readonly DetailChoice[];
  hintKey?: MedicalKey;
};
type DetailsKey = (typeof medicalFlags)[number]["details"];

/** A detail answered from a list. */
const choice = (
  name: string,
  labelKey: MedicalKey,
  pairs: [string, MedicalKey][],
): DetailField => ({
  name,
  labelKey,
  options: pairs.map(([value, key]) => ({ value, labelKey: key })),
});
const yesNo: DetailChoice[] = [
  { value: "yes", labelKey: "yes" },
  { value: "no", labelKey: "no" },
];
const when = (name: string): DetailField => ({
  name,
  labelKey: "diagnosedWhen",
  hintKey: "diagnosedHint",
});
const hospital: DetailField[] = [
  { name: "hospitalized", labelKey: "admitted", options: yesNo },
  { name: "recordsHospital", labelKey: "hospitalRecords", options: yesNo },
  { name: "complications", labelKey: "complications", options: yesNo },
  { name: "recordsComplications", labelKey: "complicationRecords", options: yesNo },
];

export const medicalDetailFields: Record<DetailsKey, DetailField[]> = {
  disease: [
    { name: "name", labelKey: "diseaseName" },
    when("diagnosisDate"),
    { name: "medication", labelKey: "medicationTaken" },
    { name: "isOngoing", labelKey: "ongoing", options: yesNo },
  ],
  thyroid: [
    choice("type", "type", [
      ["hypo", "hypothyroidism"],
      ["hyper", "hyperthyroidism"],
    ]),
    { name: "medication", labelKey: "medication", hintKey: "medicationExample" },
    choice("duration", "howLong", [
      ["<1", "lessThanYear"],
      [">1", "moreThanYear"],
    ]),
    { name: "complications", labelKey: "complicationsField", hintKey: "complicationsExample" },
  ],
  diabetes: [
    choice("type", "type", [
      ["type1", "type1"],
      ["type2", "type2"],
    ]),
    choice("medication", "medication", [
      ["insulin", "insulin"],
      ["oral", "tablets"],
    ]),
    when("diagnosed"),
    { name: "lastTest", labelKey: "lastTestDate", hintKey: "lastTestExample" },
    { name: "hba1c", labelKey: "lastHba1c" },
    { name: "fbs", labelKey: "lastFasting" },
    ...hospital,
  ],
  asthma: [
    when("diagnosed"),
    { name: "medication", labelKey: "medication" },
    { name: "frequency", labelKey: "attacks" },
    ...hospital,
  ],
  hypertension: [
    when("diagnosed"),
    { name: "tablets", labelKey: "tabletsTaken" },
    { name: "systolic", labelKey: "systolic" },
    { name: "diastolic", labelKey: "diastolic" },
    ...hospital,
  ],
  lipids: [
    { name: "medicated", labelKey: "onMedication", options: yesNo },
    { name: "complications", labelKey: "complications", options: yesNo },
    when("diagnosed"),
  ],
  meds: [{ name: "names", labelKey: "medicineNames" }],
  symptoms: [{ name: "details", labelKey: "symptoms" }],
  gynae: [{ name: "condition", labelKey: "condition" }],
  tobacco: [{ name: "form", labelKey: "tobaccoForm", hintKey: "tobaccoFormExample" }],
  alcohol: [{ name: "frequency", labelKey: "howOften", hintKey: "howOftenExample" }],
};
