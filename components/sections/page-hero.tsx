import type { ReactNode } from "react";
import { Icon } from "@/components/icon";
import type { Hero } from "@/content/types";
import { PageTitle } from "@/components/ui/page-title";

/** A content page's hero: the single h1, subheading, promises, and a panel (usually the lead form). */
export function PageHero({ hero, panel }: { hero: Hero; panel?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div
        className={`container-page grid gap-8 py-10 lg:py-14 ${panel ? "lg:grid-cols-[1fr_28rem]" : ""}`}
      >
        <div className="self-center">
          <PageTitle>{hero.heading}</PageTitle>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{hero.subheading}</p>
          {hero.points?.length ? (
            <ul className="mt-6 space-y-2">
              {hero.points.map((p) => (
                <li key={p} className="flex items-start gap-2">
                  <Icon name="check-circle" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span>{p}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {panel}
      </div>
    </section>
  );
}
