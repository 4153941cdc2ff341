import Link from "next/link";

/** An unknown post (the broker answered 404): a 404 page that leads back to the blog. */
export default function ArticleNotFound() {
  return (
    <section className="container-page max-w-2xl py-16 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-extrabold text-brand-900">
        We could not find that article
      </h1>
      <p className="mt-4 text-lg text-muted">It may have been moved or taken down.</p>
      <Link className="mt-6 btn-primary" href="/blog">
        Browse all articles
      </Link>
    </section>
  );
}
