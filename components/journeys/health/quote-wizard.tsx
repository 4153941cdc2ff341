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
import { DateInput, Input, Select } from "@/components/forms/fields";
import { presets } from "@/components/forms/presets";
import { scope } from "@/components/forms/use-action-form";
import { RelationSelect } from "@/components/journeys/shared/field-groups";
import {
  QuoteWizardFrame,
  type QuoteWizardHandoff,
} from "@/components/journeys/shared/quote-wizard-frame";
import { useQuoteWizard } from "@/components/journeys/shared/use-quote-wizard";
import {
  HEALTH_QUOTE_CARD,
  HEALTH_STEP_TITLES,
  healthIdentityFields,
} from "@/components/journeys/health/quote-steps";

/** The family step's head counts, each within its `LIMITS`. */
const COUNTS = [
  ["adults", "Adults"],
  ["kids", "Kids"],
] as const;

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
 * survive a reload (sessionStorage).
 */
export function QuoteWizard({ handoff }: { handoff?: QuoteWizardHandoff }) {
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
      {...HEALTH_QUOTE_CARD}
      wizard={wizard}
      handoff={handoff}
      stepTitles={HEALTH_STEP_TITLES}
    >
      {healthIdentityFields(current, bind)}

      {current === "family" ? (
        <div className="grid grid-cols-2 gap-4">
          {COUNTS.map(([name, label]) => (
            <Input
              key={name}
              label={label}
              type="number"
              inputMode="numeric"
              min={LIMITS[name].min}
              max={LIMITS[name].max}
              hint={`${LIMITS[name].min} to ${LIMITS[name].max}`}
              {...bind(name)}
            />
          ))}
          <Input {...presets.pincode} className="col-span-2" {...bind("pincode")} />
        </div>
      ) : null}

      {current === "members" ? (
        <ol className="space-y-4">
          {members.map((_, i) => {
            const row = scope(bind, `insuredPersons.${i}`);
            return (
              <li key={i}>
                <fieldset className="rounded-lg border border-slate-300 p-3">
                  <legend className="px-1 text-sm font-semibold text-ink">Member {i + 1}</legend>
                  <div className="grid gap-3 sm:grid-cols-3">
                    <DateInput label="Date of birth" {...row("dob")} />
                    <Select label="Gender" options={genders} {...row("gender")} />
                    <RelationSelect bind={row} proposer={i === 0} relations={relations} />
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
