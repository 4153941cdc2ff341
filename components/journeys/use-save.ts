"use client";

import { useState } from "react";
import { get, type FieldErrors as RhfErrors, type FieldPath, type FieldValues, type UseFormReturn } from "react-hook-form";
import type { SaveResult } from "@/lib/journeys/actions/journey";
import type { FieldErrors, Validated } from "@/lib/journeys/proposal-forms";
import { useNavigate } from "./navigate";

export const CHECK_FIELDS = "Please correct the highlighted fields.";
export const SAVE_FAILED = "We could not save your details just now. Your answers are still here, so please try again.";

/**
 * Submit handling shared by the proposal forms: validates in the browser with the same function
 * the server action uses, shows errors beside the fields (focus on the first), keeps the button
 * disabled while saving and until the next screen has loaded, and carries out the server's
 * answer. A failure keeps every value.
 */
export function useSave<T extends FieldValues>(form: UseFormReturn<T>, validate: (values: T) => Validated<unknown>, save: (values: T) => Promise<SaveResult>) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);

  const show = (errors: FieldErrors) => {
    const paths = Object.keys(errors);
    for (const path of paths) form.setError(path as FieldPath<T>, { type: "validate", message: errors[path] });
    setSummary(CHECK_FIELDS);
    const first = paths[0];
    if (first) {
      try {
        form.setFocus(first as FieldPath<T>);
      } catch {
        /* not a focusable field */
      }
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (busy) return;
    form.clearErrors();
    setSummary(null);
    const checked = validate(values);
    if (!checked.ok) return show(checked.errors);
    setBusy(true);
    try {
      const result = await save(values);
      if ("errors" in result) {
        setBusy(false);
        return show(result.errors);
      }
      if (!navigate(result.next)) setBusy(false);
    } catch {
      setBusy(false);
      setSummary(SAVE_FAILED);
    }
  });

  /** The message beside a field, if any. */
  const errorOf = (errors: RhfErrors<T>, path: string): string | undefined => (get(errors, path) as { message?: string } | undefined)?.message;

  return { onSubmit, busy, summary, errorOf };
}
