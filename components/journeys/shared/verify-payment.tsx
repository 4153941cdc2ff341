import { RedirectCountdown } from "@/components/ui/redirect-countdown";

/**
 * Verify-payment (spec 2.4): 'Please Wait While We Verify Payment.', the refund note, then the
 * journey's thank-you page after 3 seconds. The site itself checks nothing here (the insurer
 * confirms the payment and issues the policy), so the page claims no check in progress.
 */
export function VerifyPayment({ then }: { then: string }) {
  return (
    <section className="container-page max-w-2xl scroll-mt-20 py-12 text-center">
      <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
        Please Wait While We Verify Payment.
      </h1>
      <p className="mt-6 text-lg text-muted">
        The insurer confirms your payment and then issues your policy. Please do not pay again.
      </p>
      <p className="mt-3 text-lg text-muted">
        If we cannot verify your payment, the full amount will be refunded to you.
      </p>
      <RedirectCountdown seconds={3} to={then} label="the next page" />
    </section>
  );
}
