import { partners } from "@/content/partners";
import { PageSection } from "./page-section";

/**
 * Strip of the 16 partner insurers (spec 2.2 and 9). Alphabetical, unranked. Each insurer's name
 * is set in type at one size and contrast (a wordmark, not an imitation logo); a licensed logo
 * file is shown instead only where `content/partners.ts` names one.
 */
export function PartnerLogos({ heading, belowFold }: { heading: string; belowFold?: boolean }) {
  const sorted = [...partners].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <PageSection headingId="partners-heading" heading={heading} belowFold={belowFold}>
      {/* The tile and wordmark styles sit once on the list (`*:` styles its items, `[&_span]:`
          the wordmarks), not on each of the 16 items: the RSC payload and the HTML carry them once. */}
      <ul className="mt-6 grid grid-cols-2 gap-3 *:flex *:h-16 *:items-center *:justify-center *:rounded-lg *:bg-white *:px-2 *:text-center *:ring-1 *:ring-slate-200 sm:grid-cols-4 lg:grid-cols-8 [&_span]:text-sm [&_span]:leading-tight [&_span]:font-bold [&_span]:tracking-tight [&_span]:text-balance [&_span]:text-brand-900">
        {sorted.map((p) => (
          <li key={p.name}>
            {p.logo ? (
              // eslint-disable-next-line @next/next/no-img-element -- a small local file; next/image's client code is not worth it here
              <img
                src={p.logo}
                alt={p.name}
                width={160}
                height={48}
                loading="lazy"
                className="h-12 w-auto max-w-full object-contain"
              />
            ) : (
              <span>{p.name}</span>
            )}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
