import type { Metadata } from "next";
import { VerifyPayment } from "@/components/journeys/shared/verify-payment";
import { MOTOR_THANK_YOU } from "@/lib/journeys/shared/paths";

export const metadata: Metadata = { title: "Verifying your payment" };

export default function Page() {
  return <VerifyPayment then={MOTOR_THANK_YOU} />;
}
