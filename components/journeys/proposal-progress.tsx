import { proposalProgress } from "@/lib/journeys/health-steps";

/** Where the visitor is in the proposal: member → medical → nominee → communication → final quote. */
export function ProposalProgress({ current }: { current: (typeof proposalProgress)[number]["step"] }) {
  const index = proposalProgress.findIndex((p) => p.step === current);
  return (
    <nav aria-label="Proposal progress" className="mb-6">
      <p className="text-sm font-medium text-brand-800">
        Step {index + 1} of {proposalProgress.length}
      </p>
      <ol className="mt-2 grid grid-cols-5 gap-1 text-xs sm:text-sm">
        {proposalProgress.map((p, i) => (
          <li key={p.step} aria-current={i === index ? "step" : undefined} className="flex flex-col gap-1">
            <span aria-hidden="true" className={`h-1.5 rounded-full ${i <= index ? "bg-brand-700" : "bg-slate-200"}`} />
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
