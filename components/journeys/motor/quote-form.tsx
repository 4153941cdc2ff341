"use client";

import { ConsentNotice } from "@/components/lead/consent-notice";
import { motorQuoteFailureMessage } from "@/lib/journeys/motor/messages";
import { submitMotorQuoteDraft } from "@/lib/journeys/motor/quote-action";
import {
  emptyMotorDraft,
  motorStepSchemas,
  motorStepsFor,
  type MotorQuoteDraft,
  type MotorQuoteStep,
} from "@/lib/journeys/motor/quote";
import { Input } from "@/components/forms/fields";
import { presets } from "@/components/forms/presets";
import { ContactFields } from "@/components/journeys/shared/field-groups";
import { QuoteWizardFrame } from "@/components/journeys/shared/quote-wizard-frame";
import { useQuoteWizard } from "@/components/journeys/shared/use-quote-wizard";

type Field = Exclude<keyof MotorQuoteDraft, "audience">;

const STEP_TITLES: Record<MotorQuoteStep, string> = {
  vehicleAndContact: "Your vehicle and contact details",
  confirmVehicle: "Confirm your vehicle number",
  posp: "Your POSP number",
  contact: "Customer's contact details",
  vehicle: "Customer's vehicle number",
};

/** The fields each step shows, in order (the first invalid one takes focus). */
const STEP_FIELDS: Record<MotorQuoteStep, readonly Field[]> = {
  vehicleAndContact: ["rcNo", "name", "phone", "email"],
  confirmVehicle: ["rcNo"],
  posp: ["pospNumber"],
  contact: ["name", "phone", "email"],
  vehicle: ["vehicleNumber"],
};

const VEHICLE_HINT = "As on the registration certificate, like MH12AB1234 or 22BH1234AA";

/**
 * The motor quote form in the /motor-insurance hero (spec 4 "Motor quote form", 5 "Motor quote
 * form"). Customer: step 1 vehicle number and contact details, step 2 the vehicle number shown
 * normalised for the visitor to confirm. Agent (POSP): POSP number, the customer's contact
 * details, the vehicle number (`vehicleNumber`). Each Continue validates its step with the schema
 * the server uses again; the last step submits through the `submitMotorQuoteDraft` server action
 * and goes to /motor/thank-you. A failure keeps every value and shows spec 8's message. The draft
 * and the step survive a reload (sessionStorage) until the quote is accepted.
 */
export function MotorQuoteForm() {
  const wizard = useQuoteWizard<MotorQuoteDraft, MotorQuoteStep>({
    draftKey: "draft:motor-quote",
    empty: emptyMotorDraft,
    stepsFor: motorStepsFor,
    schemas: motorStepSchemas,
    submit: submitMotorQuoteDraft,
    fallback: motorQuoteFailureMessage,
    stepFields: STEP_FIELDS,
    // Show the registration number as it is sent: "mh 12 ab-1234" becomes "MH12AB1234".
    onValid: (_step, parsed, { setValue }) => {
      const data = parsed as Partial<Record<Field, string>>;
      if (data.rcNo !== undefined) setValue("rcNo", data.rcNo);
      if (data.vehicleNumber !== undefined) setValue("vehicleNumber", data.vehicleNumber);
    },
  });
  const { uid, current, bind } = wizard;
  const consentId = `${uid}-consent`;

  const vehicleInput = (name: "rcNo" | "vehicleNumber", hint: string) => (
    <Input
      label="Vehicle number"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={20}
      hint={hint}
      {...bind(name)}
    />
  );

  return (
    <QuoteWizardFrame
      id="motor-quote"
      title="Get your motor insurance quote"
      intro="Car or two-wheeler: compare plans from 20+ insurers."
      wizard={wizard}
      stepTitles={STEP_TITLES}
      submitLabel="Get quotes"
      busyLabel="Submitting..."
      describedBy={consentId}
      footer={<ConsentNotice id={consentId} />}
    >
      {current === "vehicleAndContact" ? (
        <ContactFields bind={bind} before={vehicleInput("rcNo", VEHICLE_HINT)} />
      ) : null}

      {current === "confirmVehicle"
        ? vehicleInput("rcNo", "Check the number; change it here if it is wrong.")
        : null}

      {current === "posp" ? <Input {...presets.posp} {...bind("pospNumber")} /> : null}

      {current === "contact" ? <ContactFields bind={bind} /> : null}

      {current === "vehicle" ? vehicleInput("vehicleNumber", VEHICLE_HINT) : null}
    </QuoteWizardFrame>
  );
}
