"use client";

import type { KeyboardEvent, ReactNode } from "react";
import { KeepPress } from "@/components/forms/keep-press";
import type { Audience } from "@/lib/journeys/health/quote-schema";
import type { QuoteFrameLabels } from "@/components/journeys/shared/quote-labels";

/**
 * The "I am a" customer/agent switch of the quote forms (spec 4: chosen only at step 1) as an
 * ARIA tablist: arrow keys move between the two tabs, Home and End go to the first and last. The
 * tab panel wraps `children` (a `<form>` may not take the tabpanel role itself).
 *
 * @param idPrefix unique prefix (from `useId`); the tabs get `{idPrefix}-tab-{audience}` and the
 *   panel `{idPrefix}-panel`.
 * @param locked true after step 1: the other tab is shown disabled and cannot be chosen.
 * @param labels the tab list's name (`iAmA`) and the tabs' labels, in the page's language.
 */
export function AudienceTabs({
  labels,
  idPrefix,
  audience,
  locked,
  onChoose,
  children,
}: {
  labels: Pick<QuoteFrameLabels, "iAmA" | "audiences">;
  idPrefix: string;
  audience: Audience;
  locked: boolean;
  onChoose: (value: Audience) => void;
  children: ReactNode;
}) {
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    if (locked) return;
    const next: Audience =
      event.key === "Home"
        ? "customer"
        : event.key === "End"
          ? "agent"
          : audience === "customer"
            ? "agent"
            : "customer";
    onChoose(next);
    document.getElementById(`${idPrefix}-tab-${next}`)?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={labels.iAmA}
        className="mt-4 grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1"
      >
        {(["customer", "agent"] as const).map((value) => {
          const selected = audience === value;
          const disabled = locked && !selected;
          return (
            // A press before hydration is kept and chooses the tab once the code is there.
            <KeepPress key={value} onPress={() => (disabled ? undefined : onChoose(value))}>
              <button
                id={`${idPrefix}-tab-${value}`}
                type="submit"
                role="tab"
                aria-selected={selected}
                aria-controls={`${idPrefix}-panel`}
                aria-disabled={disabled || undefined}
                tabIndex={selected ? 0 : -1}
                onClick={() => onChoose(value)}
                onKeyDown={onKey}
                className={`min-h-11 rounded-md px-3 text-sm font-bold ${selected ? "bg-white text-brand-800 shadow" : "text-muted"} ${disabled ? "cursor-not-allowed opacity-60" : ""}`}
              >
                {labels.audiences[value]}
              </button>
            </KeepPress>
          );
        })}
      </div>
      <div id={`${idPrefix}-panel`} role="tabpanel" aria-labelledby={`${idPrefix}-tab-${audience}`}>
        {children}
      </div>
    </>
  );
}
