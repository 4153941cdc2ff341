"use client";

import { useId, useState } from "react";
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type UseFormReturn,
} from "react-hook-form";
import type { Audience } from "@/lib/journeys/health/quote-schema";
import { useLocalizeMessage } from "@/components/forms/form-messages";
import { useActionForm, type FormAction } from "@/components/forms/use-action-form";
import type { QuoteWizardHandoff } from "@/components/journeys/shared/quote-wizard-frame";
import { useSessionDraft } from "@/components/journeys/shared/use-session-draft";
import { useWizardStep } from "@/components/journeys/shared/use-wizard-step";

/** The check of one step: zod's `safeParse` of the step's schema (the server runs it again). */
type StepSchema = {
  safeParse(
    values: unknown,
  ):
    | { success: true; data: unknown }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
};

/** What a quote wizard is made of (see {@link useQuoteWizard}). */
export type QuoteWizardOptions<T extends FieldValues, S extends string> = {
  /** sessionStorage key of the draft (`{draftKey}:attempt` keeps the pending Idempotency-Key). */
  draftKey: string;
  /** A new draft's values (`audience` "customer"). */
  empty: () => T;
  /** The steps of each audience, in order. */
  stepsFor: (audience: Audience) => readonly S[];
  schemas: Record<S, StepSchema>;
  /** The last step's server action. */
  submit: FormAction<T>;
  /** Shown when `submit` could not be reached. */
  fallback: string;
  /**
   * The fields each step shows, in order: the first invalid one takes focus, and a field the
   * server refuses that the current step does not show sends the visitor to its step. Without
   * it, focus goes to the first message's field and the visitor stays.
   */
  stepFields?: Record<S, readonly string[]>;
  /** The summary alert a step's messages call for, if any. */
  alertFor?: (step: S, messages: string[]) => string | null;
  /** Messages said by the summary alert: their fields are marked and point at it instead. */
  summarised?: readonly string[];
  /** Runs when a step is valid, before the next step or the submission (`data`: the parsed step). */
  onValid?: (step: S, data: unknown, form: UseFormReturn<T>) => void;
  /** What the server-rendered shell had (typed values, tab): the first values instead of `empty`. */
  handoff?: QuoteWizardHandoff;
};

/**
 * The logic of the quote wizards in the product heroes (spec 4, 5): react-hook-form over the
 * whole draft, the customer/agent choice (only at step 1), the step (1-based) kept with the
 * values in sessionStorage, each Continue checking its step with `schemas`, the last one sending
 * through `submit` (one Idempotency-Key per distinct draft, see `useActionForm`). A failure keeps
 * every value and shows its message. Messages (fields, step alert, failure) are written in English
 * by the schemas and the action and shown in the page's language through the nearest
 * `FormMessagesProvider`. Render it with `QuoteWizardFrame`.
 */
export function useQuoteWizard<T extends FieldValues & { audience: Audience }, S extends string>(
  options: QuoteWizardOptions<T, S>,
) {
  const { draftKey, empty, stepsFor, schemas, submit, stepFields, alertFor, onValid } = options;
  // The step alert is the schema's English message; shown in the page's language.
  const localize = useLocalizeMessage();
  const [alert, setAlert] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const clearMessages = () => {
    setAlert(null);
    setFailure(null);
  };
  const { step, setStep, goTo, headingRef } = useWizardStep(clearMessages);

  const { handoff } = options;
  const form = useForm<T>({
    defaultValues: (handoff
      ? { ...empty(), ...handoff.values, audience: handoff.audience }
      : empty()) as DefaultValues<T>,
    shouldUnregister: false,
  });
  const { setError, clearErrors, getValues, setValue, reset, control } = form;
  const audienceField = "audience" as FieldPath<T>;
  const audience = useWatch({ control, name: audienceField }) as Audience;
  const steps = stepsFor(audience);
  const current = (steps[Math.min(step, steps.length) - 1] ?? steps[0]) as S;

  // Restore a draft once, then keep it up to date.
  const { clearDraft } = useSessionDraft(draftKey, form, step, (saved) => {
    const values = { ...empty(), ...saved.values };
    reset(values);
    setStep(Math.max(1, Math.min(stepsFor(values.audience).length, Number(saved.step) || 1)));
  });

  // A wizard that replaces the shell keeps its ids (labels, messages and tabs found by id).
  const ownId = useId();
  const uid = handoff?.uid ?? ownId;
  const alertId = `${uid}-alert`;
  const { send, busy, inFlight, bind } = useActionForm({
    form,
    setFailure,
    fallback: options.fallback,
    onSuccess: clearDraft,
    attemptKey: `${draftKey}:attempt`,
    idPrefix: uid,
    // `message` arrives localized: compare it with the summarised messages in the same language.
    describeError: (message) =>
      options.summarised?.some((summarised) => localize(summarised) === message)
        ? { invalid: true, describedBy: alertId }
        : { error: message },
    onFieldErrors: (fieldErrors) => {
      for (const [path, message] of fieldErrors) setError(path as FieldPath<T>, { message });
      // The server found a field this step does not show (an edited draft): go to its step.
      if (!stepFields) return;
      const flagged = (s: S) => fieldErrors.some(([path]) => stepFields[s].includes(path));
      const fieldStep = steps.findIndex(flagged);
      if (fieldStep >= 0 && !flagged(current)) goTo(fieldStep + 1);
    },
  });

  const chooseAudience = (value: Audience) => {
    if (step !== 1 || value === audience) return;
    clearErrors();
    clearMessages();
    setValue(audienceField, value as PathValue<T, FieldPath<T>>);
  };

  /** Checks the current step; marks its fields (first message each) and returns false when invalid. */
  const validateStep = (): boolean => {
    clearErrors();
    setAlert(null);
    const result = schemas[current].safeParse(getValues());
    if (result.success) {
      onValid?.(current, result.data, form);
      return true;
    }
    const messages = new Map<string, string>();
    for (const issue of result.error.issues) {
      const path = issue.path.join(".");
      if (!messages.has(path)) messages.set(path, issue.message);
    }
    for (const [path, message] of messages)
      setError(path as FieldPath<T>, { type: "validate", message });
    const summary = alertFor?.(
      current,
      result.error.issues.map((i) => i.message),
    );
    setAlert(summary ? localize(summary) : null);
    const first = stepFields
      ? stepFields[current].find((f) => messages.has(f))
      : messages.keys().next().value;
    if (first) form.setFocus(first as FieldPath<T>);
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
    await send(values, (idempotencyKey) => submit(values, idempotencyKey));
  };

  return {
    uid,
    form,
    bind,
    audience,
    chooseAudience,
    step,
    steps,
    current,
    goTo,
    headingRef,
    onSubmit,
    busy,
    alert,
    alertId,
    failure,
  };
}
