"use client";

import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { ConsentNotice } from "@/components/lead/consent-notice";
import { motorQuoteFailureMessage } from "@/lib/journeys/motor/messages";
import { submitMotorQuoteDraft } from "@/lib/journeys/motor/quote-action";
import {
  emptyMotorDraft,
  motorStepSchemas,
  motorStepsFor,
  type Audience,
  type MotorQuoteDraft,
  type MotorQuoteStep,
} from "@/lib/journeys/motor/quote";
import { previousStep } from "@/lib/journeys/health/quote-schema";
import { AudienceTabs } from "@/components/journeys/shared/audience-tabs";
import { Alert, Input } from "@/components/forms/fields";
import { StepProgress } from "@/components/journeys/shared/step-progress";
import { useActionForm } from "@/components/forms/use-action-form";
import { useSessionDraft } from "@/components/journeys/shared/use-session-draft";
import { useWizardStep } from "@/components/journeys/shared/use-wizard-step";

const DRAFT_KEY = "draft:motor-quote";

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
  const uid = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const { step, setStep, goTo, headingRef } = useWizardStep(() => setFailure(null));

  const form = useForm<MotorQuoteDraft>({
    defaultValues: emptyMotorDraft(),
    shouldUnregister: false,
  });
  const { register, formState, setError, clearErrors, getValues, setValue, reset, control } = form;
  const audience = useWatch({ control, name: "audience" });
  const steps = motorStepsFor(audience);
  const current = steps[Math.min(step, steps.length) - 1] ?? "vehicleAndContact";
  const consentId = `${uid}-consent`;

  const { clearDraft } = useSessionDraft(DRAFT_KEY, form, step, (saved) => {
    const values = { ...emptyMotorDraft(), ...saved.values };
    reset(values);
    setStep(Math.max(1, Math.min(motorStepsFor(values.audience).length, Number(saved.step) || 1)));
  });

  const { send, busy, inFlight } = useActionForm({
    setFailure,
    fallback: motorQuoteFailureMessage,
    onSuccess: clearDraft,
    attemptKey: `${DRAFT_KEY}:attempt`,
    onFieldErrors: (fieldErrors) => {
      for (const [path, message] of fieldErrors) setError(path as Field, { message });
      // The server found a field this step does not show (an edited draft): go to its step.
      const flagged = (s: MotorQuoteStep) =>
        fieldErrors.some(([path]) => STEP_FIELDS[s].includes(path as Field));
      const fieldStep = steps.findIndex(flagged);
      if (fieldStep >= 0 && !flagged(current)) goTo(fieldStep + 1);
    },
  });

  const chooseAudience = (value: Audience) => {
    if (step !== 1 || value === audience) return;
    clearErrors();
    setFailure(null);
    setValue("audience", value);
  };

  /** Validates the current step; shows each field's first message beside it and returns false when invalid. */
  const validateStep = (): boolean => {
    clearErrors();
    const result = motorStepSchemas[current].safeParse(getValues());
    if (result.success) {
      // Show the registration number as it is sent: "mh 12 ab-1234" becomes "MH12AB1234".
      const data = result.data as Partial<Record<Field, string>>;
      if (data.rcNo !== undefined) setValue("rcNo", data.rcNo);
      if (data.vehicleNumber !== undefined) setValue("vehicleNumber", data.vehicleNumber);
      return true;
    }
    const messages = new Map<string, string>();
    for (const issue of result.error.issues) {
      const path = issue.path.join(".");
      if (!messages.has(path)) messages.set(path, issue.message);
    }
    for (const [path, message] of messages) setError(path as Field, { type: "validate", message });
    const first = STEP_FIELDS[current].find((f) => messages.has(f));
    if (first) form.setFocus(first);
    return false;
  };

  const onSubmit = async () => {
    if (inFlight.current) return;
    if (!validateStep()) return;
    if (step < steps.length) {
      goTo(step + 1);
      return;
    }
    const values = getValues();
    await send(values, (idempotencyKey) => submitMotorQuoteDraft(values, idempotencyKey));
  };

  const errorOf = (name: Field): string | undefined => formState.errors[name]?.message;

  const vehicleInput = (name: "rcNo" | "vehicleNumber", id: string, hint: string) => (
    <Input
      id={id}
      label="Vehicle number"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={20}
      hint={hint}
      error={errorOf(name)}
      {...register(name)}
    />
  );

  const contactInputs = (
    <>
      <Input
        id={`${uid}-name`}
        label="Full name"
        autoComplete="name"
        error={errorOf("name")}
        {...register("name")}
      />
      <Input
        id={`${uid}-phone`}
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={16}
        error={errorOf("phone")}
        {...register("phone")}
      />
      <Input
        id={`${uid}-email`}
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errorOf("email")}
        {...register("email")}
      />
    </>
  );

  const isLast = step === steps.length;
  return (
    <div
      id="motor-quote"
      className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-6"
    >
      <h2 className="text-xl font-bold text-ink">Get your motor insurance quote</h2>
      <p className="mt-1 text-sm text-muted">
        Car or two-wheeler: compare plans from 20+ insurers.
      </p>

      <AudienceTabs
        idPrefix={uid}
        audience={audience}
        locked={step !== 1}
        onChoose={chooseAudience}
      >
        <form
          noValidate
          aria-describedby={consentId}
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit();
          }}
          className="mt-4 space-y-4"
        >
          <StepProgress
            step={step}
            total={steps.length}
            title={STEP_TITLES[current]}
            headingRef={headingRef}
          />

          {current === "vehicleAndContact" ? (
            <div className="grid gap-4">
              {vehicleInput("rcNo", `${uid}-rcNo`, VEHICLE_HINT)}
              {contactInputs}
            </div>
          ) : null}

          {current === "confirmVehicle"
            ? vehicleInput(
                "rcNo",
                `${uid}-rcNo-confirm`,
                "Check the number; change it here if it is wrong.",
              )
            : null}

          {current === "posp" ? (
            <Input
              id={`${uid}-posp`}
              label="POSP number"
              autoComplete="off"
              error={errorOf("pospNumber")}
              {...register("pospNumber")}
            />
          ) : null}

          {current === "contact" ? <div className="grid gap-4">{contactInputs}</div> : null}

          {current === "vehicle"
            ? vehicleInput("vehicleNumber", `${uid}-vehicleNumber`, VEHICLE_HINT)
            : null}

          {failure ? <Alert>{failure}</Alert> : null}

          <div className="flex gap-3">
            {step > 1 ? (
              <button
                type="button"
                className="btn-secondary"
                onClick={() => goTo(previousStep(step))}
                disabled={busy}
              >
                Back
              </button>
            ) : null}
            <button type="submit" className="btn-primary flex-1" disabled={busy}>
              {isLast ? (busy ? "Submitting..." : "Get quotes") : "Continue"}
            </button>
          </div>
          <ConsentNotice id={consentId} />
        </form>
      </AudienceTabs>
    </div>
  );
}
