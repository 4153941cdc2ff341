"use client";

import { formatRupees } from "@/lib/format/rupees";
import { useTranslations } from "next-intl";
import { insurerName } from "@/lib/journeys/shared/format";
import { CARD_FEATURES, cardPrice, type PlanView } from "@/lib/journeys/shared/plans";

/**
 * What became of an assisted plan's call-back request, per plan id: being sent, filed (with when
 * the team will call), or refused with the reason's message key.
 */
export type CallBackState =
  | { kind: "sending" }
  | { kind: "filed"; slot: { kind: "now" } | { kind: "later"; at: string } }
  | { kind: "error"; reason: "unavailable" | "limited" | "failed" };

/** "Friday 28 November, 9:00 am" in India time, in the page's language. */
function indiaTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === "hi" ? "hi-IN" : "en-IN", {
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
  }).format(new Date(iso));
}

/**
 * A plan's action, on its card and in the compare dialog: "Choose {plan} for {price} a year" for
 * a plan bought online (the plan's name for screen readers only; the price the card leads with),
 * or "Request a call-back" for an assisted plan. The same action and busy state in both places;
 * once a call-back is filed the button gives way to when the team will call, so a second press
 * cannot file a second lead.
 *
 * @param choosing the id of the plan being chosen (all buttons are disabled meanwhile), or null
 * @param onChoose called with the plan on a press
 * @param callBack this plan's call-back state, if one was requested
 */
