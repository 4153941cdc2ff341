/**
 * The site's own shapes of broker data. `lib/api` reshapes every answer into these (as
 * vercel/commerce's `lib/shopify` does with `reshapeProduct`), so pages and components never see
 * a wire field name (`blog_title`, `pName`, `grossPremium`…); those live in `lib/api/contract`
 * and `lib/api/content.ts` only. Money in whole rupees; URLs as the broker sent them (check them
 * with `checkRedirect` / `allowed` before use).
 */

/** A blog post as lists show it (spec 2.3). */
export type PostSummary = {
  id: string;
  title: string;
  description: string;
  /** Main image URL, when the broker has one. */
  image?: string;
  /** Card thumbnail URL, when the broker has one. */
  thumbnail?: string;
  categories: string[];
};

/** A whole blog post; `html` is untrusted: sanitize before rendering. */
export type Post = PostSummary & { html: string };

/** A knowledge-centre video; `link` carries the YouTube ID in `?v=`. */
export type Video = { id: string; title: string; link: string; thumbnail?: string };

/** A plan card of get/quick-quotes (spec 3 "Plan card"). */
export type Plan = {
  /** Insurer slug (`digit`, `hdfc-ergo`, …). */
  insurer: string;
  /** Plan name. */
  name: string;
  /** Plan code. */
  code: string;
  /** Sum insured in rupees; for motor the IDV. */
  cover: number;
  /** Premium in rupees a year, before GST. */
  premium: number;
  /** Total premium in rupees a year, GST included, when the broker gave it (else the site says "+ GST"). */
  grossPremium?: number;
  /** The plan's own facts as the insurer words them, in its order (untrusted plain text); `[]` when none. */
  features: PlanFeature[];
  /** `assisted`: bought through an advisor (a call-back lead, no proposal online). */
  purchase: "online" | "assisted";
  /** Insurer logo URL. */
  logo: string;
};

/** One fact of a plan ("Room rent" / "Single private room"): untrusted plain text. */
export type PlanFeature = { label: string; value: string };

/** The plan a visitor chose, as the plan grid hands it to `choosePlan`. */
export type PlanPick = Pick<Plan, "insurer" | "name" | "code">;

/** The plan a proposal is for, when the broker named it (get/active/member/data). */
export type ChosenPlan = { name: string; insurer: string };

/** A health final quote (spec 3 "Final quote, health"): rupees; tax is 18% GST of the net premium. */
export type HealthFinalQuote = {
  logo: string;
  insurer: string;
  planName: string;
  cover: number;
  basePremium: number;
  netPremium: number;
  tax: number;
  totalPremium: number;
  members: { name: string; relation: string }[];
  /** Riders chosen (rupees a year before GST); [] when the broker names none. */
  riders: { name: string; premium: number }[];
  /** Discounts taken off (positive rupees); [] when none. */
  discounts: { name: string; amount: number }[];
  /** The policy period (`yyyy-mm-dd`), when the broker gives it. */
  startDate?: string;
  endDate?: string;
};

/** A motor final quote: rupees; `idv` is the insured declared value; total = net + tax. */
export type MotorFinalQuote = {
  logo: string;
  idv: number;
  netPremium: number;
  tax: number;
  totalPremium: number;
  /** Own damage, third party, NCB discount (positive, taken off) and add-ons, when given. */
  breakup?: { ownDamage?: number; thirdParty?: number; ncbDiscount?: number; addOns?: number };
  /** The add-ons chosen (rupees a year before GST); [] when the broker names none. */
  addOns: { name: string; premium: number }[];
  /** The policy period (`yyyy-mm-dd`), when the broker gives it. */
  startDate?: string;
  endDate?: string;
};

/**
 * The vehicle the broker's registration lookup found (`vehicle` of `get/base-policy-details`),
 * shown for the visitor to confirm. Blank texts are left out; `registrationYear` is a calendar
 * year, present only when it is a plausible one.
 */
export type MotorVehicle = {
  make: string;
  model: string;
  variant?: string;
  /** As the broker words it, e.g. "Petrol", "Diesel", "CNG", "Electric". */
  fuel?: string;
  registrationYear?: number;
};

/** The previous-insurance defaults of `get/base-policy-details` and the looked-up vehicle. */
export type MotorBasePolicy = {
  /** Short code of the previous insurer (one of the 26 of the form), as the broker sent it. */
  insuranceCompany?: string;
  policyNumber?: string;
  /** yyyy-mm-dd. */
  endDate?: string;
  vehicle?: MotorVehicle;
  /** The policies saved so far (insurance 1, 2 by `srNo`), when the broker sends them back. */
  insurances?: {
    srNo?: number;
    insuranceCompany?: string;
    policyNumber?: string;
    /** yyyy-mm-dd. */
    startDate?: string;
    endDate?: string;
    policyType?: string;
    nbc?: number | string;
    lastYearClaim?: string;
  }[];
};
