"use client";

import type { ReactNode } from "react";
import { previousStep } from "@/lib/journeys/health/quote-schema";
import { Alert } from "@/components/forms/fields";
import { AudienceTabs } from "@/components/journeys/shared/audience-tabs";
import { StepProgress } from "@/components/journeys/shared/step-progress";
import type { useQuoteWizard } from "@/components/journeys/shared/use-quote-wizard";

/**
 * The card of a quote wizard (`useQuoteWizard`) in a product hero: its title and `intro`, the
 * customer/agent tabs, and the form: step progress with the step's title, the step's fields
 * (`children`), the step alert and the failure message, Back and Continue. The last step's button
 * reads `submitLabel`, and `busyLabel` while it is sent. `footer` ends the form (a consent notice
 * named by `describedBy`).
 */
export function QuoteWizardFrame<S extends string>({
  id,
  title,
  intro,
  wizard,
  stepTitles,
  submitLabel,
  busyLabel,
  describedBy,
  footer,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  wizard: Pick<
    ReturnType<typeof useQuoteWizard>,
    | "uid"
    | "audience"
    | "chooseAudience"
    | "step"
    | "steps"
    | "goTo"
    | "headingRef"
    | "onSubmit"
    | "busy"
    | "alert"
    | "alertId"
    | "failure"
  > & { current: S };
  stepTitles: Record<S, string>;
  submitLabel: string;
  busyLabel: string;
  describedBy?: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { uid, step, steps, busy } = wizard;
  const isLast = step === steps.length;
  return (
    <div id={id} className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-6">
      <h2 className="text-xl font-bold text-ink">{title}</h2>
      <p className="mt-1 text-sm text-muted">{intro}</p>

      <AudienceTabs
        idPrefix={uid}
        audience={wizard.audience}
        locked={step !== 1}
        onChoose={wizard.chooseAudience}
      >
        <form
          method="post"
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
                onClick={() => wizard.goTo(previousStep(step))}
                disabled={busy}
              >
                Back
              </button>
            ) : null}
            <button type="submit" className="btn-primary flex-1" disabled={busy}>
              {isLast ? (busy ? busyLabel : submitLabel) : "Continue"}
            </button>
          </div>
          {footer}
        </form>
      </AudienceTabs>
    </div>
  );
}
