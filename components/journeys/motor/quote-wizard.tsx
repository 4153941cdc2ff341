"use client";

import { motorQuoteFailureMessage } from "@/lib/journeys/motor/messages";
import { submitMotorQuoteDraft } from "@/lib/journeys/motor/quote-action";
import { MOTOR_QUOTE_DRAFT_KEY, MOTOR_QUOTE_SENT_KEY } from "@/lib/journeys/motor/quote-draft";
import {
  emptyMotorDraft,
  motorStepSchemas,
  motorStepsFor,
  type MotorQuoteDraft,
  type MotorQuoteStep,
} from "@/lib/journeys/motor/quote";
import {
  QuoteWizardFrame,
  type QuoteWizardHandoff,
} from "@/components/journeys/shared/quote-wizard-frame";
import { useQuoteWizard } from "@/components/journeys/shared/use-quote-wizard";
import type { MotorQuoteLabels } from "@/components/journeys/shared/quote-labels";
import {
  MOTOR_QUOTE_ID,
  motorConsent,
  motorStepFields,
} from "@/components/journeys/motor/quote-steps";

type Field = Exclude<keyof MotorQuoteDraft, "audience">;

/** The fields each step shows, in order (the first invalid one takes focus). */
const STEP_FIELDS: Record<MotorQuoteStep, readonly Field[]> = {
  vehicleAndContact: ["rcNo", "name", "phone", "email"],
  confirmVehicle: ["rcNo"],
  posp: ["pospNumber"],
  contact: ["name", "phone", "email"],
  vehicle: ["vehicleNumber"],
};

/**
 * The motor quote form in the /motor-insurance hero (spec 4 "Motor quote form", 5 "Motor quote
 * form"). Customer: step 1 vehicle number and contact details, step 2 the vehicle number shown
 * normalised for the visitor to confirm. Agent (POSP): POSP number, the customer's contact
 * details, the vehicle number (`vehicleNumber`). Each Continue validates its step with the schema
 * the server uses again; the last step submits through the `submitMotorQuoteDraft` server action
 * and goes on in the same tab to the vehicle and previous insurance of the requestKey it answered
 * (/motor/thank-you only when none came back). A failure keeps every value and shows spec 8's message. The draft
 * and the step survive a reload (sessionStorage) until the quote is accepted. Its words are
 * `labels` (the page's language); the thank-you page it goes to is in the same language.
 */
export function MotorQuoteForm({
  handoff,
  labels,
}: {
  handoff?: QuoteWizardHandoff;
  labels: MotorQuoteLabels;
}) {
  const wizard = useQuoteWizard<MotorQuoteDraft, MotorQuoteStep>({
    handoff,
    draftKey: MOTOR_QUOTE_DRAFT_KEY,
    empty: emptyMotorDraft,
    stepsFor: motorStepsFor,
    schemas: motorStepSchemas,
    submit: submitMotorQuoteDraft,
    fallback: motorQuoteFailureMessage,
    stepFields: STEP_FIELDS,
    // Show the registration number as it is sent: "mh 12 ab-1234" becomes "MH12AB1234".
    // Keep what is about to be sent: the next step's "Not my vehicle?" reopens the form with it.
    onValid: (_step, parsed, { setValue, getValues }) => {
      const data = parsed as Partial<Record<Field, string>>;
      if (data.rcNo !== undefined) setValue("rcNo", data.rcNo);
      if (data.vehicleNumber !== undefined) setValue("vehicleNumber", data.vehicleNumber);
      try {
        sessionStorage.setItem(MOTOR_QUOTE_SENT_KEY, JSON.stringify(getValues()));
      } catch {
        /* storage unavailable: the form then starts empty */
      }
    },
  });
  const { uid, current, bind } = wizard;

  return (
    <QuoteWizardFrame
      id={MOTOR_QUOTE_ID}
      labels={labels}
      {...motorConsent(uid)}
      wizard={wizard}
      handoff={handoff}
      stepTitles={labels.stepTitles}
    >
      {motorStepFields(current, bind, labels)}
    </QuoteWizardFrame>
  );
}
