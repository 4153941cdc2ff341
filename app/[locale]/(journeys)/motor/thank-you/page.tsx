import type { Metadata } from "next";
import { JourneyThankYou } from "@/components/journeys/shared/thank-you";

export const metadata: Metadata = { title: "Thank you" };

export default function Page() {
  return <JourneyThankYou />;
}
