import { RedirectCountdown } from "@/components/ui/redirect-countdown";
import { Icon } from "@/components/icon";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  path: "/thank-you",
  title: "Thank you, we have your details",
  description:
    "Thank you for contacting SureShield. Our team has received your information and an advisor will reach out to you shortly.",
  noindex: true,
});

export default function Page() {
  return (
    <section className="container-page max-w-2xl py-16 text-center">
      <Icon name="check-circle" className="mx-auto size-14 text-brand-700" />
      <h1 className="mt-4 text-3xl font-extrabold text-brand-900">Thank you!</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">
        Our team has received your information and will reach out to you shortly. We are sometimes
        unable to complete every request fully online because of technical issues; if that happens,
        an advisor will finish it with you by phone.
      </p>
      <RedirectCountdown seconds={5} to="/" label="the home page" />
    </section>
  );
}
