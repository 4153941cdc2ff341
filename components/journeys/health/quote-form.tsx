"use client";

import { QuoteWizardShell } from "@/components/journeys/shared/quote-wizard-shell";
import type { HealthQuoteLabels } from "@/components/journeys/shared/quote-labels";
import {
  HEALTH_QUOTE_ID,
  HEALTH_QUOTE_STEPS,
  healthIdentityFields,
} from "@/components/journeys/health/quote-steps";

/** The full wizard (react-hook-form and the step schemas): fetched once, on first use. */
const loadWizard = () => import("./quote-wizard").then((m) => m.QuoteWizard);

/**
 * The health quote wizard in the /health-insurance hero (spec 4 "Health quote wizard", 5 "Health
 * wizard"): its first step rendered on the server, the wizard itself (`./quote-wizard`) loaded on
 * the first focus or pointer-down inside it, or at once when a draft is waiting (see
 * `QuoteWizardShell`).
 *
 * @param labels its words in the page's language (`healthQuoteLabels(locale)` on the server).
 */
export function QuoteWizard({ labels }: { labels: HealthQuoteLabels }) {
  return (
    <QuoteWizardShell
      id={HEALTH_QUOTE_ID}
      labels={labels}
      load={loadWizard}
      draftKey="draft:health-quote"
      steps={HEALTH_QUOTE_STEPS}
      stepTitles={labels.stepTitles}
      fields={(audience, bind) =>
        healthIdentityFields(HEALTH_QUOTE_STEPS[audience][0] ?? "contact", bind, labels)
      }
    />
  );
}
