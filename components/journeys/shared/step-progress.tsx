import type { Ref } from "react";

/**
 * "Step n of m" (announced politely), a progress bar and the step's heading. The heading takes
 * `headingRef` and tabIndex -1 so the form can move focus to it when the step changes.
 *
 * @param step 1-based current step; `total` the number of steps of the chosen tab.
 * @param label the "Step n of m" line in the page's language.
 */
export function StepProgress({
  step,
  total,
  label,
  title,
  headingRef,
}: {
  step: number;
  total: number;
  label: string;
  title: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <div>
      <p className="text-sm font-normal text-brand-800" aria-live="polite">
        {label}
      </p>
      <div className="mt-1 h-1.5 rounded-full bg-slate-200" aria-hidden="true">
        <div
          className="h-1.5 rounded-full bg-brand-700 transition-[width]"
          style={{ width: `${(step / total) * 100}%` }}
        />
      </div>
      <h3 ref={headingRef} tabIndex={-1} className="mt-3 text-lg font-bold text-ink outline-none">
        {title}
      </h3>
    </div>
  );
}
