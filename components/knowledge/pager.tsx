import { pagerItems } from "@/lib/content/pager";

/**
 * Numbered pager of a list (spec 2.3) from the total page count (`meta.count`). Hidden when
 * there is a single page. The current page is marked `aria-current="page"`.
 *
 * @param href builds the URL of a page number
 */
export function Pager({
  current,
  total,
  href,
}: {
  current: number;
  total: number;
  href: (page: number) => string;
}) {
  if (total <= 1) return null;
  const items = pagerItems(current, total);
  const link =
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 font-bold";
  return (
    <nav aria-label="Pagination" className="mt-10">
      <ul className="flex flex-wrap items-center gap-1">
        {current > 1 ? (
          <li>
            <a
              href={href(current - 1)}
              rel="prev"
              className={`${link} text-brand-700 hover:bg-brand-50`}
            >
              Previous<span className="sr-only"> page</span>
            </a>
          </li>
        ) : null}
        {items.map((item) =>
          item.kind === "gap" ? (
            <li key={item.key} aria-hidden="true" className="px-2 text-muted">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                href={href(item.page)}
                aria-label={`Page ${item.page}`}
                aria-current={item.current ? "page" : undefined}
                className={`${link} ${item.current ? "bg-brand-700 text-white" : "text-brand-700 ring-1 ring-slate-300 hover:bg-brand-50"}`}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
        {current < total ? (
          <li>
            <a
              href={href(current + 1)}
              rel="next"
              className={`${link} text-brand-700 hover:bg-brand-50`}
            >
              Next<span className="sr-only"> page</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
