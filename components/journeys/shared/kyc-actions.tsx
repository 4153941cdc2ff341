"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { Next } from "@/lib/journeys/shared/redirect";

/**
 * The Complete KYC button of the kyc-check page (spec 4 "KYC-check page actions"):
 * future-genrali posts a form (KYC request number, KYC number, return URL) to the insurer: a
 * real `<form action method="post">` rendered on the server, so a press before the page's code
 * has arrived posts it too (issue 23 item 7); the insurer returns to the site in the same tab;
 * digit motor opens the insurer's page in an 800×600 popup, then reads 'Processing...' and offers
 * the link to the motor generate-policy page.
 *
 * The popup is opened with `noopener,noreferrer`: the insurer's page gets no handle on this tab
 * (no `window.opener`, so it cannot navigate it elsewhere) and no Referer with the requestKey.
 * `window.open` then always returns null, so a blocked popup cannot be told apart from an opened
 * one: instead of guessing, a link to the same page is offered beside the continue link.
 *
 * `next.then` is already in the page's language (the kyc-check page prefixes it): next-intl's
 * locale-aware Link here would pull the whole routing config into a chunk content pages share.
 */
export function CompleteKyc({
  next,
}: {
  next: Extract<Next, { kind: "post" } | { kind: "popup" }>;
}) {
  const t = useTranslations("Kyc");
  const common = useTranslations("Common");
  const [pressed, setPressed] = useState(false);

  if (next.kind === "post")
    return (
      <form action={next.action} method="post">
        {Object.entries(next.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="btn-primary">
          {t("complete")}
        </button>
      </form>
    );

  const onClick = () => {
    if (pressed) return;
    setPressed(true);
    window.open(next.url, "_blank", kycPopupFeatures(next.width, next.height));
  };

  return (
    <div className="space-y-4">
      <button type="button" className="btn-primary" disabled={pressed} onClick={onClick}>
        {pressed ? t("processing") : t("complete")}
      </button>
      {next.kind === "popup" && pressed ? (
        <>
          <p>
            {t.rich("finished", {
              link: (chunks) => (
                <Link href={next.then} className="font-bold text-brand-700 underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
          <p className="text-muted">
            {t("noWindow")}{" "}
            <a
              href={next.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-bold text-brand-700 underline"
            >
              {t("openPage")}
              <span className="sr-only"> {common("opensInNewTab")}</span>
            </a>
            .
          </p>
        </>
      ) : null}
    </div>
  );
}

/** `window.open` features of the KYC popup: a `width`×`height` (CSS pixels) window without an opener or referrer. */
export function kycPopupFeatures(width: number, height: number): string {
  return `popup,width=${width},height=${height},noopener,noreferrer`;
}
