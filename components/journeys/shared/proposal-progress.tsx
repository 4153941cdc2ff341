import { useTranslations } from "next-intl";
import { proposalProgress } from "@/lib/journeys/health/steps";

type ProgressStep = {
  readonly step: string;
  readonly labelKey:
    "members" | "medical" | "nominee" | "contact" | "finalQuote" | "owner" | "addOns";
};

/**
 * Where the visitor is in the proposal: health by default (member → medical → nominee →
 * communication → final quote), or the `steps` given (the motor proposal).
 *
 * @param saved the steps whose answers the broker holds (`lib/journeys/shared/saved-steps.ts`):
 *   when given, only those are marked done (issue 24: never "done" for a step never saved);
 *   without it, every step before `current` is.
 */
export function ProposalProgress({
  current,
  steps = proposalProgress,
  saved,
}: {
  current: string;
  steps?: readonly ProgressStep[];
  saved?: ReadonlySet<string>;
}) {
  const t = useTranslations("Journey");
  const step = useTranslations("Steps");
  const index = steps.findIndex((p) => p.step === current);
  const done = (step: string, i: number) => (saved ? saved.has(step) : i < index);
  return (
    <nav aria-label={t("proposalProgress")} className="mb-6">
      <p className="text-sm font-normal text-brand-800">
        {t("stepOf", { step: index + 1, total: steps.length })}
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
              className={`h-1.5 rounded-full ${done(p.step, i) || i === index ? "bg-brand-700" : "bg-slate-200"}`}
            />
            <span className={i === index ? "font-bold text-ink" : "text-muted"}>
              {step(p.labelKey)}
              {done(p.step, i) ? (
                <span data-testid="step-done" className="sr-only">
                  {" "}
                  {t("done")}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
