import { getLocale } from "next-intl/server";
import { ALL_CATEGORIES } from "@/content/knowledge-centre";
import type { Locale } from "@/i18n/routing";
import { listHref } from "@/lib/content/list-query";
import { contentFor } from "@/lib/i18n/content";
import { localePath } from "@/lib/i18n/locale-path";

/**
 * Category filter of a list page (spec 2.3: `key`, default All): one link per category, the
 * shown one marked with `aria-current="page"`.
 *
 * @param list the list page (`blogPage` or `videosPage`): its path, categories, the filter's
 *   accessible name and the label of "All"
 * @param layout `column` for the blog sidebar, `row` for the videos page
 */
export async function CategoryLinks({
  list,
  current,
  layout,
}: {
  list: {
    path: string;
    categories: readonly string[];
    categoriesLabel: string;
    allLabel: string;
  };
  current: string;
  layout: "column" | "row";
}) {
  const locale = (await getLocale()) as Locale;
  const { categoryLabel } = contentFor(locale);
  return (
    <nav aria-label={list.categoriesLabel}>
      <ul className={layout === "column" ? "flex flex-col gap-1" : "flex flex-wrap gap-2"}>
        {[ALL_CATEGORIES, ...list.categories].map((category) => {
          const active = category === current;
          return (
            <li key={category}>
              <a
                href={localePath(locale, listHref(list.path, { key: category }))}
                aria-current={active ? "page" : undefined}
                className={
                  layout === "column"
                    ? `flex min-h-11 items-center rounded-lg px-3 ${active ? "bg-brand-700 font-bold text-white" : "text-ink hover:bg-brand-50"}`
                    : `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-bold ${active ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 text-ink hover:border-brand-700"}`
                }
              >
                {category === ALL_CATEGORIES ? list.allLabel : categoryLabel(category)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
