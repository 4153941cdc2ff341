import { categories } from "./categories";

/** A link in the header or footer. */
export type NavLink = { href: string; label: string };

/** The five legal pages behind the "Terms Of Use" menu (spec 2.1). */
export const policyLinks: NavLink[] = [
  { href: "/platform/policies/terms-and-conditions", label: "Terms and Conditions" },
  { href: "/platform/policies/privacy", label: "Privacy Policy" },
  { href: "/platform/policies/privacy-notice", label: "Notice of Consent" },
  { href: "/platform/policies/cancellation-and-refund", label: "Cancellation and Refund" },
  { href: "/platform/policies/code-of-conduct", label: "Code of Conduct" },
];

/** Category links, each labelled '<name> Insurance' (spec 2.1). */
export const categoryLinks = categories.map((c) => ({
  href: c.url,
  label: `${c.name} Insurance`,
  icon: c.icon,
}));

/** Plain header links after the Insurance menu, in order; Terms Of Use sits between Claims and Contact. */
export const headerLinksBefore: NavLink[] = [
  { href: "/about", label: "About Us" },
  { href: "/blog", label: "Knowledge centre" },
  { href: "/claims", label: "Claims" },
];
export const headerLinksAfter: NavLink[] = [
  { href: "/contact", label: "Contact us" },
  { href: "/motor/search-policy-post-break-in", label: "Motor Break-In" },
];
