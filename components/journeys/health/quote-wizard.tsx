"use client";

import { useWatch } from "react-hook-form";

import { submitQuote } from "@/lib/journeys/health/quote-action";
import {
  MSG,
  LIMITS,
  buildMemberRows,
  contactStep,
  emptyDraft,
  familyStep,
  genders,
  membersStep,
  pospStep,
  relations,
  stepsFor,
  type QuoteDraft,
  type WizardStep,
} from "@/lib/journeys/health/quote-schema";
import { DateInput } from "@/components/forms/date-input";
import { Input, Select } from "@/components/forms/fields";
import { presets } from "@/components/forms/presets";
import { scope } from "@/components/forms/use-action-form";
import {
  QuoteWizardFrame,
  type QuoteWizardHandoff,
} from "@/components/journeys/shared/quote-wizard-frame";
import { useQuoteWizard } from "@/components/journeys/shared/use-quote-wizard";
import {
  fill,
  optionLabel,
  type HealthQuoteLabels,
} from "@/components/journeys/shared/quote-labels";
import { HEALTH_QUOTE_ID, healthIdentityFields } from "@/components/journeys/health/quote-steps";

/** The family step's head counts, each within its `LIMITS` (label and hint keys of the labels). */
const COUNTS = [
  ["adults", "adultsHint"],
  ["kids", "kidsHint"],
] as const;

/** Contract codes as select options, labelled in the page's language. */
const choices = (codes: readonly string[], labels: Record<string, string>) =>
  codes.map((value) => ({ value, label: optionLabel(labels, value) }));

/** The message of a step's summary alert, if the step's errors call for one (spec 5). */
function alertFor(step: WizardStep, messages: string[]): string | null {
  if (step === "contact" && messages.includes(MSG.required)) return MSG.required;
  if (step === "family" && messages.includes(MSG.adultsMin)) return MSG.adultsAlert;
  if (step === "members" && messages.includes(MSG.members)) return MSG.members;
  return null;
}

/**
 * The health quote wizard in the /health-insurance hero (spec 4 "Health quote wizard", 5 "Health
 * wizard"). Customer or agent is chosen at step 1 (the agent path adds the POSP number step);
 * each Continue validates its step with the schema the server uses again; the family step sets
 * up one row per member; the last step submits through the `submitQuote` server action and goes
 * to the plans. A failure keeps every value and shows spec 8's message. The draft and the step
 * survive a reload (sessionStorage). Its words are `labels` (the page's language); the values it
 * sends are the contract's codes whatever the language.
 */
export function QuoteWizard({
  handoff,
  labels,
}: {
  handoff?: QuoteWizardHandoff;
  labels: HealthQuoteLabels;
}) {
  const wizard = useQuoteWizard<QuoteDraft, WizardStep>({
    handoff,
    draftKey: "draft:health-quote",
    empty: emptyDraft,
    stepsFor,
    schemas: { posp: pospStep, contact: contactStep, family: familyStep, members: membersStep },
    submit: submitQuote,
    fallback: MSG.submitFailed,
    alertFor,
    // Said once by the step's alert, not beside each field.
    summarised: [MSG.required, MSG.members],
    onValid: (step, _data, { getValues, setValue }) => {
      if (step !== "family") return;
      const values = getValues();
      setValue(
        "insuredPersons",
        buildMemberRows(Number(values.adults), Number(values.kids), values.insuredPersons),
      );
    },
  });
  const { current, bind, form } = wizard;
  const members = useWatch({ control: form.control, name: "insuredPersons" });

  return (
    <QuoteWizardFrame
      id={HEALTH_QUOTE_ID}
      labels={labels}
      wizard={wizard}
      handoff={handoff}
      stepTitles={labels.stepTitles}
    >
      {healthIdentityFields(current, bind, labels)}

      {current === "family" ? (
        <div className="grid grid-cols-2 gap-4">
          {COUNTS.map(([name, hint]) => (
            <Input
              key={name}
              label={labels[name]}
              type="number"
              inputMode="numeric"
              min={LIMITS[name].min}
              max={LIMITS[name].max}
              hint={labels[hint]}
              {...bind(name)}
            />
          ))}
          <Input
            {...presets.pincode}
            label={labels.pincode}
            className="col-span-2"
            {...bind("pincode")}
          />
        </div>
      ) : null}

      {current === "members" ? (
        <ol className="space-y-4">
          {members.map((_, i) => {
            const row = scope(bind, `insuredPersons.${i}`);
            return (
              <li key={i}>
                <fieldset className="rounded-lg border border-slate-300 p-3">
                  <legend className="px-1 text-sm font-bold text-ink">
                    {fill(labels.member, { number: i + 1 })}
                  </legend>
                  <div className="grid gap-3 sm:grid-cols-3">
                    <DateInput
                      label={labels.dob}
                      hint={labels.dateHint}
                      placeholder={labels.datePlaceholder}
                      {...row("dob")}
                    />
                    <Select
                      label={labels.gender}
                      placeholder={labels.select}
                      options={choices(genders, labels.genders)}
                      {...row("gender")}
                    />
                    {i === 0 ? (
                      // The proposer is always Self: shown, fixed, sent from the draft.
                      <Select
                        {...row.at("relation")}
                        label={labels.relation}
                        options={choices(["Self"], labels.relations)}
                        placeholder=""
                        value="Self"
                        disabled
                        onChange={() => undefined}
                      />
                    ) : (
                      <Select
                        label={labels.relation}
                        placeholder={labels.select}
                        options={choices(
                          relations.filter((r) => r !== "Self"),
                          labels.relations,
                        )}
                        {...row("relation")}
                      />
                    )}
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      ) : null}
    </QuoteWizardFrame>
  );
}
