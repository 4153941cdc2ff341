import type { ReactNode } from "react";
import type { Audience } from "@/lib/journeys/health/quote-schema";
import type { MotorQuoteStep } from "@/lib/journeys/motor/quote";
import { Input } from "@/components/forms/fields";
import { presets } from "@/components/forms/presets";
import type { Bind } from "@/components/forms/use-action-form";
import { ConsentNotice } from "@/components/lead/consent-notice";
import { ContactFields } from "@/components/journeys/shared/contact-fields";

/**
 * What the motor quote form and its server-rendered shell share, without zod or a form library:
 * the card's texts, the steps of each tab (the lists `motorStepsFor` returns; a unit test keeps
 * them equal), the step titles and every step's controls.
 */
export const MOTOR_QUOTE_CARD = {
  id: "motor-quote",
  title: "Get your motor insurance quote",
  intro: "Car or two-wheeler: compare plans from 20+ insurers.",
  submitLabel: "Get quotes",
  busyLabel: "Submitting...",
} as const;

/** The steps of each tab, in order (equal to `motorStepsFor`). */
export const MOTOR_QUOTE_STEPS: Record<Audience, readonly MotorQuoteStep[]> = {
  customer: ["vehicleAndContact", "confirmVehicle"],
  agent: ["posp", "contact", "vehicle"],
};

export const MOTOR_STEP_TITLES: Record<MotorQuoteStep, string> = {
  vehicleAndContact: "Your vehicle and contact details",
  confirmVehicle: "Confirm your vehicle number",
  posp: "Your POSP number",
  contact: "Customer's contact details",
  vehicle: "Customer's vehicle number",
};

const VEHICLE_HINT = "As on the registration certificate, like MH12AB1234 or 22BH1234AA";

/** The consent notice that ends the form, and the id the form names it by (`uid` from `useId`). */
export function motorConsent(uid: string): { describedBy: string; footer: ReactNode } {
  const id = `${uid}-consent`;
  return { describedBy: id, footer: <ConsentNotice id={id} /> };
}

/** The controls of one step of the motor quote form. */
export function motorStepFields(
  step: MotorQuoteStep,
  bind: Bind<"rcNo" | "vehicleNumber" | "pospNumber" | "name" | "phone" | "email">,
): ReactNode {
  const vehicleInput = (name: "rcNo" | "vehicleNumber", hint: string) => (
    <Input
      label="Vehicle number"
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
      return <ContactFields bind={bind} before={vehicleInput("rcNo", VEHICLE_HINT)} />;
    case "confirmVehicle":
      return vehicleInput("rcNo", "Check the number; change it here if it is wrong.");
    case "posp":
      return <Input {...presets.posp} {...bind("pospNumber")} />;
    case "contact":
      return <ContactFields bind={bind} />;
    case "vehicle":
      return vehicleInput("vehicleNumber", VEHICLE_HINT);
  }
}
