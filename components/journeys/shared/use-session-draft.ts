"use client";

import { useCallback, useEffect, useEffectEvent } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/** What a quote form keeps in sessionStorage: its values and the 1-based step. */
export type SessionDraft<T> = { values: T; step: number };

/**
 * Keeps a multi-step form's values and step in sessionStorage under `key`, so a reload (or a
 * visit to another page in the same tab) does not lose what was typed. On mount the saved draft,
 * if any, is handed to `restore` once (after hydration: the server cannot know it); from then on
 * every change of the values or the step is saved. Storage that is unavailable or corrupt is
 * ignored: drafts are a convenience.
 *
 * @returns `clearDraft`, to call when the form was sent successfully.
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
      const saved = JSON.parse(sessionStorage.getItem(key) ?? "null") as SessionDraft<
        Partial<T>
      > | null;
      if (saved?.values) onRestore(saved);
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
      sessionStorage.removeItem(key);
    } catch {
      /* ignore */
    }
  }, [key]);

  return { clearDraft };
}
