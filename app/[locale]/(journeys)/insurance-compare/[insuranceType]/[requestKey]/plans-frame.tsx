import type { ReactNode } from "react";

/**
 * The space the plans screen takes while loading and once loaded: at least one viewport, so the
 * footer sits below the fold in both states and nothing visible moves when the list (or the
 * apology) replaces the loader. Without it the footer jumped down as the plans arrived
 * (Lighthouse CLS 0.406, issue 11). Used by both page.tsx files around the plans screen, whose
 * skeleton (a slow broker) sits inside it.
 */
export function PlansFrame({ children }: { children: ReactNode }) {
  return <div className="min-h-svh">{children}</div>;
}
