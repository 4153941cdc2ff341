import type { PageMeta } from "./types";

/**
 * The knowledge centre's words and fixed lists (spec 2.3 and 9). The category names are the
 * broker's `key` values, exactly as the broker spells them (including "Multi Model").
 */

/** The value of `key` that lists every category (spec 9: "default category All"). */
export const ALL_CATEGORIES = "All";

/** Blog categories (spec 2.3), in the order the sidebar lists them. */
export const blogCategories = [
  "Multi Modal Insurance",
  "General Insurance",
  "Event Insurance",
  "Health Insurance",
  "Motor Insurance",
  "Marine Insurance",
] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** Video categories (spec 2.3), in the order the filter lists them. */
export const videoCategories = [
  "Cyber",
  "Multi Model",
  "Motor",
  "Marine",
  "Travel",
  "Home",
  "Health Insurance",
] as const;
export type VideoCategory = (typeof videoCategories)[number];

/** Page sizes and counts (spec 9). */
export const knowledgeLimits = {
  blogPageSize: 12,
  recentPosts: 3,
  teaserPosts: 3,
  videoPageSize: 20,
} as const;

/** /blog */
export const blogPage = {
  path: "/blog",
  name: "Blog",
  heading: "Insurance explained: the SureShield blog",
  intro:
    "Plain-language guides on health, motor, marine and business insurance, written by our advisors.",
  meta: {
    title: "Insurance blog: guides, claims tips and explainers",
    description:
      "Read plain-language guides on health, motor, marine, multimodal and event insurance from SureShield's advisors: cover, claims, add-ons and what to check.",
    keywords: [
      "insurance blog",
      "health insurance guide",
      "motor insurance tips",
      "marine insurance",
      "insurance claims",
    ],
  } satisfies PageMeta,
  categories: blogCategories,
  categoriesLabel: "Blog categories",
  failed: "Failed to fetch blogs",
  empty: "There are no articles here yet.",
  allLabel: "All articles",
} as const;

/** /blog/{bname} */
export const articlePage = {
  failed: "Failed to fetch blog",
  failedHint: "Please try again in a minute, or browse the other articles.",
  backLabel: "Back to the blog",
} as const;

/** /videos */
export const videosPage = {
  path: "/videos",
  name: "Videos",
  heading: "Insurance videos",
  intro: "Short videos on cyber, motor, marine, travel, home and health insurance.",
  meta: {
    title: "Insurance videos: short explainers",
    description:
      "Watch short SureShield videos that explain cyber, motor, marine, travel, home and health insurance, claims and add-ons in plain language.",
    keywords: [
      "insurance videos",
      "insurance explained",
      "motor insurance video",
      "health insurance video",
    ],
  } satisfies PageMeta,
  categories: videoCategories,
  categoriesLabel: "Video categories",
  failed: "Something went wrong",
  empty: "There are no videos in this category yet.",
  allLabel: "All videos",
  unplayable: "This video cannot be played here.",
} as const;

/** The blog teaser block (spec 2.1: "a blog teaser block on most pages"). */
export const blogTeaser = {
  heading: "From our blog",
  moreLabel: "Read more articles",
} as const;

/** The Blog / Videos switch shown on both list pages. */
export const knowledgeTabs = [
  { href: "/blog", label: "Blog" },
  { href: "/videos", label: "Videos" },
] as const;
