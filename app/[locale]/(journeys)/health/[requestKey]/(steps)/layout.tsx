import type { ReactNode } from "react";
import { JourneyWords } from "@/components/journeys/shared/journey-words";
import { JOURNEY_WORDS } from "@/lib/journeys/i18n/client-messages";

/** The health proposal steps (member, medical, nominee, address, payment check, policy): the catalogue areas their client components read (the final quotes need none). */
export default function Layout({ children }: { children: ReactNode }) {
  return <JourneyWords areas={JOURNEY_WORDS.healthSteps}>{children}</JourneyWords>;
}
