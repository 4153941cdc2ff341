import Link from "next/link";
import { JourneyShell } from "./journey-shell";

/**
 * A motor journey screen whose data cannot be loaded (unknown requestKey, broker down): says so
 * and offers a new motor quote or the contact page. The motor twin of JourneyUnavailable, whose
 * "Start a new quote" link points at the health quote.
 */
export function MotorJourneyUnavailable({ title, what = "your motor quote" }: { title: string; what?: string }) {
  return (
    <JourneyShell title={title}>
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900">
        Something went wrong: we could not load {what}. Please try again in a moment, or start a new quote.
      </p>
      <p className="mt-6 flex flex-wrap gap-3">
        <Link href="/motor-insurance" className="btn-primary">
          Start a new quote
        </Link>
        <Link href="/contact" className="btn-secondary">
          Contact us
        </Link>
      </p>
    </JourneyShell>
  );
}
