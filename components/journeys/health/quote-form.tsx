"use client";

import { useId, useState } from "react";
import { get, useForm, useWatch, type FieldPath } from "react-hook-form";
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
  previousStep,
  relations,
  stepsFor,
  type Audience,
  type QuoteDraft,
  type WizardStep,
} from "@/lib/journeys/health/quote-schema";
import { AudienceTabs } from "@/components/journeys/shared/audience-tabs";
import { Alert, DateInput, Input, Select } from "@/components/forms/fields";
import { StepProgress } from "@/components/journeys/shared/step-progress";
import { useActionForm } from "@/components/forms/use-action-form";
import { useSessionDraft } from "@/components/journeys/shared/use-session-draft";
import { useWizardStep } from "@/components/journeys/shared/use-wizard-step";

const DRAFT_KEY = "draft:health-quote";

const STEP_TITLES: Record<WizardStep, string> = {
  posp: "Your POSP number",
  contact: "Your contact details",
  family: "Who should the plan cover?",
  members: "Member details",
};

const SCHEMAS = {
  posp: pospStep,
  contact: contactStep,
  family: familyStep,
  members: membersStep,
} as const;

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
 * each Continue validates its step with the schema the server uses again; the last step submits
 * through the `submitQuote` server action and goes to the plans. A failure keeps every value and
 * shows spec 8's message. The draft and the step survive a reload (sessionStorage).
 */
