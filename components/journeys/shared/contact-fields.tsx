import type { ReactNode } from "react";
import { Input } from "@/components/forms/fields";
import { presets } from "@/components/forms/presets";
import type { Bind } from "@/components/forms/use-action-form";
import type { ContactLabels } from "@/components/journeys/shared/quote-labels";

/**
 * Full name, mobile (`phone`) and e-mail, in a one-column grid: the contact step of the quote
 * forms, labelled in the page's language (`labels`). `before`: a field asked on the same step,
 * above them.
 */
export function ContactFields({
  bind,
  labels,
  before,
}: {
  bind: Bind<"name" | "phone" | "email">;
  labels: ContactLabels;
  before?: ReactNode;
}) {
  return (
    <div className="grid gap-4">
      {before}
      <Input {...presets.fullName} label={labels.fullName} {...bind("name")} />
      <Input {...presets.mobile} label={labels.mobile} {...bind("phone")} />
      <Input {...presets.email} label={labels.email} {...bind("email")} />
    </div>
  );
}
