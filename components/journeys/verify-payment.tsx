import { Countdown } from "./countdown";
import { Spinner } from "./spinner";

/**
 * Verify-payment (spec 2.4): 'Please Wait While We Verify Payment.', the refund note, then the
 * journey's thank-you page after 3 seconds.
 */
export function VerifyPayment({ then }: { then: string }) {
  return (
    <section className="scroll-mt-20 container-page max-w-2xl py-12 text-center">
      <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">Please Wait While We Verify Payment.</h1>
      <Spinner text="Checking your payment with the insurer..." />
      <p className="text-lg text-muted">If we cannot verify your payment, the full amount will be refunded to you.</p>
      <Countdown seconds={3} to={then} label="the next page" />
    </section>
  );
}
