"use client";

import { memo } from "react";
import type { UseFormRegister } from "react-hook-form";
import type { AddOn } from "@/lib/api/contract/motor";
import { formatRupees } from "@/lib/format/rupees";
import { useTranslations } from "next-intl";
import {
  AMOUNT_FIELD,
  amountKeys,
  amountLabel,
  type AddOnFormValues,
} from "@/lib/journeys/motor/add-ons";

/**
 * One add-on of the motor add-ons step (spec 3 "Motor add-ons"): its box, its name, its premium
 * (or why there is none) and, for a map premium that is chosen, the amount list. A memoised
 * component of its own so React can hydrate the step row by row, yielding in between, and a
 * re-render of the form (react-hook-form's `isReady` right after mounting, each choice) redraws
 * only the rows whose choice or premium changed (issue 11).
 *
 * @param id the row's id prefix (the box; `-note` and `-amount` hang off it)
 * @param mandatory the compulsory personal accident cover: always checked, never sent unchecked
 * @param checked whether the add-on is chosen; `premium` its premium for the current choices
 */
export const AddOnRow = memo(function AddOnRow({
  item,
  id,
  mandatory,
  checked,
  premium,
  register,
}: {
  item: AddOn;
  id: string;
  mandatory: boolean;
  checked: boolean;
  premium: number;
  register: UseFormRegister<AddOnFormValues>;
}) {
  const t = useTranslations("AddOns");
  const keys = amountKeys(item);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="flex min-h-11 min-w-0 flex-1 items-center gap-3">
        {mandatory ? (
          // Always chosen (spec 3): a disabled box would not be sent, so the value is fixed here and on the server.
          <input
            id={id}
            type="checkbox"
            name={item.code}
            checked
            readOnly
            aria-readonly="true"
            aria-describedby={`${id}-note`}
            className="size-5 shrink-0 accent-brand-700"
            onClick={(e) => e.preventDefault()}
          />
        ) : (
          <input
            id={id}
            type="checkbox"
            disabled={!item.available}
            aria-describedby={`${id}-note`}
            className="size-5 shrink-0 accent-brand-700"
            {...register(item.code)}
          />
        )}
        <label htmlFor={id} className="font-normal text-ink">
          {item.displayName}
        </label>
      </div>
      <p id={`${id}-note`} className="text-sm text-muted">
        {mandatory
          ? t("requiredByLaw", { premium: formatRupees(premium) })
          : !item.available
            ? t("notAvailable")
            : keys.length
              ? checked
                ? formatRupees(premium)
                : t("chooseToSee")
              : formatRupees(premium)}
      </p>
      {keys.length && item.available && checked ? (
        <div className="w-full sm:w-auto">
          <label htmlFor={`${id}-amount`} className="mb-1 block text-sm font-normal text-ink">
            {t.rich("amount", {
              addOn: item.displayName,
              sr: (chunks) => <span className="sr-only">{chunks}</span>,
            })}
          </label>
          <select
            id={`${id}-amount`}
            className="field-input"
            {...register(item.code + AMOUNT_FIELD)}
          >
            {keys.map((k) => (
              <option key={k} value={k}>
                {t("amountOption", {
                  amount: amountLabel(k),
                  premium: formatRupees(
                    typeof item.premium === "number" ? item.premium : (item.premium[k] ?? 0),
                  ),
                })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </li>
  );
});
