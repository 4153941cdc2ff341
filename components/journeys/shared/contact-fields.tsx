import type { ReactNode } from "react";
import { Input } from "@/components/forms/fields";
import { presets } from "@/components/forms/presets";
import type { Bind } from "@/components/forms/use-action-form";

/**
 * Full name, mobile (`phone`) and e-mail, in a one-column grid: the contact step of the quote
 * forms. `before`: a field asked on the same step, above them.
 */
export function ContactFields({
  bind,
  before,
}: {
  bind: Bind<"name" | "phone" | "email">;
  before?: ReactNode;
}) {
  return (
    <div className="grid gap-4">
      {before}
      <Input {...presets.fullName} {...bind("name")} />
      <Input {...presets.mobile} {...bind("phone")} />
      <Input {...presets.email} {...bind("email")} />
    </div>
  );
}
