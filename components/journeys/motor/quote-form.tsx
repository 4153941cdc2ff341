"use client";

import { MOTOR_QUOTE_DRAFT_KEY } from "@/lib/journeys/motor/quote-draft";
import { QuoteWizardShell } from "@/components/journeys/shared/quote-wizard-shell";
import type { MotorQuoteLabels } from "@/components/journeys/shared/quote-labels";
import {
  MOTOR_QUOTE_ID,
  MOTOR_QUOTE_STEPS,
  motorConsent,
  motorStepFields,
} from "@/components/journeys/motor/quote-steps";

/** The full form (react-hook-form and the step schemas): fetched once, on first use. */
const loadForm = () => import("./quote-wizard").then((m) => m.MotorQuoteForm);

/**
 * The motor quote form in the /motor-insurance hero (spec 4 "Motor quote form", 5 "Motor quote
 * form"): its first step rendered on the server, the form itself (`./quote-wizard`) loaded on the
 * first focus or pointer-down inside it, or at once when a draft is waiting (see
 * `QuoteWizardShell`).
 *
 * @param labels its words in the page's language (`motorQuoteLabels(locale)` on the server).
 */
export function MotorQuoteForm({ labels }: { labels: MotorQuoteLabels }) {
  return (
    <QuoteWizardShell
      id={MOTOR_QUOTE_ID}
      labels={labels}
      extras={motorConsent}
      load={loadForm}
      draftKey={MOTOR_QUOTE_DRAFT_KEY}
      steps={MOTOR_QUOTE_STEPS}
      stepTitles={labels.stepTitles}
      fields={(audience, bind) =>
        motorStepFields(MOTOR_QUOTE_STEPS[audience][0] ?? "vehicleAndContact", bind, labels)
      }
    />
  );
}
