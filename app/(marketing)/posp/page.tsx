import { BlogTeaser } from "@/components/knowledge/blog-teaser";
import { ContentPageView } from "@/components/sections/content-page-view";
import { pospPage as page } from "@/content/pages/posp";
import { pageMetadata } from "@/lib/seo/metadata";

// The blog teaser's posts come from the broker: the page stays static and is regenerated at
// most every 5 minutes (ISR); a literal, as Next reads it at build time.
export const revalidate = 300;

export const metadata = pageMetadata({ path: page.path, ...page.meta });

const tabs = [
  { href: "#eligibility", label: "Eligibility" },
  { href: "#posp-guide", label: "Blog" },
  { href: "#faqs", label: "FAQ's" },
];

export default function Page() {
  // The tab bar's "Blog" tab scrolls to #posp-guide: the newest posts (all categories) sit there.
  return (
    <ContentPageView
      page={page}
      sectionExtras={{ "posp-guide": <BlogTeaser as="block" /> }}
      afterHero={
        // In-page links, not ARIA tabs: each scrolls smoothly (CSS scroll-behavior) to its section.
        <nav
          aria-label="On this page"
          className="sticky top-16 z-30 border-y border-slate-200 bg-white"
        >
          <ul className="container-page flex gap-2 overflow-x-auto py-2">
            {tabs.map((t) => (
              <li key={t.href}>
                <a
                  href={t.href}
                  className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
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
