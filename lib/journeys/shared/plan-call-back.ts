import { site } from "@/content/site";
import type { BusinessType, LeadInput } from "@/lib/leads/lead-schema";
import type { InsuranceType } from "@/lib/journeys/shared/paths";
import { insurerName } from "@/lib/journeys/shared/format";

/**
 * The lead type of an assisted plan's call-back (broker-api.md "Journey order": `businessType` of
 * the journey). Health is "Health". The broker's list has no motor value: motor cover is general
 * (non-life) insurance, and "General" is what the site's motor page already files its leads as
 * (`lib/leads/lead-routing.ts`), so the broker's team sorts both the same way.
 */
export function callBackBusinessType(type: InsuranceType): BusinessType {
  return type === "health" ? "Health" : "General";
}

/** What the call-back lead says about the plan; the requestKey goes to the broker only. */
export function callBackRemarks(
  type: InsuranceType,
  requestKey: string,
  plan: { name: string; insurer: string },
): string {
  const product = type === "health" ? "Health" : "Motor";
  return `Call back to buy ${plan.name} (${insurerName(plan.insurer)}), bought through an advisor. ${product} quote ${requestKey}`.slice(
    0,
    500,
  );
}

/**
 * The call-back lead of an assisted plan (issue 22 item 3): the visitor's name, mobile and
 * e-mail as the broker holds them for the quote, `keyId=client` (the lead call's default for
 * every `businessType` but posp), the site's leadSource, clientType "Individual" (a visitor buying
 * for themselves, like the health quote's lead), and remarks naming the plan, insurer and
 * requestKey. Validate the result with `leadSchema` before sending: the broker's names may not
 * pass the lead's rules.
 */
export function callBackLead(opts: {
  type: InsuranceType;
  requestKey: string;
  plan: { name: string; insurer: string };
  contact: { firstName?: string; lastName?: string; phone?: string; email?: string };
}): LeadInput {
  const firstName = opts.contact.firstName?.trim() ?? "";
  const lastName = opts.contact.lastName?.trim() || firstName;
  return {
    firstName,
    lastName,
    phone: opts.contact.phone ?? "",
    email: opts.contact.email ?? "",
    remarks: callBackRemarks(opts.type, opts.requestKey, opts.plan),
    leadSource: site.leadSource,
    clientType: "Individual",
    businessType: callBackBusinessType(opts.type),
  };
}
