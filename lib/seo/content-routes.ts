import { legalPages } from "@/content/legal";

/** Every indexable content route (spec 2.2 and 2.3), for the sitemap and the route tests. Blog posts are added by the sitemap. */
export const contentRoutes: string[] = [
  "/",
  "/health-insurance",
  "/motor-insurance",
  "/home-insurance",
  "/travel-insurance",
  "/marine-insurance",
  "/mto-insurance",
  "/cyber-insurance",
  "/life-insurance",
  "/posp",
  "/claims",
  "/about",
  "/contact",
  "/jobs",
  "/blog",
  "/videos",
  ...legalPages.map((p) => `/platform/policies/${p.slug}`),
];
