import type { BusinessType } from "./lead-schema";

/** `keyId` query value of the lead call (spec 6: POSP applicants are sent with keyId 'posp'). */
export type LeadKeyId = "posp" | "client";

/** Picks the lead call's `keyId` for a lead type: `posp` for POSP applicants, else `client`. */
export function keyIdFor(businessType: BusinessType): LeadKeyId {
  return businessType === "posp" ? "posp" : "client";
}

/**
 * Lead type (`businessType`) of the consultation dialog on each content route (spec 2.2 and
 * issue 2): Home, Travel, Marine, MTO, Cyber, Life and posp on their pages, Health on /jobs,
 * General elsewhere.
 */
const DIALOG_BY_PATH: Readonly<Record<string, BusinessType>> = {
  "/home-insurance": "Home",
  "/travel-insurance": "Travel",
  "/marine-insurance": "Marine",
  "/mto-insurance": "MTO",
  "/cyber-insurance": "Cyber",
  "/life-insurance": "Life",
  "/posp": "posp",
  "/jobs": "Health",
};

/**
 * Lead type of the lead panel on each content page that has one. The one table the server
 * trusts: the browser names the page its form is on, never the lead type. `content/` repeats
 * these values for its pages (a unit test keeps them equal).
 */
const PANEL_BY_PATH: Readonly<Record<string, BusinessType>> = {
  ...DIALOG_BY_PATH,
  "/health-insurance": "Health",
  "/motor-insurance": "General",
  "/claims": "General",
  "/contact": "General",
};

/** Lead type of the consultation dialog opened on `path` ({@link DIALOG_BY_PATH}; `General` elsewhere). */
export function businessTypeForPath(path: string): BusinessType {
  return Object.hasOwn(DIALOG_BY_PATH, path) ? (DIALOG_BY_PATH[path] as BusinessType) : "General";
}

/** Which kind of lead form sent a lead: the panel on a content page, or the consultation dialog. */
export type LeadFormKind = "page" | "consultation";

/**
 * The identifier a lead form sends with its fields: `page:{path}` for the panel on a content page
 * (only the paths of {@link PANEL_BY_PATH}), `consultation:{path}` for the dialog, which opens on
 * every page.
 */
export function leadFormId(kind: LeadFormKind, path: string): string {
  return `${kind}:${path}`;
}

/** A site path as the dialog may be opened on: `/`, lowercase words, digits, `-` and `/`; 200 characters at most. */
const SITE_PATH = /^\/[a-z0-9/-]{0,199}$/;

/**
 * Maps a lead form identifier (untrusted, from the browser) to the lead's `businessType`
 * through the fixed table above.
 *
 * @returns the lead type, or `null` for an identifier no form of the site sends (the caller
 *   refuses the lead with a message).
 */
export function businessTypeForForm(formId: unknown): BusinessType | null {
  if (typeof formId !== "string" || formId.length > 220) return null;
  const colon = formId.indexOf(":");
  const kind = formId.slice(0, colon);
  const path = formId.slice(colon + 1);
  if (colon < 0 || !SITE_PATH.test(path)) return null;
  if (kind === "page")
    return Object.hasOwn(PANEL_BY_PATH, path) ? (PANEL_BY_PATH[path] as BusinessType) : null;
  if (kind === "consultation") return businessTypeForPath(path);
  return null;
}

/** Every content path with a lead panel (for tests and the bench). */
export const leadPagePaths: readonly string[] = Object.keys(PANEL_BY_PATH);
