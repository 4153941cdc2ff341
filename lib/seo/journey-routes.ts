import type { Metadata } from "next";

/**
 * Purchase-journey routes (spec 2.4): keyed by a requestKey that lets whoever holds it continue
 * the journey, so they must never be indexed or listed. One list for robots.txt, the
 * `X-Robots-Tag` header (next.config.ts) and the journey layouts.
 */
export const journeyRoutePrefixes = [
  "/insurance/",
  "/insurance-compare/",
  "/health/",
  "/motor/",
  "/product/",
] as const;

/** `robots` of every journey page: not indexed, links not followed. */
export const journeyRobots = { index: false, follow: false } as const;

/**
 * Metadata for journey layouts (`app/(journeys)/layout.tsx` exports it): `noindex, nofollow`.
 * Pages below may add titles; they inherit `robots`.
 */
export const journeyMetadata: Metadata = {
  robots: journeyRobots,
  // Not for search engines, but browsers, share sheets and assistive technology still read it.
  description:
    "Your insurance quote and proposal with SureShield, an IRDAI-licensed direct broker.",
};

/** Whether a site path is a journey route. */
export function isJourneyPath(path: string): boolean {
  return journeyRoutePrefixes.some(
    (prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1),
  );
}
