import type { ReactNode } from "react";
import type { Audience, WizardStep } from "@/lib/journeys/health/quote-schema";
import { Input } from "@/components/forms/fields";
import { presets } from "@/components/forms/presets";
import type { Bind } from "@/components/forms/use-action-form";
import { ContactFields } from "@/components/journeys/shared/contact-fields";

/**
 * What the health quote wizard and its server-rendered shell share, without zod or a form
 * library: the card's texts, the steps of each tab (the lists `stepsFor` returns; a unit test
 * keeps them equal), the step titles and the first steps' controls.
 */
export const HEALTH_QUOTE_CARD = {
  id: "health-quote",
  title: "Get your health insurance quote",
  intro: "Compare plans from 20+ insurers in about a minute.",
  submitLabel: "View plans",
  busyLabel: "Getting quotes...",
} as const;

/** The steps of each tab, in order (equal to `stepsFor`). */
export const HEALTH_QUOTE_STEPS: Record<Audience, readonly WizardStep[]> = {
  customer: ["contact", "family", "members"],
  agent: ["posp", "contact", "family", "members"],
};

export const HEALTH_STEP_TITLES: Record<WizardStep, string> = {
  posp: "Your POSP number",
  contact: "Your contact details",
  family: "Who should the plan cover?",
  members: "Member details",
};

/** The controls of the POSP and contact steps (the first step of each tab); null for the others. */
export function healthIdentityFields(
  step: WizardStep,
  bind: Bind<"pospNumber" | "name" | "phone" | "email">,
): ReactNode {
  if (step === "posp") return <Input {...presets.posp} {...bind("pospNumber")} />;
  if (step === "contact") return <ContactFields bind={bind} />;
  return null;
}
