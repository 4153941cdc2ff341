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
  /** The broker licence: one typed setting read by the footer, the contact page and the build check. */
  registration: {
    regulator: "Insurance Regulatory and Development Authority of India (IRDAI)",
    type: "Direct Broker",
    category: "Composite",
    code: "590",
    /** Last day of validity as printed on the licence, yyyy-mm-dd. Update it when the renewal arrives. */
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
  /** Support hours as structured data: days (Mon=1 … Sun=7) and 24-hour clock times, India time. */
  supportSchedule: { days: [1, 2, 3, 4, 5, 6], opens: "09:00", closes: "19:00" },
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

/** Warn this many days before the licence validity ends. */
export const LICENCE_WARNING_DAYS = 60;

/**
 * Where the broker licence stands on a given day.
 *
 * @param today the day to judge (defaults to now); compared by calendar date in UTC
 * @returns `valid` with the date (dd/mm/yyyy) and days left, `expiring` when at most
 *   {@link LICENCE_WARNING_DAYS} days are left, or `lapsed` once the last valid day has passed
 *   (a page must then not show the date as current)
 */
export function licenceStatus(today: Date = new Date()): {
  state: "valid" | "expiring" | "lapsed";
  validTill: string;
  daysLeft: number;
} {
  const iso = site.registration.validTillIso;
  const [y, m, d] = iso.split("-");
  const validTill = `${d}/${m}/${y}`;
  const end = Date.parse(`${iso}T00:00:00Z`);
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const daysLeft = Math.round((end - day) / 86_400_000);
  const state = daysLeft < 0 ? "lapsed" : daysLeft <= LICENCE_WARNING_DAYS ? "expiring" : "valid";
  return { state, validTill, daysLeft };
}

/**
 * The warning the build and the server print when the licence validity is past or near, or
 * `undefined` when it is more than {@link LICENCE_WARNING_DAYS} days away.
 */
export function licenceWarning(today: Date = new Date()): string | undefined {
  const { state, validTill, daysLeft } = licenceStatus(today);
  if (state === "valid") return undefined;
  const when =
    state === "lapsed" ? `ended on ${validTill}` : `ends on ${validTill} (${daysLeft} days left)`;
  return `Broker licence ${site.registration.code}: validity ${when}. Update site.registration.validTillIso in content/site.ts once the renewal is granted; until then the footer shows no validity date.`;
}

/**
 * The licence line shown to visitors: registration number and category always; the validity date
 * only while it is current (never an expired date shown as current).
 */
export function licenceLine(today: Date = new Date()): string {
  const { state, validTill } = licenceStatus(today);
  const base = `Registration no. ${site.registration.code}, ${site.registration.category}`;
  return state === "lapsed" ? `${base}.` : `${base}, valid till ${validTill}.`;
}
