import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { contentFor } from "@/lib/i18n/content";
import { localePath } from "@/lib/i18n/locale-path";

/**
 * The Blog / Videos switch (spec 2.3). Each is a link to its own page, so this is navigation
 * with `aria-current`, not ARIA tabs (tabs would switch panels in place).
 */
export async function KnowledgeTabs({ current }: { current: string }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("Knowledge");
  const { knowledgeTabs } = contentFor(locale);
  return (
    <nav aria-label={t("tabs")} className="mt-6 border-b border-slate-200">
      <ul className="flex gap-1">
        {knowledgeTabs.map((tab) => {
          const active = tab.href === current;
          return (
            <li key={tab.href}>
              <a
                href={localePath(locale, tab.href)}
                aria-current={active ? "page" : undefined}
                className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-5 font-bold ${active ? "border-brand-700 text-brand-800" : "border-transparent text-muted hover:border-slate-300 hover:text-ink"}`}
              >
                {tab.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
