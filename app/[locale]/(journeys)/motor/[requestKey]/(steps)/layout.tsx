import type { ReactNode } from "react";
import { JourneyWords } from "@/components/journeys/shared/journey-words";

/** The motor proposal steps (member, previous insurance, add-ons, nominee, communication, break-in, payment check, policy): their client components' words (the final quote needs none). */
export default function Layout({ children }: { children: ReactNode }) {
  return <JourneyWords>{children}</JourneyWords>;
}
