import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { contentFor } from "@/lib/i18n/content";
import { localePath } from "@/lib/i18n/locale-path";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Metadata");
  return { title: t("pageNotFound"), robots: { index: false, follow: true } };
}

/**
 * The 404 page, in the language of the URL: says what happened and offers the main ways on
 * (home first, as the primary button, four products, contact), all in that language.
 */
export default async function NotFound() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("Errors");
  const th = await getTranslations("Header");
  const tc = await getTranslations("Common");
  const { categories } = contentFor(locale);
  const waysOn = [
    { href: "/", label: tc("home") },
    ...categories
      .slice(0, 4)
      .map((c) => ({ href: c.url, label: th("categoryLabel", { name: c.name }) })),
    { href: "/contact", label: tc("contactUs") },
  ];
  return (
    <section className="container-page max-w-2xl py-16 text-center">
      <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">
        {t("notFoundLabel")}
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">{t("notFoundHeading")}</h1>
      <p className="mt-4 text-lg text-muted">{t("notFoundText")}</p>
      <ul className="mt-6 flex flex-wrap justify-center gap-2">
        {waysOn.map((way, i) => (
          <li key={way.href}>
            <a
              className={i === 0 ? "btn-primary" : "btn-secondary"}
              href={localePath(locale, way.href)}
            >
              {way.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
