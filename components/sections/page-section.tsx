import type { ReactNode } from "react";

/**
 * A page section titled by its own `<h2>`, the landmark named by that heading
 * (`aria-labelledby`), with the page's usual width and 48 px vertical padding.
 *
 * @param id the section's fragment id (`/#posp`); none when the section is not linked to
 * @param headingId the heading's id; default `{id}-heading`
 * @param tinted a light brand background, to set the section off from its neighbours
 * @param belowFold laid out only when it nears the viewport (`below-fold`, app/globals.css):
 *   only for a section below the first screen of a 412×823 phone that no in-page link targets
 */
export function PageSection({
  id,
  headingId = `${id}-heading`,
  heading,
  tinted,
  belowFold,
  children,
}: {
  heading: ReactNode;
  tinted?: boolean;
  belowFold?: boolean;
  children: ReactNode;
} & ({ id: string; headingId?: string } | { id?: undefined; headingId: string })) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={[tinted && "bg-brand-50/60", "py-12", belowFold && "below-fold"]
        .filter(Boolean)
        .join(" ")}
    >
      <div className="container-page">
        <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
          {heading}
        </h2>
        {children}
      </div>
    </section>
  );
}
