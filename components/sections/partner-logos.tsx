import { partners } from "@/content/partners";
import { PageSection } from "./page-section";

/**
 * Strip of the 16 partner insurers (spec 2.2 and 9). Alphabetical, unranked. Each insurer's name
 * is set in type at one size and contrast (a wordmark, not an imitation logo); a licensed logo
 * file is shown instead only where `content/partners.ts` names one.
 */
export function PartnerLogos({ heading }: { heading: string }) {
  const sorted = [...partners].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <PageSection headingId="partners-heading" heading={heading}>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
        {sorted.map((p) => (
          <li
            key={p.name}
            className="flex h-16 items-center justify-center rounded-lg bg-white px-2 text-center ring-1 ring-slate-200"
          >
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
              <span className="text-sm leading-tight font-bold tracking-tight text-balance text-brand-900">
                {p.name}
              </span>
            )}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
