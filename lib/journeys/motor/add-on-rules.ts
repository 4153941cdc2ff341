import type { AddOn, AddOnSection, AddOnSections } from "@/lib/api/contract/motor";
import { addOnAmountKey, addOnSectionKeys, type AddOnSectionKey } from "@/lib/api/contract/values";

/**
 * What the add-ons screen does with the broker's add-on sections (spec 3 "Motor add-ons"): which
 * items it hides, which one is compulsory, and the running total.
 */

/** Add-ons whose code starts with this are never shown (spec 3). */
export const hiddenAddOnPrefix = "evShield";

/** The code of the compulsory add-on: the first item of the pACover section (always included). */
export function mandatoryAddOnCode(sections: Partial<AddOnSections>): string | undefined {
  return sections.pACover?.data[0]?.code;
}

/** The sections without the add-ons the site hides (codes starting with `evShield`). */
export function visibleAddOns<T extends Partial<Record<AddOnSectionKey, AddOnSection>>>(
  sections: T,
): T {
  const out: Partial<Record<AddOnSectionKey, AddOnSection>> = { ...sections };
  for (const key of addOnSectionKeys) {
    const section = sections[key];
    if (section)
      out[key] = {
        ...section,
        data: section.data.filter((item) => !item.code.startsWith(hiddenAddOnPrefix)),
      };
  }
  return out as T;
}

/**
 * The premium one add-on adds, in rupees: its number premium, or for a map premium the amount
 * chosen with `code__amountKey` (the first such key in the map's order; 0 when none is chosen).
 */
export function addOnPremium(item: AddOn, chosen: Readonly<Record<string, boolean>>): number {
  if (typeof item.premium === "number") return item.premium;
  for (const [amountKey, premium] of Object.entries(item.premium)) {
    if (chosen[addOnAmountKey(item.code, amountKey)] === true) return premium;
  }
  return 0;
}

/**
 * Running total of the chosen add-ons, in rupees (before GST): every available item whose code
 * is checked in `chosen`, plus the compulsory first pACover item, which is always included.
 * Unavailable items never count.
 */
export function addOnTotal(
  sections: Partial<Record<AddOnSectionKey, AddOnSection>>,
  chosen: Readonly<Record<string, boolean>>,
): number {
  const mandatory = mandatoryAddOnCode(sections);
  let total = 0;
  for (const key of addOnSectionKeys) {
    for (const item of sections[key]?.data ?? []) {
      if (!item.available) continue;
      if (item.code !== mandatory && chosen[item.code] !== true) continue;
      total += addOnPremium(item, chosen);
    }
  }
  return Math.round(total * 100) / 100;
}
