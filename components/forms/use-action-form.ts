"use client";

import { useId, useRef, useState, type BaseSyntheticEvent } from "react";
import type {
  FieldErrors as RhfErrors,
  FieldPath,
  FieldValues,
  RegisterOptions,
  UseFormRegisterReturn,
  UseFormReturn,
} from "react-hook-form";
import { useNavigate } from "@/components/journeys/shared/navigate";
import { useLocalizeMessage } from "./form-messages";
import {
  CHECK_FIELDS,
  SAVE_FAILED,
  type ActionResult,
  type FieldErrors,
} from "@/lib/actions/result";
import type { Validated } from "@/lib/journeys/health/proposal-forms";
import type { Next } from "@/lib/journeys/shared/redirect";

/**
 * The value at a dotted path (`members.0.firstName`) of nested objects and arrays, or undefined.
 * Not react-hook-form's `get`: a value import of react-hook-form would put all of it into the
 * first load of every page whose form uses this hook, lead forms included (issue 11).
 */
/** The default at `path` as a control's HTML default (see `renderDefaults`). */
function renderedDefault(
  defaults: unknown,
  path: string,
): Pick<BoundField, "defaultValue" | "defaultChecked"> {
  const value = valueAt(defaults, path);
  if (typeof value === "boolean") return { defaultChecked: value };
  if (typeof value === "string" || typeof value === "number")
    return { defaultValue: String(value) };
  return {};
}

function valueAt(root: unknown, path: string): unknown {
  let value = root;
  for (const part of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The Idempotency-Key of one distinct submission and the values it was made for. */
type Attempt = { key: string; values: string };

/** JSON with object keys sorted, so the same values give the same text whatever their order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_name, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

function readAttempt(storageKey: string): Attempt | null {
  try {
    const saved = JSON.parse(
      sessionStorage.getItem(storageKey) ?? "null",
    ) as Partial<Attempt> | null;
    return typeof saved?.key === "string" && typeof saved.values === "string"
      ? { key: saved.key, values: saved.values }
      : null;
  } catch {
    return null;
  }
}

function writeAttempt(storageKey: string, attempt: Attempt | null): void {
  try {
    if (attempt) sessionStorage.setItem(storageKey, JSON.stringify(attempt));
    else sessionStorage.removeItem(storageKey);
  } catch {
    /* storage unavailable: the key still lives for this page */
  }
}

/** How a field's message is shown: beside it (`error`), or marked and named by a step alert. */
export type FieldMessage = { error?: string; invalid?: boolean; describedBy?: string };

/** The props that tie one control of `fields.tsx` to a form field: id, registration, message. */
export type BoundField = UseFormRegisterReturn &
  FieldMessage & {
    id: string;
    /** The field's starting value, rendered into the HTML (with `renderDefaults`). */
    defaultValue?: string;
    /** A yes/no field's starting state, rendered into the HTML (with `renderDefaults`). */
    defaultChecked?: boolean;
  };

/**
 * Binds controls to the fields named `N` (a form's paths; a field group's own names, see
 * {@link scope}): `<Input label=".." {...bind("email")} />` gives the control a unique id, the
 * contract name react-hook-form registers, and its message.
 */
export type Bind<N extends string = string> = {
  (name: N, options?: Pick<RegisterOptions, "onBlur" | "onChange">): BoundField;
  /** The id and name of a control the form does not register (a fixed value shown disabled). */
  at(name: N): { id: string; name: string };
};

/** `bind` for a field group whose names sit under `prefix` (`members.0` + `firstName`). */
export function scope<N extends string>(bind: Bind<N>, prefix: string): Bind {
  const path = (name: string) => `${prefix}.${name}` as N;
  return Object.assign((name: string, options?: Parameters<Bind>[1]) => bind(path(name), options), {
    at: (name: string) => bind.at(path(name)),
  });
}

/** A server action as a form calls it: the values and this submission's Idempotency-Key. */
export type FormAction<T> = (
  values: T,
  idempotencyKey: string,
) => Promise<ActionResult<Next | string>>;

