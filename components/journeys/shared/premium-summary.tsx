import { formatRupees } from "@/lib/format/rupees";

/**
 * The price card of a final quote (spec 3 "Final quote"): the insurer's logo, the plan, rows of
 * amounts and the total, all in rupees with Indian grouping. `logo` has already passed the image
 * allowlist (null: no logo).
 */
export function PremiumSummary({
  logo,
  logoAlt,
  title,
  subtitle,
  rows,
  totalLabel,
  total,
}: {
  logo: string | null;
  logoAlt: string;
  title: string;
  subtitle?: string;
  rows: readonly (readonly [label: string, rupees: number])[];
  totalLabel: string;
  total: number;
}) {
  return (
    <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center gap-4">
        {logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- broker-hosted logo
          <img
            src={logo}
            alt={logoAlt}
            width={120}
            height={40}
            className="h-10 w-auto object-contain"
          />
        ) : null}
        <div>
          <h2 className="text-xl font-bold">{title}</h2>
          {subtitle ? <p className="text-sm text-muted">{subtitle}</p> : null}
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-[1fr_auto] gap-x-6 gap-y-2">
        {rows.map(([label, amount]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-medium">{formatRupees(amount)}</dd>
          </div>
        ))}
        <dt className="border-t pt-2 text-lg font-bold">{totalLabel}</dt>
        <dd className="border-t pt-2 text-right text-lg font-bold" data-testid="gross-premium">
          {formatRupees(total)}
        </dd>
      </dl>
    </div>
  );
}
