import type { ReactNode } from "react";
import type { Audience } from "@/lib/journeys/health/quote-schema";
import type { MotorQuoteStep } from "@/lib/journeys/motor/quote";
import { Input } from "@/components/forms/fields";
import { presets } from "@/components/forms/presets";
import type { Bind } from "@/components/forms/use-action-form";
import { ConsentNotice } from "@/components/lead/consent-notice";
import { ContactFields } from "@/components/journeys/shared/contact-fields";
import type { MotorQuoteLabels } from "@/components/journeys/shared/quote-labels";

/**
 * What the motor quote form and its server-rendered shell share, without zod or a form library:
 * the card's id, the steps of each tab (the lists `motorStepsFor` returns; a unit test keeps them
 * equal), the consent footer and every step's controls. Their words come from `MotorQuoteLabels`.
 */
export const MOTOR_QUOTE_ID = "motor-quote";

/** The steps of each tab, in order (equal to `motorStepsFor`). */
export const MOTOR_QUOTE_STEPS: Record<Audience, readonly MotorQuoteStep[]> = {
  customer: ["vehicleAndContact", "confirmVehicle"],
  agent: ["posp", "contact", "vehicle"],
};

/**
 * The consent notice that ends the form (in the page's language, from the layout's client
 * messages), and the id the form names it by (`uid` from `useId`).
 */
export function motorConsent(uid: string): { describedBy: string; footer: ReactNode } {
  const id = `${uid}-consent`;
  return { describedBy: id, footer: <ConsentNotice id={id} /> };
}

/** The controls of one step of the motor quote form. */
export function motorStepFields(
  step: MotorQuoteStep,
  bind: Bind<"rcNo" | "vehicleNumber" | "pospNumber" | "name" | "phone" | "email">,
  labels: MotorQuoteLabels,
): ReactNode {
  const vehicleInput = (name: "rcNo" | "vehicleNumber", hint: string) => (
    <Input
      label={labels.vehicleNumber}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={20}
      hint={hint}
      {...bind(name)}
    />
  );
  switch (step) {
    case "vehicleAndContact":
      return (
        <ContactFields bind={bind} labels={labels} before={vehicleInput("rcNo", labels.rcHint)} />
      );
    case "confirmVehicle":
      return vehicleInput("rcNo", labels.confirmHint);
    case "posp":
      return <Input {...presets.posp} label={labels.pospNumber} {...bind("pospNumber")} />;
    case "contact":
      return <ContactFields bind={bind} labels={labels} />;
    case "vehicle":
      return vehicleInput("vehicleNumber", labels.rcHint);
  }
}
