import { Glyph } from "@/components/ui/glyph";
import type { Faq } from "@/content/types";

/**
 * FAQs as native disclosures (`<details>`), rendered on the server with no client JavaScript:
 * they open and close without JS, answers are in the HTML for readers and search engines, and
 * the browser's find-in-page opens them. `aria-expanded` on each summary is kept in step by the
 * shared script of {@link DisclosureSync} (root layout).
 */
export function FaqAccordion({ items }: { items: Faq[] }) {
  return <CollapsibleList items={items.map((f) => ({ title: f.title, body: f.data }))} />;
}

/** Numbered collapsible steps (the POSP "How to become a Posp?" steps). */
export function CollapsibleSteps({ items }: { items: { title: string; details: string }[] }) {
  return (
    <CollapsibleList numbered items={items.map((s) => ({ title: s.title, body: [s.details] }))} />
  );
}

function CollapsibleList({
  items,
  numbered,
}: {
  items: { title: string; body: string[] }[];
  numbered?: boolean;
}) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item, i) => (
        <details key={item.title} className="group">
          <summary
            aria-expanded="false"
            className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 text-left font-bold text-ink hover:bg-brand-50 [&::-webkit-details-marker]:hidden"
          >
            {/* A heading inside the summary keeps the question in the page outline, as before. */}
            <h3 className="flex items-center gap-3">
              {numbered ? (
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm text-white">
                  {i + 1}
                </span>
              ) : null}
              {item.title}
            </h3>
            <Glyph
              name="chevron-down"
              className="size-5 shrink-0 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="px-4 pb-4 text-muted">
            {item.body.map((p) => (
              <p key={p} className="mt-2 leading-relaxed">
                {p}
              </p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
