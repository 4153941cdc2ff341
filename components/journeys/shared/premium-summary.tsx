import type { ReactNode } from "react";
import { formatRupees } from "@/lib/format/rupees";

/** An amount as a row shows it: a negative one (a discount) as "− ₹1,234". */
function rowAmount(amount: number): string {
  return amount < 0 ? `− ${formatRupees(-amount)}` : formatRupees(amount);
}

/**
 * The price card of a final quote (spec 3 "Final quote", issue 22 item 4): the insurer's logo,
 * the plan, the policy period, every rupee itemised (rows; a negative amount is a discount) and
 * the total, all in rupees with Indian grouping, and under the total the line that says why it
 * differs from the plan card (`note`). `logo` has already passed the image allowlist (null: no
 * logo). Broker text arrives as React text (escaped).
 */
export function PremiumSummary({
  logo,
  logoAlt,
  title,
  subtitle,
  period,
  rows,
  totalLabel,
  total,
  note,
}: {
  logo: string | null;
  logoAlt: string;
  title: string;
  subtitle?: string;
  /** The policy period, already worded ("Policy period: 28/11/2026 to 27/11/2027"). */
  period?: string;
  rows: readonly (readonly [label: string, rupees: number])[];
  totalLabel: string;
  total: number;
  note?: ReactNode;
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
            className="h-10 w-30 shrink-0 object-contain object-left"
          />
        ) : null}
        <div>
          <h2 className="text-xl font-bold">{title}</h2>
          {subtitle ? <p className="text-sm text-muted">{subtitle}</p> : null}
        </div>
      </div>
      {period ? (
        <p className="mt-3 font-normal" data-testid="policy-period">
          {period}
        </p>
      ) : null}
      <dl className="mt-5 grid grid-cols-[1fr_auto] gap-x-6 gap-y-2">
        {rows.map(([label, amount], i) => (
          <div key={`${i}-${label}`} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-normal">{rowAmount(amount)}</dd>
          </div>
        ))}
        <dt className="border-t pt-2 text-lg font-bold">{totalLabel}</dt>
        <dd className="border-t pt-2 text-right text-lg font-bold" data-testid="gross-premium">
          {formatRupees(total)}
        </dd>
      </dl>
      {note ? (
        <p className="mt-3 text-sm text-ink" data-testid="price-note">
          {note}
        </p>
      ) : null}
    </div>
  );
}
