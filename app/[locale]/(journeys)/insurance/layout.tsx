import type { ReactNode } from "react";
import { JourneyWords } from "@/components/journeys/shared/journey-words";

/** The product screens (KYC, payment): their client components' words (the final quote needs none). */
export default function Layout({ children }: { children: ReactNode }) {
  return <JourneyWords>{children}</JourneyWords>;
}