export type ActionFormOptions<T extends FieldValues> = {
  /** The react-hook-form instance: server field messages are set on it (`setError`), first one focused. */
  form?: UseFormReturn<T>;
  /**
   * The browser's check before sending (the same function the server action runs); it may load
   * its code first (a proposal step loads its schemas on first use, issue 11).
   */
  validate?: (values: T) => Validated<unknown> | Promise<Validated<unknown>>;
  /** The server action `onSubmit` sends the form's values to. */
  action?: FormAction<T>;
  /** Shown when the action could not be reached at all (default {@link SAVE_FAILED}). */
  fallback?: string;
  /** Where the message goes when the form owns it (e.g. cleared on step changes); else `message`. */
  setFailure?: (message: string | null) => void;
  /** Marks the fields the server named; default: `form.setError` each, focus the first. */
  onFieldErrors?: (errors: [path: string, message: string][]) => void;
  /** Runs on an ok answer before navigating (clear a draft, show a thank-you note). */
  onSuccess?: () => void;
  /**
   * sessionStorage key under which the pending submission's Idempotency-Key is kept (quote forms:
   * a reload of the draft sends the same key); without it the key lives for the page only.
   */
  attemptKey?: string;
  /** How `bind` shows a field's message (default: beside the field, `{ error }`). */
  describeError?: (message: string) => FieldMessage;
  /**
   * The prefix of the controls' ids (default: this form's own `useId`): a form that replaces a
   * server-rendered shell keeps the shell's ids, so a label or message found by id stays found.
   */
  idPrefix?: string;
  /**
   * Keep what react-hook-form's register() gave each field (see `bind`) for the life of the
   * form. Only for a form that never calls `reset()`, which empties react-hook-form's field list
   * and needs every field registered again on the next render (the quote wizards restore drafts
   * with it).
   */
  keepRegistrations?: boolean;
  /**
   * Render each field's default (`defaultValue`, or `defaultChecked` for a yes/no field) into
   * the control, so the server's HTML shows it: react-hook-form writes defaults only once the
   * page's code has run, and until then a saved step looked empty; an answer cleared or changed
   * before then was taken for untouched and the saved one written back over it (issue 23
   * items 1 and 7). For controls that spread `bind`'s props (radios take name, ref and handlers
   * only).
   */
  renderDefaults?: boolean;
};

/**
 * The one submit hook of the site's forms, the client side of `lib/actions/safe-action.ts`:
 *
 * - one submission at a time: a second press while one is in flight does nothing, and `busy`
 *   (the button's disabled/'Submitting...' state) stays on after an ok answer until the next
 *   page replaces this one, so a form that succeeded can send nothing more;
 * - each distinct submission gets one Idempotency-Key (a random UUID) kept with the values it
 *   was made for: a retry of the same values sends the same key (so the broker stores once), other
 *   values get a new key; the key is dropped on success;
 * - the answer is carried out: `next` is followed (a site path, or a journey `Next`); a refusal
 *   marks the fields the server named and shows its message; a thrown call shows `fallback`.
 *   A failure keeps every value.
 *
 * With `form` and `action` it also gives `onSubmit` (for `<form onSubmit>`): react-hook-form's
 * values, `validate` first (messages beside the fields, {@link CHECK_FIELDS} above), then `send`.
 */
