import * as z from "zod/mini";
import { fieldErrorsOf } from "@/lib/actions/result";

/**
 * The first check of every journey form a server action receives: is it the shape the form
 * holds (an object whose fields are text, or yes/no where the form has a checkbox)? Anything a
 * browser can send (null, a number, an array, `{ firstName: 1 }`, megabytes of text) is answered
 * with messages beside the fields before any conversion touches it, never with a TypeError (a
 * 500). `zod/mini`, because the same checks run in the browser.
 */

/** Longest text a form field may hold before the contract's own, smaller limits apply. */
export const MAX_FIELD_TEXT = 1_000;

/** Message for a form that is not an object at all, keyed {@link FORM_KEY}. */
export const FORM_MESSAGE = "Please check the form and try again";
export const FORM_KEY = "form";

/**
 * An optional text field; null counts as empty (react-hook-form gives null for a radio group
 * nobody chose). Another type, or more than {@link MAX_FIELD_TEXT} characters, gives `message`.
 */
export const text = (message: string) =>
  z.optional(z.nullable(z.string({ error: message }).check(z.maxLength(MAX_FIELD_TEXT, message))));

/** An optional yes/no (checkbox) field; null counts as unset. */
export const flag = (message: string) => z.optional(z.nullable(z.boolean({ error: message })));

/**
 * Issues as field errors keyed by dotted path (`members.0.firstName`), first message per field;
 * an issue about the whole form is keyed `rootKey`.
 */
export function shapeErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  rootKey = FORM_KEY,
): Record<string, string> {
  return fieldErrorsOf(issues, rootKey);
}

/** The object without its `undefined` and `null` fields, so spreading it over defaults keeps the defaults. */
export function withoutUnset<T extends object>(
  value: T,
): { [K in keyof T]?: Exclude<T[K], undefined | null> } {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null),
  ) as { [K in keyof T]?: Exclude<T[K], undefined | null> };
}

/** A form value as text: `undefined` and `null` become "", anything else `String(value)`. */
export const str = (v: unknown): string => (v === undefined || v === null ? "" : String(v));
