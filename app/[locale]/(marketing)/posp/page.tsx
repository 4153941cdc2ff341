import { getTranslations } from "next-intl/server";
import { BlogTeaser } from "@/components/knowledge/blog-teaser";
import { ContentPageView } from "@/components/sections/content-page-view";
import { contentFor } from "@/lib/i18n/content";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";

// The blog teaser's posts come from the broker: the page stays static and is regenerated at
// most every 5 minutes (ISR); a literal, as Next reads it at build time.
export const revalidate = 300;

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const page = contentFor(locale).pospPage;
  return pageMetadata({ path: page.path, ...page.meta, locale });
}

export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const { pospPage: page } = contentFor(locale);
  const t = await getTranslations("Posp");
  const tabs = [
    { href: "#eligibility", label: t("eligibility") },
    { href: "#posp-guide", label: t("blog") },
    { href: "#faqs", label: t("faqs") },
  ];
  // The tab bar's "Blog" tab scrolls to #posp-guide: the newest posts (all categories) sit there.
  return (
    <ContentPageView
      page={page}
      sectionExtras={{ "posp-guide": <BlogTeaser as="block" /> }}
      anchored={tabs.map((tab) => tab.href.slice(1))}
      afterHero={
        // In-page links, not ARIA tabs: each scrolls smoothly (CSS scroll-behavior) to its section.
        <nav
          aria-label={t("onThisPage")}
          className="sticky top-16 z-30 border-y border-slate-200 bg-white"
        >
          <ul className="container-page flex gap-2 overflow-x-auto py-2">
            {tabs.map((t) => (
              <li key={t.href}>
                <a
                  href={t.href}
                  className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-bold text-brand-700 hover:bg-brand-50"
                >
                  {t.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      }
    />
  );
}
