"use client";

import { useCallback, useEffect, useEffectEvent } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/** The query parameter of a link that reopens the draft last sent (`/health-insurance?edit=1`). */
export const EDIT_PARAM = "edit";

/**
 * True when a draft waits for the form under `key`: one being typed, or, on an Edit link
 * (`?edit=1`), the one last sent. Throws when storage is unavailable.
 */
export function draftWaiting(key: string): boolean {
  if (sessionStorage.getItem(key) !== null) return true;
  return (
    new URLSearchParams(window.location.search).has(EDIT_PARAM) &&
    sessionStorage.getItem(`${key}:edit`) !== null
  );
}

/** What a quote form keeps in sessionStorage: its values and the 1-based step. */
export type SessionDraft<T> = { values: T; step: number };

/**
 * Keeps a multi-step form's values and step in sessionStorage under `key`, so a reload (or a
 * visit to another page in the same tab) does not lose what was typed. On mount the saved draft,
 * if any, is handed to `restore` once (after hydration: the server cannot know it); from then on
 * every change of the values or the step is saved. Storage that is unavailable or corrupt is
 * ignored: drafts are a convenience.
 *
 * A draft that was sent is not dropped but set aside under `{key}:edit` (not `:sent`, the motor
 * form's own copy for "Not my vehicle?"; same tab only, like the
 * draft itself): the plans screen's "Edit" link comes back with `?edit=1`, and then that draft is
 * restored instead of any other, so the visitor changes the quote without typing it again
 * (issue 22 item 5). The `edit` parameter is then taken out of the address, so a reload keeps
 * the edits. Sending again is a new submission (the sent attempt's Idempotency-Key is gone).
 *
 * @returns `clearDraft`, to call when the form was sent successfully (sets the draft aside).
 */
export function useSessionDraft<T extends FieldValues>(
  key: string,
  form: UseFormReturn<T>,
  step: number,
  restore: (saved: SessionDraft<Partial<T>>) => void,
): { clearDraft: () => void } {
  const onRestore = useEffectEvent(restore);

  // Declared before the saving effect: the restored values are in place before the first save.
  useEffect(() => {
    try {
      const url = new URL(window.location.href);
      const editing = url.searchParams.has(EDIT_PARAM);
      const sent = editing ? sessionStorage.getItem(`${key}:edit`) : null;
      const saved = JSON.parse(sent ?? sessionStorage.getItem(key) ?? "null") as SessionDraft<
        Partial<T>
      > | null;
      if (saved?.values) onRestore(saved);
      if (editing) {
        url.searchParams.delete(EDIT_PARAM);
        window.history.replaceState(window.history.state, "", url);
      }
    } catch {
      /* storage unavailable or corrupt */
    }
  }, [key]);

  const { getValues, subscribe } = form;
  useEffect(() => {
    const save = () => {
      try {
        sessionStorage.setItem(
          key,
          JSON.stringify({ values: getValues(), step } satisfies SessionDraft<T>),
        );
      } catch {
        /* ignore */
      }
    };
    save();
    return subscribe({ formState: { values: true }, callback: save });
  }, [getValues, subscribe, key, step]);

  const clearDraft = useCallback(() => {
    try {
      const sent = sessionStorage.getItem(key);
      if (sent) sessionStorage.setItem(`${key}:edit`, sent);
      sessionStorage.removeItem(key);
    } catch {
      /* ignore */
    }
  }, [key]);

  return { clearDraft };
}
