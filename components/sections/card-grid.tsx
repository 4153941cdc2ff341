import { Icon } from "@/components/icon";
import type { FeatureCard, Step } from "@/content/types";

/*
 * The card, badge and text styles sit once on the list (`*:` styles its items, `[&_x]:` their
 * parts), not on each card: the home page's RSC payload and HTML carry them once per grid.
 */
const cards =
  "*:rounded-xl *:bg-white *:p-5 *:shadow-sm *:ring-1 *:ring-slate-200 [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-bold [&_p]:mt-1 [&_p]:leading-relaxed [&_p]:text-muted";

/** Feature cards in a responsive grid (3 columns, or 4 with `wide`). */
export function CardGrid({ items, wide }: { items: FeatureCard[]; wide?: boolean }) {
  return (
    <ul
      className={`mt-6 grid gap-4 sm:grid-cols-2 ${wide ? "lg:grid-cols-4" : "lg:grid-cols-3"} ${cards} [&_h3]:text-ink [&_li>span]:inline-flex [&_li>span]:size-11 [&_li>span]:items-center [&_li>span]:justify-center [&_li>span]:rounded-lg [&_li>span]:bg-brand-100 [&_li>span]:text-brand-700`}
    >
      {items.map((item) => (
        <li key={item.title}>
          {item.icon ? (
            <span>
              <Icon name={item.icon} />
            </span>
          ) : null}
          <h3>{item.title}</h3>
          <p>{item.details}</p>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps in a row of cards. */
export function StepGrid({ items }: { items: Step[] }) {
  return (
    <ol
      className={`mt-6 grid gap-4 md:grid-cols-3 ${cards} [&_li>span]:inline-flex [&_li>span]:size-9 [&_li>span]:items-center [&_li>span]:justify-center [&_li>span]:rounded-full [&_li>span]:bg-brand-700 [&_li>span]:font-bold [&_li>span]:text-white`}
    >
      {items.map((step, i) => (
        <li key={step.title}>
          <span>{i + 1}</span>
          <h3>{step.title}</h3>
          <p>{step.details}</p>
        </li>
      ))}
    </ol>
  );
}
