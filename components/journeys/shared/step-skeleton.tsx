import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

const bar = "rounded bg-slate-200 motion-safe:animate-pulse";

/** The polite status line of a loading screen: a spinner and `children` (what is loading). */
function LoadingStatus({
  className,
  spinnerClassName = "",
  children,
}: {
  className: string;
  spinnerClassName?: string;
  children: ReactNode;
}) {
  return (
    <p
      role="status"
      aria-live="polite"
      className={`flex gap-3 font-bold text-brand-800 ${className}`}
    >
      <span
        aria-hidden="true"
        className={`${spinnerClassName} inline-block size-5 rounded-full border-2 border-brand-200 border-t-brand-700 motion-safe:animate-spin`.trim()}
      />
      {children}
    </p>
  );
}

/**
 * The loading screen of a per-request journey step (a broker call may take up to 15 s): the
 * step frame (`JourneyShell`) with a polite 'Loading' status and grey blocks where the intro, the
 * progress bar and the form fields will be, so the page does not jump when the step arrives.
 */
export function StepSkeleton({ fields = 5 }: { fields?: number }) {
  const t = useTranslations("Loading");
  return (
    <section className="container-page max-w-3xl py-8 sm:py-10">
      <LoadingStatus className="items-center text-lg">{t("generic")}</LoadingStatus>
      <div aria-hidden="true">
        <div className={`${bar} mt-2 h-5 w-2/3`} />
        <div className={`${bar} mt-6 h-10 w-full`} />
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          {Array.from({ length: fields }, (_, i) => (
            <div key={i}>
              <div className={`${bar} h-4 w-1/3`} />
              <div className={`${bar} mt-2 h-11 w-full`} />
            </div>
          ))}
        </div>
        <div className={`${bar} mt-8 h-11 w-40`} />
      </div>
    </section>
  );
}

/**
 * The plans page while the quotes load: the title, the sort and compare row and eight cards of
 * the final cards' size (2 columns, 4 from 768 px), so the list arriving shifts nothing. Words
 * from the catalogue (journey routes only: server-rendered, in the request's language).
 */
export function PlansSkeleton() {
  const t = useTranslations();
  return (
    <section className="container-page py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
        {t("Journey.selectPlan")}
      </h1>
      <div className="mt-6">
        <LoadingStatus className="min-h-[4.25rem] items-end text-base" spinnerClassName="mb-3">
          <span className="mb-2.5">{t("Plans.finding")}</span>
        </LoadingStatus>
        <ul
          aria-hidden="true"
          className="mt-6 grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 md:grid-cols-4 md:gap-4"
        >
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i} className="h-[21rem] rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:p-4">
              <div className={`${bar} h-10 w-24`} />
              <div className={`${bar} mt-4 h-5 w-4/5`} />
              <div className={`${bar} mt-2 h-3 w-1/2`} />
              <div className={`${bar} mt-4 h-20 w-full`} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
