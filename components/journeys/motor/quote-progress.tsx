import { getTranslations } from "next-intl/server";

/** The three stages of getting a motor quote (issue 22 item 1), in order. */
export const motorQuoteStages = ["quote", "vehicle", "plans"] as const;
export type MotorQuoteStage = (typeof motorQuoteStages)[number];

/**
 * Where the visitor is on the way from the quote form to the plans: "Step 2 of 3" over quote →
 * vehicle and previous policy → plans, the current stage marked `aria-current="step"`, the done
 * ones said so to screen readers.
 */
export async function MotorQuoteProgress({ current }: { current: MotorQuoteStage }) {
  const journey = await getTranslations("Journey");
  const t = await getTranslations("MotorJourney");
  const index = motorQuoteStages.indexOf(current);
  return (
    <nav aria-label={t("progress")} className="mb-6">
      <p className="text-sm font-normal text-brand-800">
        {journey("stepOf", { step: index + 1, total: motorQuoteStages.length })}
      </p>
      <ol className="mt-2 grid grid-cols-3 gap-1 text-xs sm:text-sm">
        {motorQuoteStages.map((stage, i) => (
          <li
            key={stage}
            aria-current={i === index ? "step" : undefined}
            className="flex flex-col gap-1"
          >
            <span
              aria-hidden="true"
              className={`h-1.5 rounded-full ${i <= index ? "bg-brand-700" : "bg-slate-200"}`}
            />
            <span className={i === index ? "font-bold text-ink" : "text-muted"}>
              {t(`stages.${stage}`)}
              {i < index ? <span className="sr-only"> {journey("done")}</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
