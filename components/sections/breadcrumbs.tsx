import { getLocale, getTranslations } from "next-intl/server";
import { BreadcrumbData } from "@/components/seo/structured-data";
import type { Locale } from "@/i18n/routing";
import { localePath } from "@/lib/i18n/locale-path";

/**
 * Visible breadcrumb plus its BreadcrumbList JSON-LD (spec 2.1 structured data), in the page's
 * language. `trail` paths are unprefixed (`/blog`); Hindi pages link to `/hi/…`.
 */
export async function Breadcrumbs({ trail }: { trail: { name: string; path: string }[] }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("Breadcrumbs");
  const local = trail.map((step) => ({ ...step, path: localePath(locale, step.path) }));
  return (
    <>
      <nav aria-label={t("label")} className="container-page pt-4 text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <a href={localePath(locale, "/")} className="hover:underline">
              {t("home")}
            </a>
          </li>
          {local.map((step, i) => (
            <li key={step.path} className="flex items-center gap-1">
              <span aria-hidden="true">/</span>
              {i === local.length - 1 ? (
                <span aria-current="page" className="text-ink">
                  {step.name}
                </span>
              ) : (
                <a href={step.path} className="hover:underline">
                  {step.name}
                </a>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <BreadcrumbData trail={local} />
    </>
  );
}
