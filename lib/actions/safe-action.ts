import "server-only";
import { logFailure, type Loggable } from "@/lib/api/call";
import { keyFromBrowser } from "@/lib/idempotency/key";
import { REFUSED_KEY_MESSAGE } from "@/lib/journeys/shared/idempotency";
import { isSegment } from "@/lib/journeys/shared/paths";
import type { Validated } from "@/lib/journeys/health/proposal-forms";
import type { Next } from "@/lib/journeys/shared/redirect";
import {
  CHECK_FIELDS,
  fieldErrorsOf,
  type ActionFailure,
  type ActionResult,
  type FieldErrors,
} from "./result";

/**
 * The server-action convention (modelled on dub's `lib/actions/safe-action.ts`): every form
 * action parses its untrusted input with its step's check before anything else, checks the
 * requestKey once, turns issues into field messages in one place and answers one
 * {@link ActionResult}. The actions themselves stay `async function`s in their `"use server"`
 * files and only say what is specific to them (which broker call, which outcome rule).
 */

type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * A step's check of its input: a zod schema (`safeParse`) or a validate function giving
 * `Validated` (the same function the browser runs).
 */
export type InputCheck<T> =
  | {
      safeParse: (
        input: unknown,
      ) => { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
    }
  | ((input: unknown) => Validated<T>);

/** Runs `check` on `input`: the parsed data, or the field messages. Never throws for any input. */
export function parseInput<T>(
  check: InputCheck<T>,
  input: unknown,
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  if (typeof check === "function") {
    const checked = check(input);
    return checked.ok ? checked : { ok: false, errors: checked.errors };
  }
  const parsed = check.safeParse(input);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: fieldErrorsOf(parsed.error.issues) };
}

/** A refusal with a message and, for invalid input, the fields to mark. */
export function refuse(message: string, fieldErrors?: FieldErrors): ActionFailure {
  return fieldErrors ? { ok: false, message, fieldErrors } : { ok: false, message };
}

/**
 * Runs `run` only for a well-formed requestKey (one URL segment, `isSegment`); any other value
 * (null, a number, `../admin`, megabytes of text) answers `fallback` and sends nothing.
 */
export async function withRequestKey<R>(
  requestKey: unknown,
  fallback: R,
  run: (requestKey: string) => Promise<R>,
): Promise<R> {
  return isSegment(requestKey) ? run(requestKey) : fallback;
}

/**
 * A journey step save: checks the requestKey (bad → `{ ok: true, next: badKey }`, nothing sent),
 * parses `input` with `check` (invalid → {@link CHECK_FIELDS} with the field messages, nothing
 * sent), then answers what `run` decides next. `run` gets the key and the parsed data; it makes
 * the broker call(s), logs failures, and may itself refuse with an {@link ActionFailure}.
 */
export async function stepAction<T>(
  requestKey: unknown,
  input: unknown,
  {
    check,
    badKey,
    run,
  }: {
    check: InputCheck<T>;
    badKey: Next;
    run: (requestKey: string, data: T) => Promise<Next | ActionFailure>;
  },
): Promise<ActionResult> {
  return withRequestKey<ActionResult>(requestKey, { ok: true, next: badKey }, async (key) => {
    const parsed = parseInput(check, input);
    if (!parsed.ok) return refuse(CHECK_FIELDS, parsed.errors);
    const next = await run(key, parsed.data);
    return "ok" in next ? next : { ok: true, next };
  });
}

/**
 * A journey step that saves with one broker call (see {@link saveStep}): the input check, the
 * requestKey fallback, the log labels (area, step, text; default "{step} save failed"), the call
 * and the rule that turns its result into what comes next.
 */
export type SaveStep<T, R> = {
  check: InputCheck<T>;
  badKey: Next;
  log: readonly [area: string, step: string, text?: string];
  save: (requestKey: string, data: T) => Promise<R>;
  outcome: (result: R, requestKey: string) => Next | ActionFailure;
};

/**
 * {@link stepAction} for a {@link SaveStep}: sends `save` with the parsed data, logs a failed
 * call (`logFailure`: status and reason only) and answers what `outcome` makes of the result.
 */
export async function saveStep<T, R extends Loggable>(
  requestKey: unknown,
  input: unknown,
  { log: [area, step, text = `${step} save failed`], save, outcome, ...rest }: SaveStep<T, R>,
): Promise<ActionResult> {
  return stepAction(requestKey, input, {
    ...rest,
    run: async (key, data) => outcome(logFailure(await save(key, data), area, step, text), key),
  });
}

/**
 * A form that creates something at the broker (a quote): parses `input` with `check` (invalid →
 * `invalidMessage` with the field messages, nothing sent), then turns the browser's
 * Idempotency-Key for this submission into the wire key of `scope` (`keyFromBrowser`; missing or
 * malformed → {@link REFUSED_KEY_MESSAGE}, nothing sent) and answers what `run` answers. Rate
 * limits belong in `run`, as they count the converted request.
 */
export async function keyedAction<T>(
  input: unknown,
  browserKey: unknown,
  {
    check,
    invalidMessage,
    scope,
    run,
  }: {
    check: InputCheck<T>;
    invalidMessage: string;
    scope: string;
    run: (data: T, idempotencyKey: string) => Promise<ActionResult<string>>;
  },
): Promise<ActionResult<string>> {
  const parsed = parseInput(check, input);
  if (!parsed.ok) return refuse(invalidMessage, parsed.errors);
  const idempotencyKey = keyFromBrowser(scope, browserKey);
  if (!idempotencyKey) return refuse(REFUSED_KEY_MESSAGE);
  return run(parsed.data, idempotencyKey);
}
