import { Icon } from "@/components/icon";
import type { FeatureCard, Step } from "@/content/types";

const card = "rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200";

/** Feature cards in a responsive grid (3 columns, or 4 with `wide`). */
export function CardGrid({ items, wide }: { items: FeatureCard[]; wide?: boolean }) {
  return (
    <ul className={`mt-6 grid gap-4 sm:grid-cols-2 ${wide ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
      {items.map((item) => (
        <li key={item.title} className={card}>
          {item.icon ? (
            <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
              <Icon name={item.icon} />
            </span>
          ) : null}
          <h3 className="mt-3 text-lg font-semibold text-ink">{item.title}</h3>
          <p className="mt-1 leading-relaxed text-muted">{item.details}</p>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps in a row of cards. */
export function StepGrid({ items }: { items: Step[] }) {
  return (
    <ol className="mt-6 grid gap-4 md:grid-cols-3">
      {items.map((step, i) => (
        <li key={step.title} className={card}>
          <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
            {i + 1}
          </span>
          <h3 className="mt-3 text-lg font-semibold">{step.title}</h3>
          <p className="mt-1 leading-relaxed text-muted">{step.details}</p>
        </li>
      ))}
    </ol>
  );
}