export function QuoteWizard() {
  const uid = useId();
  const [stepAlert, setStepAlert] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { step, setStep, goTo, headingRef } = useWizardStep(() => {
    setStepAlert(null);
    setFailure(null);
  });

  const form = useForm<QuoteDraft>({ defaultValues: emptyDraft(), shouldUnregister: false });
  const { register, formState, setError, clearErrors, getValues, setValue, reset, control } = form;
  const audience = useWatch({ control, name: "audience" });
  const members = useWatch({ control, name: "insuredPersons" });
  const steps = stepsFor(audience);
  const current = steps[Math.min(step, steps.length) - 1] ?? "contact";
  const alertId = `${uid}-alert`;

  // Restore a draft once, then keep it up to date.
  const { clearDraft } = useSessionDraft(DRAFT_KEY, form, step, (saved) => {
    reset({ ...emptyDraft(), ...saved.values });
    setStep(
      Math.max(
        1,
        Math.min(stepsFor(saved.values.audience ?? "customer").length, Number(saved.step) || 1),
      ),
    );
  });

  const { send, busy, inFlight } = useActionForm({
    setFailure,
    fallback: MSG.submitFailed,
    onSuccess: clearDraft,
    attemptKey: `${DRAFT_KEY}:attempt`,
    onFieldErrors: (fieldErrors) => {
      for (const [path, message] of fieldErrors)
        setError(path as FieldPath<QuoteDraft>, { message });
    },
  });

  const chooseAudience = (value: Audience) => {
    if (step !== 1 || value === audience) return;
    clearErrors();
    setStepAlert(null);
    setValue("audience", value);
  };

  /** Validates the current step; shows its errors and returns false when invalid. */
  const validateStep = (): boolean => {
    clearErrors();
    setStepAlert(null);
    const result = SCHEMAS[current].safeParse(getValues());
    if (result.success) return true;
    const messages: string[] = [];
    const seen = new Set<string>();
    let first: string | null = null;
    for (const issue of result.error.issues) {
      const path = issue.path.join(".");
      first ??= path;
      messages.push(issue.message);
      if (!seen.has(path))
        setError(path as FieldPath<QuoteDraft>, { type: "validate", message: issue.message });
      seen.add(path);
    }
    setStepAlert(alertFor(current, messages));
    if (first) form.setFocus(first as FieldPath<QuoteDraft>);
    return false;
  };

  const onSubmit = async () => {
    if (inFlight.current) return;
    if (!validateStep()) return;
    if (current === "family") {
      const values = getValues();
      setValue(
        "insuredPersons",
        buildMemberRows(Number(values.adults), Number(values.kids), values.insuredPersons),
      );
    }
    if (step < steps.length) {
      goTo(step + 1);
      return;
    }
    const values = getValues();
    await send(values, (idempotencyKey) => submitQuote(values, idempotencyKey));
  };

  /** Error text beside a field, unless the step's alert already says it. */
  const fieldError = (
    path: string,
  ): { error?: string; invalid?: boolean; describedBy?: string } => {
    const message = (get(formState.errors, path) as { message?: string } | undefined)?.message;
    if (!message) return {};
    if (message === MSG.required || message === MSG.members)
      return { invalid: true, describedBy: alertId };
    return { error: message };
  };

  const isLast = step === steps.length;
  return (
    <div
      id="health-quote"
      className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-6"
    >
      <h2 className="text-xl font-bold text-ink">Get your health insurance quote</h2>
      <p className="mt-1 text-sm text-muted">Compare plans from 20+ insurers in about a minute.</p>

      <AudienceTabs
        idPrefix={uid}
        audience={audience}
        locked={step !== 1}
        onChoose={chooseAudience}
      >
        <form
          noValidate
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

          {current === "posp" ? (
            <Input
              id={`${uid}-posp`}
              label="POSP number"
              autoComplete="off"
              {...fieldError("pospNumber")}
              {...register("pospNumber")}
            />
          ) : null}

          {current === "contact" ? (
            <div className="grid gap-4">
              <Input
                id={`${uid}-name`}
                label="Full name"
                autoComplete="name"
                {...fieldError("name")}
                {...register("name")}
              />
              <Input
                id={`${uid}-phone`}
                label="Mobile number"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={16}
                {...fieldError("phone")}
                {...register("phone")}
              />
              <Input
                id={`${uid}-email`}
                label="E-mail"
                type="email"
                inputMode="email"
                autoComplete="email"
                {...fieldError("email")}
                {...register("email")}
              />
            </div>
          ) : null}

          {current === "family" ? (
            <div className="grid grid-cols-2 gap-4">
              <Input
                id={`${uid}-adults`}
                label="Adults"
                type="number"
                inputMode="numeric"
                min={LIMITS.adults.min}
                max={LIMITS.adults.max}
                hint="1 to 6"
                {...fieldError("adults")}
                {...register("adults")}
              />
              <Input
                id={`${uid}-kids`}
                label="Kids"
                type="number"
                inputMode="numeric"
                min={LIMITS.kids.min}
                max={LIMITS.kids.max}
                hint="0 to 4"
                {...fieldError("kids")}
                {...register("kids")}
              />
              <Input
                id={`${uid}-pincode`}
                label="Pincode"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={6}
                className="col-span-2"
                {...fieldError("pincode")}
                {...register("pincode")}
              />
            </div>
          ) : null}

          {current === "members" ? (
            <ol className="space-y-4">
              {members.map((_, i) => (
                <li key={i}>
                  <fieldset className="rounded-lg border border-slate-300 p-3">
                    <legend className="px-1 text-sm font-semibold text-ink">Member {i + 1}</legend>
                    <div className="grid gap-3 sm:grid-cols-3">
                      <DateInput
                        id={`${uid}-m${i}-dob`}
                        label="Date of birth"
                        {...fieldError(`insuredPersons.${i}.dob`)}
                        {...register(`insuredPersons.${i}.dob`)}
                      />
                      <Select
                        id={`${uid}-m${i}-gender`}
                        label="Gender"
                        options={genders}
                        {...fieldError(`insuredPersons.${i}.gender`)}
                        {...register(`insuredPersons.${i}.gender`)}
                      />
                      {i === 0 ? (
                        <Select
                          id={`${uid}-m0-relation`}
                          name="insuredPersons.0.relation"
                          label="Relation"
                          options={["Self"]}
                          placeholder=""
                          value="Self"
                          disabled
                          onChange={() => undefined}
                        />
                      ) : (
                        <Select
                          id={`${uid}-m${i}-relation`}
                          label="Relation"
                          options={relations.filter((r) => r !== "Self")}
                          {...fieldError(`insuredPersons.${i}.relation`)}
                          {...register(`insuredPersons.${i}.relation`)}
                        />
                      )}
                    </div>
                  </fieldset>
                </li>
              ))}
            </ol>
          ) : null}

          {stepAlert ? <Alert id={alertId}>{stepAlert}</Alert> : null}
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
              {isLast ? (busy ? "Getting quotes..." : "View plans") : "Continue"}
            </button>
          </div>
        </form>
      </AudienceTabs>
    </div>
  );
}
