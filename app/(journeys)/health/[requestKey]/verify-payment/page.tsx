import type { Metadata } from "next";
import { Countdown } from "@/components/journeys/countdown";
import { Spinner } from "@/components/journeys/spinner";
import { HEALTH_THANK_YOU } from "@/lib/journeys/paths";

export const metadata: Metadata = { title: "Verifying your payment" };

/** Verify-payment (spec 2.4): the wait message and the refund note, then /health/thank-you after 3 s. */
export default function Page() {
  return (
    <section className="scroll-mt-20 container-page max-w-2xl py-12 text-center">
      <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">Please Wait While We Verify Payment.</h1>
      <Spinner text="Checking your payment with the insurer..." />
      <p className="text-lg text-muted">If we cannot verify your payment, the full amount will be refunded to you.</p>
      <Countdown seconds={3} to={HEALTH_THANK_YOU} label="the next page" />
    </section>
  );
}
