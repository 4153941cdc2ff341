import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { localePath } from "@/lib/i18n/locale-path";

/** An unknown post (the broker answered 404): a 404 page that leads back to the blog. */
export default async function ArticleNotFound() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("Knowledge");
  return (
    <section className="container-page max-w-2xl py-16 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {t("articleNotFoundLabel")}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-brand-900">{t("articleNotFoundHeading")}</h1>
      <p className="mt-4 text-lg text-muted">{t("articleNotFoundText")}</p>
      <Link className="mt-6 btn-primary" href={localePath(locale, "/blog")}>
        {t("browseArticles")}
      </Link>
    </section>
  );
}
