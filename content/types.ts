/**
 * Typed shapes of the site's static content (spec section 3, "Static content records").
 * Every page's words live in `content/` as data of these types; components only render them.
 */

/** Lead type sent as `businessType` on the lead call (broker-api.md, `Lead`). */
export type BusinessType =
  "General" | "Home" | "Cyber" | "Life" | "Travel" | "Marine" | "MTO" | "Health" | "posp";

/** Names of lucide-react icons the site maps in `components/icon.tsx`. */
export type IconName =
  | "home"
  | "heart-pulse"
  | "car"
  | "plane"
  | "ship"
  | "truck"
  | "shield-check"
  | "umbrella"
  | "badge-check"
  | "clock"
  | "headset"
  | "file-text"
  | "wallet"
  | "users"
  | "graduation-cap"
  | "smartphone"
  | "indian-rupee"
  | "hand-coins"
  | "scale"
  | "lock"
  | "flame"
  | "zap"
  | "cloud-lightning"
  | "hammer"
  | "search"
  | "phone"
  | "mail"
  | "map-pin"
  | "briefcase"
  | "building"
  | "globe"
  | "lightbulb"
  | "sparkles"
  | "stethoscope"
  | "piggy-bank"
  | "timer"
  | "check-circle"
  | "message-circle"
  | "file-check"
  | "award";

/** Page-level metadata (spec 2.1): title, description, keywords. The canonical URL is built from the route. */
export type PageMeta = {
  /** Used as `<title>`; the site name is appended by the root layout template. */
  title: string;
  /** 120–160 characters. */
  description: string;
  keywords: string[];
};

/** Feature card: title, details, optional icon. */
export type FeatureCard = {
  title: string;
  details: string;
  icon?: IconName;
};

/** FAQ item: a question and its answer as a list of paragraphs (plain text). */
export type Faq = {
  title: string;
  data: string[];
};

/** A numbered step (how it works, claim journey, POSP steps). */
export type Step = {
  title: string;
  details: string;
};

/**
 * One block of a content page, rendered in order by `components/sections/section-renderer.tsx`.
 * `id` becomes the HTML id (an anchor target), kebab-case.
 */
export type Section =
  | { kind: "text"; id: string; heading: string; paragraphs: string[] }
  | { kind: "cards"; id: string; heading: string; intro?: string; items: FeatureCard[] }
  | { kind: "list"; id: string; heading: string; intro?: string; items: string[] }
  | {
      kind: "steps";
      id: string;
      heading: string;
      intro?: string;
      items: Step[];
      /** Render as an accordion of collapsible steps (the POSP steps). */
      collapsible?: boolean;
    }
  | { kind: "tip"; id: string; heading: string; text: string }
  | { kind: "faqs"; id: string; heading: string; items: Faq[] };

/** Hero of a content page with its lead form (spec 2.2). */
export type Hero = {
  /** The page's single `<h1>`. */
  heading: string;
  subheading: string;
  /** Short promises shown as ticks under the heading. */
  points?: string[];
};

/** Settings of the lead form a page carries (spec 3 "Lead form"). */
export type LeadFormSettings = {
  heading: string;
  subheading?: string;
  businessType: BusinessType;
  /** Shows the optional companyName field (pages for companies). */
  withCompany?: boolean;
};

/** A whole content page built from data. */
export type ContentPage = {
  path: `/${string}`;
  /** Breadcrumb label of the page. */
  name: string;
  meta: PageMeta;
  hero: Hero;
  /** Absent on pages without a lead form (about, legal). */
  leadForm?: LeadFormSettings;
  sections: Section[];
  /** The page's FAQ (rendered last, also as FAQPage JSON-LD). */
  faqs: Faq[];
};

/** Testimonial (15 entries). */
export type Testimonial = { name: string; place: string; text: string };

/**
 * Partner insurer shown in the logo strip (16 entries). The name is set in type as a wordmark;
 * `logo` (a path under /public) only for a licensed logo file the insurer has provided.
 */
export type Partner = { name: string; logo?: string };

/** An insurance category (spec 3: id, url, img, name). */
export type Category = {
  id: string;
  /** Route of the category page. */
  url: `/${string}`;
  /** Shown as '<name> Insurance'. */
  name: string;
  icon: IconName;
  /** One line for the home tile. */
  blurb: string;
};

/** A legal page: headed sections of paragraphs, optionally with bullet lists. */
export type LegalPage = {
  slug:
    | "terms-and-conditions"
    | "privacy"
    | "privacy-notice"
    | "cancellation-and-refund"
    | "code-of-conduct";
  title: string;
  meta: PageMeta;
  /** yyyy-mm-dd */
  lastUpdated: string;
  intro: string[];
  sections: { heading: string; paragraphs: string[]; bullets?: string[] }[];
};

/** An open position on /jobs. */
export type Job = { title: string; location: string; type: string; description: string };

/** The home page (spec 2.2 "/"). */
export type HomePageContent = {
  meta: PageMeta;
  hero: Hero;
  tilesHeading: string;
  tilesIntro: string;
  advisor: { heading: string; text: string; points: string[]; cta: string };
  howItWorks: { heading: string; items: Step[] };
  posp: { heading: string; text: string; benefits: FeatureCard[]; cta: string };
  tips: { heading: string; items: FeatureCard[] };
  /** The figures strip: label → figure, shown in this order. */
  stats: Record<string, string>;
  testimonialsHeading: string;
  partnersHeading: string;
  faqsHeading: string;
};
