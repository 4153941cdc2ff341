"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { site as siteHi } from "@/content/hi/site";
import { site as siteEn } from "@/content/site";
import { localePath } from "@/lib/i18n/locale-path";

/**
 * Error boundary for every route: says what happened, offers a retry, and never shows a stack
 * trace. The digest is shown as a reference the visitor can quote; the server logged the error
 * under the same digest (`instrumentation.ts` onRequestError), so nothing is logged here.
 * In the page's language: the layout hands this boundary the `Errors` messages (and only those).
 */
export default function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const locale = useLocale();
  const t = useTranslations("Errors");
  const site = locale === "hi" ? siteHi : siteEn;
  const tel = (chunks: React.ReactNode) => (
    <a className="font-semibold underline" href={`tel:${site.phone.tel}`}>
      {chunks}
    </a>
  );
  const line = { phone: site.phone.display, hours: site.supportHours, tel };
  return (
    <section className="container-page max-w-2xl py-16 text-center">
      <h1 className="text-3xl font-extrabold text-brand-900">{t("somethingWrong")}</h1>
      <p role="alert" className="mt-4 text-lg text-muted">
        {t("pageText")}
      </p>
      <p className="mt-4 text-base text-muted">
        {error.digest
          ? t.rich("referenceLine", {
              ...line,
              digest: error.digest,
              code: (chunks) => (
                <code className="font-mono font-semibold text-brand-900">{chunks}</code>
              ),
            })
          : t.rich("callLine", line)}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={reset}>
          {t("tryAgain")}
        </button>
        <Link className="btn-secondary" href={localePath(locale, "/contact")}>
          {t("contactUs")}
        </Link>
      </div>
    </section>
  );
}
