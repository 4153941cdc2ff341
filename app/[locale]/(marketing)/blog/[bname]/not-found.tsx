"use client";

import { useClientMessages } from "@/components/layout/client-messages";
import { localePath } from "@/lib/i18n/locale-path";

/**
 * An unknown post (the broker answered 404): a 404 page that leads back to the blog, in the
 * page's language. A client component on purpose: Next renders a segment's not-found boundary
 * while prerendering every post, outside the scope where the page registered its locale, so
 * next-intl's server APIs would read the request headers there and make every post dynamic.
 * Its four messages come from the layout (ClientMessagesProvider).
 */
export default function ArticleNotFound() {
  const { locale, Knowledge: t } = useClientMessages();
  return (
    <section className="container-page max-w-2xl py-16 text-center">
      <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">
        {t.articleNotFoundLabel}
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">{t.articleNotFoundHeading}</h1>
      <p className="mt-4 text-lg text-muted">{t.articleNotFoundText}</p>
      <a className="mt-6 btn-primary" href={localePath(locale, "/blog")}>
        {t.browseArticles}
      </a>
    </section>
  );
}
