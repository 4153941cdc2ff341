import type { ReactNode } from "react";

/** A page's single `<h1>` in the large display style (content heroes, list pages, articles). */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{children}</h1>
  );
}
