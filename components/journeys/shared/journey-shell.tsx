import type { ReactNode } from "react";

/** The frame of a journey screen: one h1, an optional lead paragraph, and the content. */
export function JourneyShell({
  title,
  intro,
  children,
  wide,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className={`container-page scroll-mt-20 py-8 sm:py-10 ${wide ? "" : "max-w-3xl"}`}>
      <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{title}</h1>
      {intro ? <div className="mt-2 text-muted">{intro}</div> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
