import { site as siteEn, licenceStatus } from "../site";
import type { Widen } from "./widen";

/**
 * The broker's facts in Hindi (twin of content/site.ts). Identities stay as they are: the brand
 * and company names, phone numbers, e-mail and web addresses, the licence code and dates, and the
 * postal address (written in Latin letters, as post and courier forms expect).
 */
export const site: Widen<typeof siteEn> = {
  ...siteEn,
  tagline: "लाइसेंसधारी ब्रोकर के साथ बीमा की तुलना करें, खरीदें और क्लेम करें",
  registration: {
    ...siteEn.registration,
    regulator: "भारतीय बीमा विनियामक और विकास प्राधिकरण (IRDAI)",
    type: "डायरेक्ट ब्रोकर",
    category: "कंपोज़िट",
  },
  grievanceOfficer: "सुश्री अनीता देशमुख, प्रिंसिपल ऑफ़िसर और शिकायत निवारण अधिकारी",
  supportHours: "सोम–शनि, सुबह 9 से शाम 7 बजे तक",
  whatsappGreeting: "नमस्ते SureShield, मुझे बीमा चुनने में मदद चाहिए।",
  // Two numbers joined by a word: the word is Hindi ("or" showed in the Hindi footer).
  irdaiCallCentre: "155255 या 1800 4254 732",
};

/** The WhatsApp chat link with the Hindi greeting prefilled. */
export const whatsappUrl = `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(site.whatsappGreeting)}`;

/** One-line postal address (kept in Latin letters). */
export { addressLine } from "../site";

/**
 * The licence line in Hindi: registration number and category always; the validity date only
 * while it is current (same rule as the English `licenceLine`).
 */
export function licenceLine(today: Date = new Date()): string {
  const { state, validTill } = licenceStatus(today);
  const base = `पंजीकरण नं. ${site.registration.code}, ${site.registration.category}`;
  return state === "lapsed" ? `${base}।` : `${base}, ${validTill} तक मान्य।`;
}
