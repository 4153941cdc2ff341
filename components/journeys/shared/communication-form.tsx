"use client";

import { productActions } from "@/lib/journeys/product-actions";
import type { InsuranceType } from "@/lib/journeys/shared/paths";
import {
  validateCommunication,
  type CommunicationFormValues,
} from "@/lib/journeys/health/proposal-forms";
import { Input } from "@/components/forms/fields";
import { presets } from "@/components/forms/presets";
import { ProposalForm } from "@/components/journeys/shared/proposal-form";

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
  return (
    <ProposalForm
      defaults={defaults}
      validate={validateCommunication}
      action={(v) => productActions(insuranceType).saveCommunication(requestKey, v)}
    >
      {({ bind }) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="Street address"
            autoComplete="street-address"
            className="sm:col-span-2"
            {...bind("street")}
          />
          <Input label="City" autoComplete="address-level2" {...bind("city")} />
          <Input {...presets.pincode} {...bind("pincode")} />
          <Input {...presets.email} {...bind("email")} />
          <Input {...presets.mobile} {...bind("mobile")} />
        </div>
      )}
    </ProposalForm>
  );
}
