import type { ReactNode } from "react";
import type { Audience, WizardStep } from "@/lib/journeys/health/quote-schema";
import { Input } from "@/components/forms/fields";
import { presets } from "@/components/forms/presets";
import type { Bind } from "@/components/forms/use-action-form";
import { ContactFields } from "@/components/journeys/shared/contact-fields";
import type { HealthQuoteLabels } from "@/components/journeys/shared/quote-labels";

/**
 * What the health quote wizard and its server-rendered shell share, without zod or a form
 * library: the card's id, the steps of each tab (the lists `stepsFor` returns; a unit test keeps
 * them equal) and the first steps' controls. Their words come from `HealthQuoteLabels`.
 */
export const HEALTH_QUOTE_ID = "health-quote";

/** The steps of each tab, in order (equal to `stepsFor`). */
export const HEALTH_QUOTE_STEPS: Record<Audience, readonly WizardStep[]> = {
  customer: ["contact", "family", "members"],
  agent: ["posp", "contact", "family", "members"],
};

/** The controls of the POSP and contact steps (the first step of each tab); null for the others. */
export function healthIdentityFields(
  step: WizardStep,
  bind: Bind<"pospNumber" | "name" | "phone" | "email">,
  labels: HealthQuoteLabels,
): ReactNode {
  if (step === "posp")
    return <Input {...presets.posp} label={labels.pospNumber} {...bind("pospNumber")} />;
  if (step === "contact") return <ContactFields bind={bind} labels={labels} />;
  return null;
}
