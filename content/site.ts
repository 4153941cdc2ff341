/**
 * Facts about the broker shown in the header, footer, contact page and structured data
 * (spec sections 1 and 2.1). One place, so the regulator display never drifts between pages.
 */
export const site = {
  /** Brand shown in the header and titles. */
  name: "SureShield",
  /** Registered name of the broking company. */
  legalName: "SureShield Insurance Brokers Private Limited",
  /** Fixed `leadSource` value of every lead (spec 3: "a fixed value naming the product"). */
  leadSource: "SureShield Website",
  tagline: "Compare, buy and claim insurance with a licensed broker",
  foundedYear: 1994,
  registration: {
    regulator: "Insurance Regulatory and Development Authority of India (IRDAI)",
    type: "Direct Broker",
    category: "Composite",
    code: "590",
    /** dd/mm/yyyy as shown on the licence. */
    validTill: "05/04/2026",
    /** Same date as yyyy-mm-dd for machines. */
    validTillIso: "2026-04-05",
  },
  address: {
    street: "402, Sagar Tech Plaza, Andheri–Kurla Road, Sakinaka",
    locality: "Andheri East",
    city: "Mumbai",
    region: "Maharashtra",
    postalCode: "400072",
    country: "IN",
  },
  phone: { display: "022 4890 5900", tel: "+912248905900" },
  email: "care@sureshield.in",
  grievanceEmail: "grievance@sureshield.in",
  grievanceOfficer: "Ms. Anita Deshmukh, Principal Officer & Grievance Redressal Officer",
  supportHours: "Mon–Sat, 9 AM to 7 PM",
  /** WhatsApp number in international form without '+'. */
  whatsappNumber: "912248905900",
  whatsappGreeting: "Hi SureShield, I would like some help choosing insurance.",
  bimaBharosaUrl: "https://bimabharosa.irdai.gov.in/",
  irdaiCallCentre: "155255 or 1800 4254 732",
  socials: [
    { name: "Facebook", url: "https://www.facebook.com/sureshieldinsurance" },
    { name: "Instagram", url: "https://www.instagram.com/sureshieldinsurance" },
    { name: "LinkedIn", url: "https://www.linkedin.com/company/sureshield-insurance-brokers" },
    { name: "YouTube", url: "https://www.youtube.com/@sureshieldinsurance" },
  ],
} as const;

/** The WhatsApp chat link with the prefilled greeting. */
export const whatsappUrl = `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(site.whatsappGreeting)}`;

/** One-line postal address. */
export const addressLine = `${site.address.street}, ${site.address.locality}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;
