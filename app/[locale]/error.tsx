"use client";

import Link from "next/link";
import { ErrorReference } from "@/components/layout/error-reference";

/**
 * Error boundary for every route: says what happened, offers a retry, and never shows a stack
 * trace. The digest is shown as a reference the visitor can quote; the server logged the error
 * under the same digest (`instrumentation.ts` onRequestError), so nothing is logged here.
 */
export default function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <section className="container-page max-w-2xl py-16 text-center">
      <h1 className="text-3xl font-extrabold text-brand-900">Something went wrong</h1>
      <p role="alert" className="mt-4 text-lg text-muted">
        This page could not be shown just now. Please try again; if it keeps happening, contact us
        and we will help.
      </p>
      <ErrorReference digest={error.digest} />
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={reset}>
          Try again
        </button>
        <Link className="btn-secondary" href="/contact">
          Contact us
        </Link>
      </div>
    </section>
  );
}
