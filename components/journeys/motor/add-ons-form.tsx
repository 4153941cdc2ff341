"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { addOnPremium, mandatoryAddOnCode } from "@/lib/journeys/motor/add-on-rules";
import { saveMotorAddOns } from "@/lib/journeys/motor/actions";
import { formatRupees } from "@/lib/format/rupees";
import {
  addOnFormDefaults,
  addOnRunningTotal,
  addOnSectionsToShow,
  savedAddOnChoice,
  toAddOnSelection,
  type AddOnFormValues,
  type AddOnSectionsView,
} from "@/lib/journeys/motor/add-ons";
import { Alert } from "@/components/forms/fields";
import { useActionForm } from "@/components/forms/use-action-form";
import { useFormPress } from "@/components/forms/use-form-press";
import { AddOnRow } from "@/components/journeys/motor/add-on-row";
import { useFreshRender } from "@/components/journeys/shared/fresh-step";

const ok = () => ({ ok: true as const, data: null });

/**
 * Motor add-ons step (spec 3 "Motor add-ons"): the five sections under their titles; the
 * compulsory personal accident cover is checked and cannot be removed; evShield items are not
 * shown; a map premium's amount is chosen from a list; the running total follows every choice.
 *
 * What it starts with (issue 23 item 1): the choice the broker holds (`selected` on the rows,
 * `savedAddOnChoice`), overlaid by this tab's unsaved changes (sessionStorage per requestKey, so
 * a reload keeps them; cleared once a save succeeded, so the broker's copy is the truth after).
 * A copy of the page the client router brings back on Back or Forward is fetched again
 * (`useFreshRender`); the page keys this form by `renderId`, so the fresh copy starts anew. The
 * server rebuilds the flags from the broker's catalogue before sending (saveMotorAddOns); opened
 * from the review (`fromReview`), a save returns to the final quote.
 */
export function AddOnsForm({
  requestKey,
  sections,
  renderId,
  fromReview = false,
}: {
  requestKey: string;
  sections: AddOnSectionsView;
  /** New on every server render of the page (see `useFreshRender`). */
  renderId: string;
  fromReview?: boolean;
}) {
  const uid = useId();
  const t = useTranslations("AddOns");
  const draftKey = `draft:motor-add-ons:${requestKey}`;
  useFreshRender(renderId);
  const shown = useMemo(() => addOnSectionsToShow(sections), [sections]);
  const saved = useMemo(() => savedAddOnChoice(sections), [sections]);
  const mandatory = mandatoryAddOnCode(sections);
  const form = useForm<AddOnFormValues>({ defaultValues: addOnFormDefaults(sections, saved) });
  const { register, control, reset } = form;
  const values = useWatch({ control }) as AddOnFormValues;
  const total = addOnRunningTotal(sections, values);
  const selection = toAddOnSelection(sections, values);
  const clearDraft = () => {
    try {
      sessionStorage.removeItem(draftKey);
    } catch {
      /* ignore */
    }
  };
  const {
    onSubmit,
    busy,
    message: summary,
  } = useActionForm({
    form,
    validate: ok,
    action: (v) => saveMotorAddOns(requestKey, v, fromReview),
    onSuccess: clearDraft,
  });

  // A Save pressed before hydration is kept and replayed (issue 23 item 7), as on every step.
  const formRef = useRef<HTMLFormElement>(null);
  const replayPress = useFormPress(formRef);

  // Restore this tab's unsaved changes once (the server cannot know them), then keep them.
  useEffect(() => {
    try {
      const draft = JSON.parse(
        sessionStorage.getItem(draftKey) ?? "null",
      ) as AddOnFormValues | null;
      if (draft && typeof draft === "object")
        reset(addOnFormDefaults(sections, { ...saved, ...draft }));
    } catch {
      /* storage unavailable or corrupt: drafts are a convenience */
    }
  }, [draftKey, reset, sections, saved]);
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        // Only the visitor's own changes (they name a field): the values a mount or a reset
        // reports are the page's, and kept as a draft they would hide a fresher save.
        callback: ({ values: v, name }) => {
          if (name === undefined) return;
          try {
            sessionStorage.setItem(draftKey, JSON.stringify(v));
          } catch {
            /* ignore */
          }
        },
      }),
    [form, draftKey],
  );

  return (
    <form
      ref={formRef}
      action={replayPress}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="space-y-6"
    >
      {shown.map(({ key, section }) => (
        <fieldset key={key} className="rounded-xl border border-slate-300 p-4 sm:p-5">
          <legend className="px-1 text-lg font-bold text-ink">{section.sectionTitle}</legend>
          <ul className="divide-y divide-slate-200">
            {section.data.map((item) => (
              <AddOnRow
                key={item.code}
                item={item}
                id={`${uid}-${item.code}`}
                mandatory={item.code === mandatory}
                checked={item.code === mandatory || values[item.code] === true}
                premium={addOnPremium(item, selection)}
                register={register}
              />
            ))}
          </ul>
        </fieldset>
      ))}
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border">
        <p aria-live="polite" aria-atomic="true">
          <span className="text-muted">{t("total")} </span>
          <strong className="text-lg text-ink" data-testid="add-ons-total">
            {formatRupees(total)}
          </strong>
          <span className="text-sm text-muted"> {t("plusGst")}</span>
        </p>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t("saving") : t("submit")}
        </button>
      </div>
      {summary ? <Alert>{summary}</Alert> : null}
    </form>
  );
}
