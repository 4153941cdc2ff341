"use client";

import { ErrorReference } from "@/components/layout/error-reference";
import "./globals.css";

/**
 * Last-resort error page, shown when the root layout itself fails (so it brings its own `<html>`
 * and `<body>`, and no header or footer that might fail again). It offers a reload and the home
 * page, and the digest as a reference the visitor can quote; the server logged the error under
 * that digest (`instrumentation.ts` onRequestError).
 */
export default function GlobalError({
  error,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en-IN">
      <head>
        <title>Something went wrong | SureShield</title>
        <meta name="robots" content="noindex" />
      </head>
      <body className="flex min-h-dvh flex-col">
        <main id="main" className="container-page max-w-2xl flex-1 py-16 text-center">
          <h1 className="text-3xl font-bold text-brand-900">Something went wrong</h1>
          <p role="alert" className="mt-4 text-lg text-muted">
            The site could not be shown just now. Please reload the page; if it keeps happening,
            call us and we will help.
          </p>
          <ErrorReference digest={error.digest} />
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {/* A full reload, not reset(): the root layout has to render again from the server. */}
            <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
              Reload the page
            </button>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load on purpose: the app shell failed */}
            <a className="btn-secondary" href="/">
              Go to the home page
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