export function PlanBuyButton({
  plan,
  choosing,
  onChoose,
  callBack,
  locale,
  className = "",
}: {
  plan: PlanView;
  choosing: string | null;
  onChoose: (plan: PlanView) => void;
  callBack?: CallBackState;
  locale: string;
  className?: string;
}) {
  const t = useTranslations("Plans");
  const price = cardPrice(plan);
  const sr = (chunks: React.ReactNode) => <span className="sr-only">{chunks}</span>;
  if (plan.purchase === "assisted") {
    if (callBack?.kind === "filed") {
      return (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          {callBack.slot.kind === "now"
            ? t("callBackNow", { plan: plan.name })
            : t("callBackLater", { plan: plan.name, when: indiaTime(callBack.slot.at, locale) })}
        </p>
      );
    }
    const sending = callBack?.kind === "sending";
    return (
      <>
        <button
          type="button"
          className={`btn-secondary w-full px-2 text-balance ${className}`}
          disabled={choosing !== null || sending}
          onClick={() => onChoose(plan)}
        >
          {sending ? t("pleaseWait") : <span>{t.rich("callBack", { plan: plan.name, sr })}</span>}
        </button>
        {callBack?.kind === "error" ? (
          <p role="alert" className="mt-2 text-sm text-red-800">
            {t(
              callBack.reason === "limited"
                ? "callBackLimited"
                : callBack.reason === "failed"
                  ? "callBackFailed"
                  : "callBackUnavailable",
            )}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <button
      type="button"
      className={`btn-primary w-full px-2 text-balance ${className}`}
      disabled={choosing !== null}
      onClick={() => onChoose(plan)}
    >
      {choosing === plan.id ? (
        t("pleaseWait")
      ) : (
        <span>
          {t.rich("choose", { plan: plan.name, premium: formatRupees(price.amount), sr })}
        </span>
      )}
    </button>
  );
}

/**
 * A plan's price as the card and the compare dialog show it: the "Total premium" with GST when
 * the broker gave it ("incl. GST"), else the premium with "+ GST"; a year, and the same a month.
 */
export function PlanPrice({ plan, compact = false }: { plan: PlanView; compact?: boolean }) {
  const t = useTranslations("Plans");
  const price = cardPrice(plan);
  return (
    <div className={compact ? "text-sm" : ""}>
      <p className="text-xs text-muted">{t(price.gstIncluded ? "totalPremium" : "premium")}</p>
      <p>
        <span className={compact ? "font-bold" : "text-xl font-bold text-ink"}>
          {formatRupees(price.amount)}
        </span>{" "}
        <span className="text-xs text-muted">
          {t("perYear")} · {t(price.gstIncluded ? "inclGst" : "plusGst")}
        </span>
      </p>
      <p className="text-xs text-muted">
        {t("perMonth", { amount: formatRupees(price.perMonth) })}
      </p>
    </div>
  );
}

/**
 * One card of the plans grid (spec 2.4, issue 22): the insurer's logo (or name), the plan's name,
 * the cover (or IDV), the plan's own first facts (or "Ask us for the policy wording"), the price
 * with or without GST and a month's share, an "advisor" badge on assisted plans, the compare box
 * and the plan's action. A component of its own so React can hydrate the grid card by card,
 * yielding in between (issue 11). Broker text (names, facts) is plain text React escapes.
 *
 * @param idPrefix the grid's `useId`; the card's ids are `${idPrefix}-${plan.id}-name|compare`
 * @param cover "Cover" or "IDV" in the page's language
 * @param checked whether the plan is ticked to compare; `full`: three others are
 */
export function PlanCard({
  plan,
  idPrefix,
  cover,
  checked,
  full,
  onToggle,
  choosing,
  onChoose,
  callBack,
  locale,
}: {
  plan: PlanView;
  idPrefix: string;
  cover: string;
  checked: boolean;
  full: boolean;
  onToggle: (plan: PlanView) => void;
  choosing: string | null;
  onChoose: (plan: PlanView) => void;
  callBack?: CallBackState;
  locale: string;
}) {
  const t = useTranslations("Plans");
  const nameId = `${idPrefix}-${plan.id}-name`;
  const compareId = `${idPrefix}-${plan.id}-compare`;
  const shown = plan.features.slice(0, CARD_FEATURES);
  const more = plan.features.length - shown.length;
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4"
    >
      <div className="flex h-12 items-center justify-between gap-2">
        {plan.logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- broker-hosted logo of any size; next/image needs fixed remote patterns
          <img
            src={plan.logo}
            alt={insurerName(plan.insurer)}
            width={120}
            height={40}
            loading="lazy"
            className="h-10 w-30 max-w-[60%] object-contain object-left"
          />
        ) : (
          <span className="font-bold text-brand-800">{insurerName(plan.insurer)}</span>
        )}
        {plan.purchase === "assisted" ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
            {t("assistedBadge")}
          </span>
        ) : null}
      </div>
      <h2 id={nameId} className="mt-2 text-base leading-snug font-bold text-ink">
        {plan.name}
      </h2>
      <p className="text-xs text-muted">{insurerName(plan.insurer)}</p>
      <dl className="mt-3 grid gap-1 text-sm">
        <div className="flex flex-wrap justify-between gap-x-2">
          <dt className="text-muted">{cover}</dt>
          <dd className="font-bold">{formatRupees(plan.cover)}</dd>
        </div>
        {shown.map((f, i) => (
          <div key={i} className="flex flex-wrap justify-between gap-x-2">
            <dt className="text-muted">{f.label}</dt>
            <dd className="ml-auto text-right">{f.value}</dd>
          </div>
        ))}
      </dl>
      {shown.length === 0 ? <p className="mt-1 text-sm text-muted">{t("noFeatures")}</p> : null}
      {more > 0 ? (
        <p className="mt-1 text-xs text-muted">{t("moreFeatures", { count: more })}</p>
      ) : null}
      {plan.purchase === "assisted" ? (
        <p className="mt-2 text-xs text-amber-900">{t("assistedNote")}</p>
      ) : null}
      <div className="mt-auto pt-3">
        <PlanPrice plan={plan} />
        <div className="flex min-h-11 items-center gap-2">
          <input
            id={compareId}
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={checked}
            disabled={full}
            onChange={() => onToggle(plan)}
          />
          <label htmlFor={compareId} className="text-sm">
            {t("compare")}
            <span className="sr-only"> {plan.name}</span>
          </label>
        </div>
        <PlanBuyButton
          plan={plan}
          choosing={choosing}
          onChoose={onChoose}
          callBack={callBack}
          locale={locale}
        />
      </div>
    </article>
  );
}
