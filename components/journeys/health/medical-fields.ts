import type { medicalFlags } from "@/lib/journeys/health/options";
import type { Option } from "@/components/forms/fields";

/** The detail fields each medical flag reveals (spec 3 "Health medical form"), with labels. */
export type DetailField = {
  name: string;
  label: string;
  options?: readonly Option[];
  hint?: string;
};
type DetailsKey = (typeof medicalFlags)[number]["details"];

/** Options from [value, label] pairs. */
const toOptions = (pairs: [string, string][]): Option[] =>
  pairs.map(([value, label]) => ({ value, label }));
/** A detail answered from a list. */
const choice = (name: string, label: string, pairs: [string, string][]): DetailField => ({
  name,
  label,
  options: toOptions(pairs),
});
const yesNo = toOptions([
  ["yes", "Yes"],
  ["no", "No"],
]);
const when = (name: string, label = "When was it diagnosed?"): DetailField => ({
  name,
  label,
  hint: "Month and year, e.g. 03/2019",
});
const hospital = [
  { name: "hospitalized", label: "Ever admitted to hospital for it?", options: yesNo },
  { name: "recordsHospital", label: "Do you have the hospital records?", options: yesNo },
  { name: "complications", label: "Any complications?", options: yesNo },
  {
    name: "recordsComplications",
    label: "Do you have records of the complications?",
    options: yesNo,
  },
];

export const medicalDetailFields: Record<DetailsKey, DetailField[]> = {
  disease: [
    { name: "name", label: "Name of the disease" },
    when("diagnosisDate"),
    { name: "medication", label: "Medication taken" },
    { name: "isOngoing", label: "Is it ongoing?", options: yesNo },
  ],
  thyroid: [
    choice("type", "Type", [
      ["hypo", "Hypothyroidism"],
      ["hyper", "Hyperthyroidism"],
    ]),
    { name: "medication", label: "Medication", hint: "e.g. thyroxine" },
    choice("duration", "For how long?", [
      ["<1", "Less than 1 year"],
      [">1", "More than 1 year"],
    ]),
    { name: "complications", label: "Complications", hint: "e.g. none" },
  ],
  diabetes: [
    choice("type", "Type", [
      ["type1", "Type 1"],
      ["type2", "Type 2"],
    ]),
    choice("medication", "Medication", [
      ["insulin", "Insulin"],
      ["oral", "Tablets (oral)"],
    ]),
    when("diagnosed"),
    { name: "lastTest", label: "Date of the last test", hint: "e.g. 01/2025" },
    { name: "hba1c", label: "Last HbA1c (%)" },
    { name: "fbs", label: "Last fasting blood sugar (mg/dL)" },
    ...hospital,
  ],
  asthma: [
    when("diagnosed"),
    { name: "medication", label: "Medication" },
    { name: "frequency", label: "How often do you get attacks?" },
    ...hospital,
  ],
  hypertension: [
    when("diagnosed"),
    { name: "tablets", label: "Tablets taken" },
    { name: "systolic", label: "Last systolic reading (mmHg)" },
    { name: "diastolic", label: "Last diastolic reading (mmHg)" },
    ...hospital,
  ],
  lipids: [
    { name: "medicated", label: "On medication?", options: yesNo },
    { name: "complications", label: "Any complications?", options: yesNo },
    when("diagnosed"),
  ],
  meds: [{ name: "names", label: "Names of the medicines" }],
  symptoms: [{ name: "details", label: "Describe the symptoms" }],
  gynae: [{ name: "condition", label: "The condition" }],
  tobacco: [{ name: "form", label: "In what form?", hint: "e.g. cigarettes, chewing tobacco" }],
  alcohol: [{ name: "frequency", label: "How often?", hint: "e.g. weekends only" }],
};
