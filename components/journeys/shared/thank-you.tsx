import { RedirectCountdown } from "@/components/ui/redirect-countdown";

/**
 * The journey thank-you page (spec 2.4: /health/thank-you, /motor/thank-you): the team has the
 * information and will reach out; technical issues sometimes stop a request being finished
 * online; home after a 5-second countdown.
 */
export function JourneyThankYou() {
  return (
    <section className="container-page max-w-2xl scroll-mt-20 py-16 text-center">
      <h1 className="text-3xl font-extrabold text-brand-900">Thank you!</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">
        Our team has received your information and will reach out to you shortly. We are sorry:
        technical issues sometimes stop us from fully processing a request online, and when that
        happens an adviser completes it with you.
      </p>
      <RedirectCountdown seconds={5} to="/" label="the home page" />
    </section>
  );
}
