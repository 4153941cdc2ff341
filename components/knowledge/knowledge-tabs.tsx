import Link from "next/link";
import { knowledgeTabs } from "@/content/knowledge-centre";

/**
 * The Blog / Videos switch (spec 2.3). Each is a link to its own page, so this is navigation
 * with `aria-current`, not ARIA tabs (tabs would switch panels in place).
 */
export function KnowledgeTabs({ current }: { current: "/blog" | "/videos" }) {
  return (
    <nav aria-label="Knowledge centre" className="mt-6 border-b border-slate-200">
      <ul className="flex gap-1">
        {knowledgeTabs.map((tab) => {
          const active = tab.href === current;
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={active ? "page" : undefined}
                className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-5 font-semibold ${active ? "border-brand-700 text-brand-800" : "border-transparent text-muted hover:border-slate-300 hover:text-ink"}`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
