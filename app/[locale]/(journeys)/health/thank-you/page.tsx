import { titleMetadata } from "@/lib/journeys/i18n/title-metadata";
import { JourneyThankYou } from "@/components/journeys/shared/thank-you";

export const generateMetadata = titleMetadata("thankYou");

export default function Page() {
  return <JourneyThankYou />;
}