export function useActionForm<T extends FieldValues>(options: ActionFormOptions<T>) {
  const {
    form,
    validate,
    action,
    fallback = SAVE_FAILED,
    onFieldErrors,
    onSuccess,
    attemptKey,
    describeError = (error: string) => ({ error }),
    keepRegistrations = false,
    renderDefaults = false,
  } = options;
  const ownId = useId();
  // What react-hook-form's register() gave each field, and the handlers the latest render bound
  // it with, with keepRegistrations (see bind).
  const [registered] = useState(() => new Map<string, UseFormRegisterReturn>());
  const [latestOptions] = useState(() => new Map<string, Parameters<Bind>[1]>());
  const uid = options.idPrefix ?? ownId;
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const inFlight = useRef(false);
  const pageAttempt = useRef<Attempt | null>(null);
  const localize = useLocalizeMessage();
  // Messages are written in English by schemas and actions; shown in the page's language.
  const setFailure = (text: string | null) =>
    (options.setFailure ?? setMessage)(text === null ? null : localize(text));

  const markFields = (errors: [path: string, message: string][]) => {
    if (onFieldErrors) return onFieldErrors(errors);
    if (!form) return;
    for (const [path, text] of errors)
      form.setError(path as FieldPath<T>, { type: "validate", message: text });
    const first = errors[0]?.[0];
    if (first) {
      try {
        form.setFocus(first as FieldPath<T>);
      } catch {
        /* not a focusable field */
      }
    }
  };

  const show = (errors: FieldErrors | undefined, text: string) => {
    markFields(Object.entries(errors ?? {}));
    setFailure(text);
  };

  const release = () => {
    inFlight.current = false;
    setBusy(false);
  };

  /** Sends `values` with their Idempotency-Key through `submit` (the server action). */
  const send = async (
    values: unknown,
    submit: (idempotencyKey: string) => Promise<ActionResult<Next | string>>,
  ) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    const text = canonical(values);
    const saved = attemptKey ? readAttempt(attemptKey) : pageAttempt.current;
    const attempt = saved?.values === text ? saved : { key: crypto.randomUUID(), values: text };
    if (attemptKey) writeAttempt(attemptKey, attempt);
    else pageAttempt.current = attempt;
    try {
      const result = await submit(attempt.key);
      if (!result.ok) {
        release();
        return show(result.fieldErrors, result.message);
      }
      if (attemptKey) writeAttempt(attemptKey, null);
      else pageAttempt.current = null;
      onSuccess?.();
      const next: Next =
        typeof result.next === "string" ? { kind: "go", to: result.next } : result.next;
      if (next.kind === "stay") setFailure(next.message);
      // Navigating: keep the button disabled until the next screen has loaded.
      if (!navigate(next)) release();
    } catch {
      release();
      setFailure(fallback);
    }
  };

  const submitValues = async (values: T) => {
    if (inFlight.current || !action) return;
    form?.clearErrors();
    setFailure(null);
    const checked = await validate?.(values);
    if (checked && !checked.ok) return show(checked.errors, CHECK_FIELDS);
    await send(values, (key) => action(values, key));
  };

  /** For `<form onSubmit>`: react-hook-form's checks and values, then {@link submitValues}. */
  const onSubmit = (event?: BaseSyntheticEvent): Promise<void> =>
    form ? form.handleSubmit(submitValues)(event) : Promise.resolve();

  /** The message beside a field, if any. */
  const errorOf = (errors: RhfErrors<T>, path: string): string | undefined => {
    const text = (valueAt(errors, path) as { message?: string } | undefined)?.message;
    return text === undefined ? undefined : localize(text);
  };

  const at = (path: string) => ({ id: `${uid}-${path}`, name: path });
  /**
   * With `form`: binds a control to the field at `path` (see {@link Bind}).
   *
   * With `keepRegistrations`, each field is registered once and keeps the props register() gave
   * it: register() makes a new ref callback on every call, so each re-render of the form
   * (react-hook-form sets `isReady` in a layout effect right after mounting, then errors, the busy
   * state) made React detach and re-attach every field's ref, react-hook-form re-register and
   * re-write each value, and no control could skip re-rendering: the member step's second,
   * synchronous render of its 28 fields was its longest task (issue 11). The field stays
   * registered (a ref re-registers its field on mount). Its `onBlur`/`onChange` options are
   * registered as stand-ins that call the ones of the latest render, so callers may pass new
   * closures each render.
   */
  const bind: Bind<FieldPath<T>> = Object.assign(
    (path: FieldPath<T>, registerOptions?: Parameters<Bind>[1]): BoundField => {
      if (!form) throw new Error("bind needs the form");
      const text = errorOf(form.formState.errors, path);
      let field: UseFormRegisterReturn | undefined;
      if (keepRegistrations) {
        latestOptions.set(path, registerOptions);
        field = registered.get(path);
        if (!field) {
          field = form.register(path, {
            onBlur: (event: unknown) => latestOptions.get(path)?.onBlur?.(event),
            onChange: (event: unknown) => latestOptions.get(path)?.onChange?.(event),
          });
          registered.set(path, field);
        }
      } else {
        field = form.register(path, registerOptions as RegisterOptions<T, FieldPath<T>>);
      }
      return {
        id: at(path).id,
        ...(renderDefaults ? renderedDefault(form.formState.defaultValues, path) : {}),
        ...(text ? describeError(text) : {}),
        ...field,
      };
    },
    { at },
  );

  return { send, onSubmit, busy, inFlight, message, errorOf, bind };
}
