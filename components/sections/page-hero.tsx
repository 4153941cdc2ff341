import type { ReactNode } from "react";
import { Icon } from "@/components/icon";
import type { Hero } from "@/content/types";
import { PageTitle } from "@/components/ui/page-title";

/**
 * A content page's hero: the single h1, subheading, promises, and a panel (usually the lead form).
 *
 * @param formFirst the panel is a form (a lead form or a quote wizard): on a phone it comes right
 *   after the subheading and the promises follow it, so the form's first field is on the first
 *   screen (with a little less space around it than other heroes have on a phone); from 1024 px
 *   the promises stay under the subheading beside the form, as without it.
 */
export function PageHero({
  hero,
  panel,
  formFirst = false,
}: {
  hero: Hero;
  panel?: ReactNode;
  formFirst?: boolean;
}) {
  const points = (className: string) =>
    hero.points?.length ? (
      <ul className={`space-y-2 ${className}`}>
        {hero.points.map((p) => (
          <li key={p} className="flex items-start gap-2">
            <Icon name="check-circle" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>{p}</span>
          </li>
        ))}
      </ul>
    ) : null;
  const heading = (
    <>
      <PageTitle>{hero.heading}</PageTitle>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{hero.subheading}</p>
    </>
  );
  if (panel && formFirst)
    return (
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page grid gap-6 py-6 sm:py-10 lg:grid-cols-[1fr_28rem] lg:gap-8 lg:py-14">
          <div className="lg:self-end">{heading}</div>
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">{panel}</div>
          {points("lg:-mt-2 lg:self-start")}
        </div>
      </section>
    );
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div
        className={`container-page grid gap-8 py-10 lg:py-14 ${panel ? "lg:grid-cols-[1fr_28rem]" : ""}`}
      >
        <div className="self-center">
          {heading}
          {points("mt-6")}
        </div>
        {panel}
      </div>
    </section>
  );
}
