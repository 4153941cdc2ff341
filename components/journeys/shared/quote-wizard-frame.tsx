"use client";

import { useLayoutEffect, useRef, type HTMLAttributes, type ReactNode, type Ref } from "react";
import type { Audience } from "@/lib/journeys/health/quote-schema";
import { Alert } from "@/components/forms/fields";
import { useFormPress } from "@/components/forms/use-form-press";
import { AudienceTabs } from "@/components/journeys/shared/audience-tabs";
import { StepProgress } from "@/components/journeys/shared/step-progress";
import type { useQuoteWizard } from "@/components/journeys/shared/use-quote-wizard";
import { fill, type QuoteFrameLabels } from "@/components/journeys/shared/quote-labels";

/** The controls of a card a visitor can focus, in document order (the shell hands focus over by index). */
export const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";

/**
 * What the server-rendered shell (`QuoteWizardShell`) hands to the wizard that replaces it: its
 * id prefix, the values typed (by contract name), the tab chosen, the control that had focus (by its
 * contract name when it is a text field or list, else its index among the card's {@link FOCUSABLE},
 * -1 for none) with its caret, and whether Continue was pressed.
 */
export type QuoteWizardHandoff = {
  /** The shell's id prefix, kept by the wizard. */
  uid: string;
  values: Record<string, string>;
  audience: Audience;
  focus: number;
  /**
   * The focused field's contract name, looked up first: an index moves if the two renders differ by
   * one focusable before it (a CI run saw the focus land on the next field after the swap).
   */
  focusName?: string;
  caret?: [start: number, end: number];
  submit: boolean;
};

/**
 * The card of a quote wizard (`useQuoteWizard`) in a product hero: its title and `intro`, the
 * customer/agent tabs, and the form: step progress with the step's title, the step's fields
 * (`children`), the step alert and the failure message, Back and Continue. The last step's button
 * reads `submitLabel`, and `busyLabel` while it is sent. Every word comes from `labels` (the
 * page's language, see `QuoteFrameLabels`). `footer` ends the form (a consent notice
 * named by `describedBy`). `handoff`: the shell this card replaces had focus or a pending Continue;
 * both carry over once mounted. `cardEvents`: the shell's listeners on the card.
 */
export function QuoteWizardFrame<S extends string>({
  id,
  labels,
  wizard,
  stepTitles,
  describedBy,
  footer,
  handoff,
  cardEvents,
  children,
}: {
  id: string;
  labels: QuoteFrameLabels;
  wizard: Pick<
    ReturnType<typeof useQuoteWizard>,
    | "uid"
    | "audience"
    | "chooseAudience"
    | "step"
    | "steps"
    | "goTo"
    | "busy"
    | "alert"
    | "alertId"
    | "failure"
  > & { current: S; headingRef: Ref<HTMLHeadingElement>; onSubmit: () => Promise<void> };
  stepTitles: Record<S, string>;
  describedBy?: string;
  footer?: ReactNode;
  handoff?: QuoteWizardHandoff;
  cardEvents?: Pick<HTMLAttributes<HTMLDivElement>, "onFocus" | "onPointerDown">;
  children: ReactNode;
}) {
  const { uid, step, steps, busy } = wizard;
  const isLast = step === steps.length;
  const card = useRef<HTMLDivElement>(null);
  // A Continue pressed before hydration is kept and replayed; a blur it causes shows no message.
  const formRef = useRef<HTMLFormElement>(null);
  const replayPress = useFormPress(formRef);

  // Carry the shell's focus, caret and pending Continue over, once, in the commit that replaces
  // the shell (the controls' refs are registered by now), before the next key press.
  const handedOver = useRef(handoff);
  useLayoutEffect(() => {
    const from = handedOver.current;
    const box = card.current;
    if (!from || !box) return;
    const byName = from.focusName
      ? box.querySelector<HTMLElement>(`[name="${CSS.escape(from.focusName)}"]`)
      : null;
    const target = byName ?? box.querySelectorAll<HTMLElement>(FOCUSABLE)[from.focus];
    if (target) {
      target.focus();
      try {
        if (from.caret && target instanceof HTMLInputElement)
          target.setSelectionRange(...from.caret);
      } catch {
        /* inputs without a caret */
      }
    }
    // After the form library's own effects have subscribed to its state (else the step's
    // messages would be set but never shown).
    if (from.submit) setTimeout(() => formRef.current?.requestSubmit(), 0);
  }, []);

  return (
    <div
      ref={card}
      id={id}
      {...cardEvents}
      className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-6"
    >
      <h2 className="text-xl font-bold text-ink">{labels.title}</h2>
      <p className="mt-1 text-sm text-muted">{labels.intro}</p>

      <AudienceTabs
        labels={labels}
        idPrefix={uid}
        audience={wizard.audience}
        locked={step !== 1}
        onChoose={wizard.chooseAudience}
      >
        <form
          ref={formRef}
          action={replayPress}
          data-quote-step
          noValidate
          aria-describedby={describedBy}
          onSubmit={(event) => {
            event.preventDefault();
            void wizard.onSubmit();
          }}
          className="mt-4 space-y-4"
        >
          <StepProgress
            step={step}
            total={steps.length}
            label={fill(labels.stepOf, { step, total: steps.length })}
            title={stepTitles[wizard.current]}
            headingRef={wizard.headingRef}
          />

          {children}

          {wizard.alert ? <Alert id={wizard.alertId}>{wizard.alert}</Alert> : null}
          {wizard.failure ? <Alert>{wizard.failure}</Alert> : null}

          <div className="flex gap-3">
            {step > 1 ? (
              <button
                type="button"
                className="btn-secondary"
                onClick={() => wizard.goTo(Math.max(1, step - 1))}
                disabled={busy}
              >
                {labels.back}
              </button>
            ) : null}
            <button type="submit" className="btn-primary flex-1" disabled={busy}>
              {isLast ? (busy ? labels.busyLabel : labels.submitLabel) : labels.continueLabel}
            </button>
          </div>
          {footer}
        </form>
      </AudienceTabs>
    </div>
  );
}
