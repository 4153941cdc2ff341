import type { ReactNode } from "react";

/** The page kinds the loading screen knows (spec 2.1: "a loading screen with variants for blog, pdf and generic pages"). */
export type LoadingVariant = "blog" | "pdf" | "generic";

const labels: Record<LoadingVariant, string> = {
  blog: "Loading",
  pdf: "Loading your documents",
  generic: "Loading",
};

const bar = "rounded bg-slate-200 motion-safe:animate-pulse";

/**
 * A loading screen: a polite live status with a visible label ('Loading'), and a skeleton of
 * the content on its way (an article, a document list, or a spinner). Server-rendered, no
 * JavaScript; used by `loading.tsx` files.
 *
 * @param label replaces the variant's default text
 */
export function LoadingScreen({
  variant = "generic",
  label,
}: {
  variant?: LoadingVariant;
  label?: ReactNode;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="container-page py-10"
      data-loading-variant={variant}
    >
      <p className="flex items-center gap-3 text-lg font-bold text-brand-800">
        <span
          aria-hidden="true"
          className="inline-block size-5 rounded-full border-2 border-brand-200 border-t-brand-700 motion-safe:animate-spin"
        />
        {label ?? labels[variant]}
      </p>
      {variant === "blog" ? (
        <div aria-hidden="true" className="mt-6 max-w-3xl space-y-4">
          <div className={`${bar} h-9 w-3/4`} />
          <div className={`${bar} aspect-[40/21] w-full`} />
          <div className={`${bar} h-4 w-full`} />
          <div className={`${bar} h-4 w-11/12`} />
          <div className={`${bar} h-4 w-4/5`} />
        </div>
      ) : null}
      {variant === "pdf" ? (
        <ul aria-hidden="true" className="mt-6 grid max-w-xl gap-3">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="flex items-center gap-3 rounded-lg p-3 ring-1 ring-slate-200">
              <div className={`${bar} h-10 w-8`} />
              <div className={`${bar} h-4 flex-1`} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
