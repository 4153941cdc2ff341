import { titleMetadata } from "@/lib/journeys/i18n/title-metadata";
import { VerifyPayment } from "@/components/journeys/shared/verify-payment";
import { HEALTH_THANK_YOU } from "@/lib/journeys/shared/paths";

export const generateMetadata = titleMetadata("verifyPayment");

export default function Page() {
  return <VerifyPayment then={HEALTH_THANK_YOU} />;
}
