/** One group of the review: a step's answers and the link that opens the step to change them. */
export type ReviewGroup = {
  /** A stable id (the step), for the heading's id. */
  id: string;
  title: string;
  /** The step's path, already in the page's language, with `?from=review`. */
  editHref: string;
  /** Label/value rows; values are broker text, rendered as React text (escaped). */
  rows: readonly (readonly [label: string, value: string])[];
  /** Shown when `rows` is empty. */
  empty?: string;
};

/**
 * The review before payment (issue 23 item 2): every step's answers grouped, each group with an
 * "Edit" link to its step (`?from=review`: the step returns to the final quote after saving).
 * The link's accessible name names the group ("Edit Nominee").
 *
 * A server component with plain `<a>` links (a full load of the step, which renders per request
 * anyway): `next/link` put its client code on the final quote and prefetched every Edit link in
 * view once hydrated, an RSC request and its decoding per step, which Lighthouse counted as
 * main-thread work after the paint (issue 22/23's journey speed budget).
 */
export function ProposalReview({
  heading,
  editLabel,
  groups,
}: {
  heading: string;
  editLabel: string;
  groups: readonly ReviewGroup[];
}) {
  return (
    <section aria-labelledby="review-heading" className="mt-8">
      <h2 id="review-heading" className="text-lg font-bold">
        {heading}
      </h2>
      <div className="mt-3 space-y-4">
        {groups.map((g) => (
          <section
            key={g.id}
            aria-labelledby={`review-${g.id}`}
            className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
            data-testid={`review-${g.id}`}
          >
            <div className="flex items-baseline justify-between gap-4">
              <h3 id={`review-${g.id}`} className="font-bold">
                {g.title}
              </h3>
              <a
                href={g.editHref}
                className="font-bold text-brand-700 underline underline-offset-2"
              >
                {editLabel}
                <span className="sr-only"> {g.title}</span>
              </a>
            </div>
            {g.rows.length > 0 ? (
              <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
                {g.rows.map(([label, value], i) => (
                  <div key={`${i}-${label}`} className="contents">
                    <dt className="text-muted">{label}</dt>
                    <dd className="break-words">{value}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="mt-2 text-sm text-muted">{g.empty}</p>
            )}
          </section>
        ))}
      </div>
    </section>
  );
}
