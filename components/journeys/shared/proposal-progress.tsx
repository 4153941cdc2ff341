import { proposalProgress } from "@/lib/journeys/health/steps";

type ProgressStep = { readonly step: string; readonly label: string };

/**
 * Where the visitor is in the proposal: health by default (member → medical → nominee →
 * communication → final quote), or the `steps` given (the motor proposal).
 */
export function ProposalProgress({
  current,
  steps = proposalProgress,
}: {
  current: string;
  steps?: readonly ProgressStep[];
}) {
  const index = steps.findIndex((p) => p.step === current);
  return (
    <nav aria-label="Proposal progress" className="mb-6">
      <p className="text-sm font-medium text-brand-800">
        Step {index + 1} of {steps.length}
      </p>
      <ol className="mt-2 grid grid-cols-5 gap-1 text-xs sm:text-sm">
        {steps.map((p, i) => (
          <li
            key={p.step}
            aria-current={i === index ? "step" : undefined}
            className="flex flex-col gap-1"
          >
            <span
              aria-hidden="true"
              className={`h-1.5 rounded-full ${i <= index ? "bg-brand-700" : "bg-slate-200"}`}
            />
            <span className={i === index ? "font-semibold text-ink" : "text-muted"}>
              {p.label}
              {i < index ? <span className="sr-only"> (done)</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
