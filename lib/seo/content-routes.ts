import { legalPages } from "@/content/legal";

/** Every indexable content route (spec 2.2), for the sitemap and the route tests. */
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
  ...legalPages.map((p) => `/platform/policies/${p.slug}`),
];
