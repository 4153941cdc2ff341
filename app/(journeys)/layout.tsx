import { connection } from "next/server";
import type { ReactNode } from "react";
import { journeyMetadata } from "@/lib/seo/journey-routes";

/**
 * Layout of the purchase journeys (spec 2.4: /insurance*, /health/*, /motor/*, /product/*).
 * Journey pages are keyed by a requestKey and must not be indexed: every page in this group
 * inherits `noindex, nofollow`. robots.txt and the `X-Robots-Tag` header say the same.
 *
 * Every journey page renders per request (`connection()`), the few without a requestKey
 * (thank-you pages, the break-in search) included: proxy.ts gives journey routes a per-request
 * CSP nonce, which Next can only put on the scripts of a page it renders for that request.
 */
export const metadata = journeyMetadata;

export default async function JourneysLayout({ children }: { children: ReactNode }) {
  await connection();
  return children;
}
