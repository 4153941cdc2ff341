import type { ReactNode } from "react";
import { journeyMetadata } from "@/lib/seo/journey-routes";

/**
 * Layout of the purchase journeys (spec 2.4: /insurance*, /health/*, /motor/*, /product/*).
 * Journey pages are keyed by a requestKey and must not be indexed: every page in this group
 * inherits `noindex, nofollow`. robots.txt and the `X-Robots-Tag` header say the same.
 */
export const metadata = journeyMetadata;

export default function JourneysLayout({ children }: { children: ReactNode }) {
  return children;
}
