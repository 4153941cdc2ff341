import type { Next } from "@/lib/journeys/shared/redirect";

/**
 * The one answer shape of every form server action (lib/journeys/actions, lib/leads), read by
 * the one client hook (`components/forms/use-action-form.ts`). Safe in the browser and on the
 * server (types and pure functions only).
 */

/** Messages keyed by the field's dotted path (`members.0.firstName`), first message per field. */
export type FieldErrors = Record<string, string>;

/** A refused or failed action: the message to show, and for invalid input the fields to mark. */
export type ActionFailure = { ok: false; message: string; fieldErrors?: FieldErrors };

/**
 * What a form action answers: where the browser goes next (a journey `Next`, or a site path),
 * or an {@link ActionFailure}. The form keeps every value on a failure.
 */
export type ActionResult<N extends Next | string = Next> = { ok: true; next: N } | ActionFailure;

/** Shown above a form whose fields carry messages (browser or server check). */
export const CHECK_FIELDS = "Please correct the highlighted fields.";

/** Shown when a journey save could not reach the server. */
export const SAVE_FAILED =
  "We could not save your details just now. Your answers are still here, so please try again.";

/** Key of an issue about the whole input (not an object at all, say). */
export const FORM_KEY = "form";

/**
 * Zod issues as {@link FieldErrors}: the dotted path of each issue, first message per field; an
 * issue about the whole input is keyed `rootKey`. The one place issues become field messages.
 */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  rootKey = FORM_KEY,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : rootKey;
    errors[key] ??= issue.message;
  }
  return errors;
}
