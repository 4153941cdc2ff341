"use client";

import { useId } from "react";
import { useForm } from "react-hook-form";
import { saveCommunication } from "@/lib/journeys/shared/actions";
import { saveMotorCommunication } from "@/lib/journeys/motor/actions";
import type { InsuranceType } from "@/lib/journeys/shared/paths";
import {
  validateCommunication,
  type CommunicationFormValues,
} from "@/lib/journeys/health/proposal-forms";
import { Input } from "@/components/forms/fields";
import { SaveFooter } from "@/components/journeys/shared/save-footer";
import { useActionForm } from "@/components/forms/use-action-form";

/** Communication step, health or motor (spec 3; nothing required, spec 5): the returned URL after the allowlist check, else the thank-you page of the journey. */
export function CommunicationForm({
  requestKey,
  defaults,
  insuranceType = "health",
}: {
  requestKey: string;
  defaults: CommunicationFormValues;
  insuranceType?: InsuranceType;
}) {
  const uid = useId();
  const form = useForm<CommunicationFormValues>({ defaultValues: defaults });
  const { register, formState } = form;
  const {
    onSubmit,
    busy,
    message: summary,
    errorOf,
  } = useActionForm({
    form,
    validate: validateCommunication,
    action: (v) =>
      (insuranceType === "motor" ? saveMotorCommunication : saveCommunication)(requestKey, v),
  });
  const err = (path: string) => errorOf(formState.errors, path);

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          id={`${uid}-street`}
          label="Street address"
          autoComplete="street-address"
          className="sm:col-span-2"
          error={err("street")}
          {...register("street")}
        />
        <Input
          id={`${uid}-city`}
          label="City"
          autoComplete="address-level2"
          error={err("city")}
          {...register("city")}
        />
        <Input
          id={`${uid}-pincode`}
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          error={err("pincode")}
          {...register("pincode")}
        />
        <Input
          id={`${uid}-email`}
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          error={err("email")}
          {...register("email")}
        />
        <Input
          id={`${uid}-mobile`}
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={16}
          error={err("mobile")}
          {...register("mobile")}
        />
      </div>
      <SaveFooter summary={summary} busy={busy} />
    </form>
  );
}
