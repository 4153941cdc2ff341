import type { BusinessType } from "./lead-schema";

/** `keyId` query value of the lead call (spec 6: POSP applicants are sent with keyId 'posp'). */
export type LeadKeyId = "posp" | "client";

/** Picks the lead call's `keyId` for a lead type: `posp` for POSP applicants, else `client`. */
export function keyIdFor(businessType: BusinessType): LeadKeyId {
  return businessType === "posp" ? "posp" : "client";
}

/**
 * Lead type (`businessType`) of the shared lead form on each content route (spec 2.2 and issue 2):
 * Home, Travel, Marine, MTO, Cyber, Life and posp on their pages, Health on /jobs, General elsewhere.
 */
export function businessTypeForPath(path: string): BusinessType {
  const byPath: Record<string, BusinessType> = {
    "/home-insurance": "Home",
    "/travel-insurance": "Travel",
    "/marine-insurance": "Marine",
    "/mto-insurance": "MTO",
    "/cyber-insurance": "Cyber",
    "/life-insurance": "Life",
    "/posp": "posp",
    "/jobs": "Health",
  };
  return Object.hasOwn(byPath, path) ? (byPath[path] as BusinessType) : "General";
}
