import { formatRupees } from "@/lib/format/rupees";
import type { AddOn, AddOnSection, AddOnSelection } from "@/lib/api/contract/motor";
import { addOnAmountKey, addOnSectionKeys, type AddOnSectionKey } from "@/lib/api/contract/values";
import { addOnTotal, mandatoryAddOnCode, visibleAddOns } from "@/lib/journeys/motor/add-on-rules";

/**
 * The motor add-ons step (spec 3 "Motor add-ons"): five sections, the first pACover item always
 * chosen, `evShield…` items hidden, map premiums chosen from a list of amounts, submitted as
 * checked flags keyed by code (`code__amountKey` for the chosen amount).
 */

export type AddOnSectionsView = Partial<Record<AddOnSectionKey, AddOnSection>>;

/** What the form holds: `{ [code]: checked }` and `{ [code + AMOUNT_FIELD]: amountKey }`. */
export type AddOnFormValues = Record<string, boolean | string>;

/** Suffix of the select that picks a map premium's amount (its `name` is `{code}__amount`). */
export const AMOUNT_FIELD = "__amount";

/** The sections the visitor sees, in the contract's order: evShield items removed, empty sections left out. */
export function addOnSectionsToShow(
  sections: AddOnSectionsView,
): { key: AddOnSectionKey; section: AddOnSection }[] {
  const visible = visibleAddOns(sections);
  return addOnSectionKeys.flatMap((key) => {
    const section = visible[key];
    return section && section.data.length ? [{ key, section }] : [];
  });
}

/** The amount keys of a map premium, in the broker's order (empty for a number premium). */
export function amountKeys(item: AddOn): string[] {
  return typeof item.premium === "number" ? [] : Object.keys(item.premium);
}

/**
 * Starting values: the compulsory cover checked, everything else as `saved` had it (a draft of
 * this requestKey), map amounts defaulting to their first key. Unknown or hidden codes in `saved`
 * are ignored.
 */
export function addOnFormDefaults(
  sections: AddOnSectionsView,
  saved: AddOnFormValues = {},
): AddOnFormValues {
  const mandatory = mandatoryAddOnCode(sections);
  const values: AddOnFormValues = {};
  for (const { section } of addOnSectionsToShow(sections)) {
    for (const item of section.data) {
      values[item.code] = item.code === mandatory || (item.available && saved[item.code] === true);
      const keys = amountKeys(item);
      if (keys.length) {
        const chosen = saved[item.code + AMOUNT_FIELD];
        values[item.code + AMOUNT_FIELD] =
          typeof chosen === "string" && keys.includes(chosen) ? chosen : (keys[0] as string);
      }
    }
  }
  return values;
}

/**
 * The choice the broker holds, as form values: each shown row the broker marked `selected: true`
 * checked, and its `selectedAmount` as the chosen amount of a map premium (see `addOnSchema`:
 * optional row fields; rows without them give nothing, so the defaults apply). Feed it to
 * {@link addOnFormDefaults} as `saved`.
 */
export function savedAddOnChoice(sections: AddOnSectionsView): AddOnFormValues {
  const values: AddOnFormValues = {};
  for (const { section } of addOnSectionsToShow(sections)) {
    for (const item of section.data) {
      if (item.selected !== undefined) values[item.code] = item.selected;
      if (item.selectedAmount !== undefined) values[item.code + AMOUNT_FIELD] = item.selectedAmount;
    }
  }
  return values;
}

/**
 * The `data` of `update/add-ons`: a flag for every shown, available item (the compulsory cover
 * always true), and `code__amountKey: true` for the chosen amount of each chosen map item.
 */
export function toAddOnSelection(
  sections: AddOnSectionsView,
  values: AddOnFormValues,
): AddOnSelection {
  const mandatory = mandatoryAddOnCode(sections);
  const selection: AddOnSelection = {};
  for (const { section } of addOnSectionsToShow(sections)) {
    for (const item of section.data) {
      if (!item.available) continue;
      const on = item.code === mandatory || values[item.code] === true;
      selection[item.code] = on;
      const keys = amountKeys(item);
      if (on && keys.length) {
        const amount = values[item.code + AMOUNT_FIELD];
        selection[
          addOnAmountKey(
            item.code,
            typeof amount === "string" && keys.includes(amount) ? amount : (keys[0] as string),
          )
        ] = true;
      }
    }
  }
  return selection;
}

/** The running total of the chosen add-ons in rupees, before GST. */
export function addOnRunningTotal(sections: AddOnSectionsView, values: AddOnFormValues): number {
  return addOnTotal(visibleAddOns(sections), toAddOnSelection(sections, values));
}

/** A map premium's amount key as people read it: sums in rupees with Indian grouping, counts as they are. */
export function amountLabel(key: string): string {
  const n = Number(key);
  if (!Number.isFinite(n) || key.trim() === "") return key;
  return n >= 1000 ? formatRupees(n) : String(n);
}
