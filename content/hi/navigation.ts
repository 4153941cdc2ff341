import type { NavLink } from "../navigation";
import { categories } from "./categories";

/** The five legal pages behind the "उपयोग की शर्तें" menu (twin of content/navigation.ts). */
export const policyLinks: NavLink[] = [
  { href: "/platform/policies/terms-and-conditions", label: "नियम और शर्तें" },
  { href: "/platform/policies/privacy", label: "प्राइवेसी पॉलिसी" },
  { href: "/platform/policies/privacy-notice", label: "सहमति सूचना" },
  { href: "/platform/policies/cancellation-and-refund", label: "कैंसिलेशन और रिफ़ंड" },
  { href: "/platform/policies/code-of-conduct", label: "आचार संहिता" },
];

/** Category links, each labelled '<name> इंश्योरेंस' (the catalogue's Header.categoryLabel). */
export const categoryLinks = categories.map((c) => ({
  href: c.url,
  label: `${c.name} इंश्योरेंस`,
  icon: c.icon,
}));

/** Plain header links around the Insurance menu, in the English order. */
export const headerLinksBefore: NavLink[] = [
  { href: "/about", label: "हमारे बारे में" },
  { href: "/blog", label: "नॉलेज सेंटर" },
  { href: "/claims", label: "क्लेम" },
];
export const headerLinksAfter: NavLink[] = [
  { href: "/contact", label: "संपर्क करें" },
  { href: "/motor/search-policy-post-break-in", label: "मोटर ब्रेक-इन" },
];
