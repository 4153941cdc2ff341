import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false, follow: true },
};

/**
 * The 404 of a request that never reached `app/[locale]` (proxy.ts sends every page path there,
 * so in practice only Next's own `/_not-found`). It brings its own document, as the root layout
 * renders none; the header, footer and language come with `app/[locale]/not-found.tsx`.
 */
export default function RootNotFound() {
  return (
    <html lang="en-IN">
      <body className="flex min-h-dvh flex-col">
        <main id="main" className="container-page max-w-2xl flex-1 py-16 text-center">
          <h1 className="text-3xl font-bold text-brand-900">We could not find that page</h1>
          <p className="mt-6">
            {/* A full page load on purpose: the site's own pages live under app/[locale]. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a className="btn-primary" href="/">
              Home
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
