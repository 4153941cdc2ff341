"use client";

import { useRef, type ReactNode } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from "react-hook-form";
import type { Validated } from "@/lib/journeys/health/proposal-forms";
import { returnToReview } from "@/lib/journeys/shared/review-return";
import { SaveFooter } from "@/components/journeys/shared/save-footer";
import { useActionForm, type Bind, type FormAction } from "@/components/forms/use-action-form";
import { useFormPress } from "@/components/forms/use-form-press";

/** What a proposal form's fields are drawn with: `bind` for each control, the form for the rest. */
export type ProposalFormKit<T extends FieldValues> = {
  bind: Bind<FieldPath<T>>;
  form: UseFormReturn<T>;
};

/**
 * The frame of every proposal step form (member, medical, nominee, communication, previous
 * insurance): react-hook-form with the saved `defaults`, the step's `validate` run in the browser
 * before `action` (the server action, which runs it again), field messages beside the fields,
 * and the save footer ('Saving...' while it runs, the summary message above it). The step's own
 * fields come from `children`. A step opened with `?from=review` goes back to the final quote
 * after a successful save (lib/journeys/shared/review-return.ts).
 *
 * @param validate the step's check; the forms load it (and the contract's schemas, zod) on first
 * use, so a proposal page does not ship them before anyone types (issue 11)
 * @param preload starts loading `validate`'s code; called when a control of the form gets focus
 * @param options more react-hook-form options (a resolver and onBlur mode, say).
 * @param label the form's accessible name, when the page has more than one form.
 */
export function ProposalForm<T extends FieldValues>({
  defaults,
  validate,
  preload,
  action,
  options,
  className = "space-y-4",
  label,
  submitLabel,
  children,
}: {
  defaults: DefaultValues<T>;
  validate: (values: T) => Validated<unknown> | Promise<Validated<unknown>>;
  preload?: () => void;
  action: FormAction<T>;
  options?: Omit<UseFormProps<T>, "defaultValues">;
  className?: string;
  label?: string;
  submitLabel?: string;
  children: (kit: ProposalFormKit<T>) => ReactNode;
}) {
  // `defaults` are taken once: the step's server shell (FreshStep) mounts the form again when the
  // broker's saved data changed under a page restored from the router's cache (issue 23).
  const form = useForm<T>({ ...options, defaultValues: defaults });
  // A proposal form never resets: its fields keep their registrations across re-renders.
  const { onSubmit, busy, message, bind } = useActionForm({
    form,
    validate,
    // A step opened from the final quote's review (`?from=review`) returns there after a save.
    action: async (values, key) => {
      const result = await action(values, key);
      return result.ok ? { ...result, next: returnToReview(result.next, window.location) } : result;
    },
    keepRegistrations: true,
    // The saved answers are in the server's HTML, before the page's code arrives.
    renderDefaults: true,
  });
  // A Save pressed before hydration is kept and replayed; a blur it causes shows no message.
  const formRef = useRef<HTMLFormElement>(null);
  const replayPress = useFormPress(formRef);
  return (
    <form
      ref={formRef}
      action={replayPress}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      onFocus={preload}
      className={className}
      aria-label={label}
    >
      {children({ bind, form })}
      <SaveFooter summary={message} busy={busy} label={submitLabel} />
    </form>
  );
}
