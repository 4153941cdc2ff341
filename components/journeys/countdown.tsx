/**
 * The journeys' auto-redirect countdown (thank-you, verify-payment, KYC check and verify, Buy Now
 * notices): the same component as the content pages' {@link RedirectCountdown}, with "Go now" and
 * "Stay here" (WCAG 2.2.1).
 */
export { RedirectCountdown as Countdown } from "@/components/ui/redirect-countdown";
