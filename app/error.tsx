"use client";

import Link from "next/link";
import { useEffect } from "react";

/** Error boundary for every route: says what happened, offers a retry, and never shows a stack trace. */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    // The digest links this screen to the server log entry without exposing details.
    console.warn("Page error", error.digest ?? "");
  }, [error]);
  return (
    <section className="container-page max-w-2xl py-16 text-center">
      <h1 className="text-3xl font-extrabold text-brand-900">Something went wrong</h1>
      <p role="alert" className="mt-4 text-lg text-muted">
        This page could not be shown just now. Please try again; if it keeps happening, contact us and we will help.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={reset}>Try again</button>
        <Link className="btn-secondary" href="/contact">Contact us</Link>
      </div>
    </section>
  );
}
