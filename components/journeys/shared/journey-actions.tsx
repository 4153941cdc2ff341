import Link from "next/link";

/** The way on from a journey screen that ends there: one main link, and Contact us beside it. */
export function JourneyActions({ href, label }: { href: string; label: string }) {
  return (
    <p className="mt-8 flex flex-wrap gap-3">
      <Link href={href} className="btn-primary">
        {label}
      </Link>
      <Link href="/contact" className="btn-secondary">
        Contact us
      </Link>
    </p>
  );
}
