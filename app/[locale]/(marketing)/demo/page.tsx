import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { contentFor } from "@/lib/i18n/content";
import { localePath } from "@/lib/i18n/locale-path";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations("Metadata");
  return pageMetadata({
    path: "/demo",
    title: t("demoTitle"),
    description: t("demoDescription"),
    noindex: true,
    locale,
  });
}

// The spec keeps /demo without a stated purpose; it is a plain, unindexed tour of the site.
export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const { categories } = contentFor(locale);
  const t = await getTranslations("Demo");
  const th = await getTranslations("Header");
  const stops = [
    { href: "/health-insurance", text: t("health") },
    { href: "/motor-insurance", text: t("motor") },
    { href: "/claims", text: t("claims") },
    { href: "/posp", text: t("posp") },
    { href: "/contact", text: t("contact") },
  ];
  return (
    <>
      <Breadcrumbs trail={[{ name: t("breadcrumb"), path: "/demo" }]} />
      <section className="container-page max-w-3xl py-8">
        <h1 className="text-3xl font-bold text-brand-900">{t("heading")}</h1>
        <p className="mt-3 text-lg text-muted">{t("intro")}</p>
        <ol className="mt-6 list-decimal space-y-3 pl-6">
          {stops.map((s) => (
            <li key={s.href}>
              <a className="font-bold text-brand-700 underline" href={localePath(locale, s.href)}>
                {localePath(locale, s.href)}
              </a>
              : {s.text}
            </li>
          ))}
        </ol>
        <h2 className="mt-10 text-xl font-bold">{t("allCategories")}</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {categories.map((c) => (
            <li key={c.id}>
              <a className="btn-secondary" href={localePath(locale, c.url)}>
                {th("categoryLabel", { name: c.name })}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
