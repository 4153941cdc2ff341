import { site } from "@/content/site";
import type { Lead } from "@/lib/leads/lead-schema";
import { splitName } from "@/lib/journeys/health/name";

/**
 * The follow-up client lead after a successful health quote (spec 3 "Client lead payload from
 * health quote"; 4 "Health quote wizard"): the split name, phone, e-mail, the fixed leadSource,
 * clientType 'Individual' and businessType 'Health'. The broker's lead record has no middle-name
 * field, so a middle name (three-word names only) rides in `remarks`. A one-word name is sent as
 * both first and last name, because the lead call needs a last name.
 */
export function quoteLead(quote: {
  name: string;
  phone: string;
  email: string;
  requestKey: string;
}): Lead {
  const { firstName, middleName, lastName } = splitName(quote.name);
  return {
    firstName,
    lastName: lastName || firstName,
    phone: quote.phone,
    email: quote.email,
    companyName: undefined,
    town: undefined,
    city: undefined,
    comment: undefined,
    remarks: `Health quote ${quote.requestKey}${middleName ? `; middle name ${middleName}` : ""}`,
    leadSource: site.leadSource,
    clientType: "Individual",
    businessType: "Health",
  };
}
