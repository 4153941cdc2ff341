import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { localePath } from "@/lib/i18n/locale-path";
import { productCalls } from "@/lib/journeys/product-calls";
import { documentsOutcome } from "@/lib/journeys/shared/documents";
import { insurerName } from "@/lib/journeys/shared/format";
import { isSegment, type InsuranceType } from "@/lib/journeys/shared/paths";
import { redirectPolicy } from "@/lib/journeys/shared/server-policy";

/**
 * Policy documents of a health or motor request (spec 2.4 "Policy documents page", 4 "PDF screens"): 'Congratulations …!' with
 * the company, the policy number and a download link for every non-empty document; otherwise the
 * apology with the refund note; a non-200 answer shows 'Something went wrong'.
 */
export async function DocumentsView({
  requestKey,
  insuranceType = "health",
}: {
  requestKey: string;
  insuranceType?: InsuranceType;
}) {
  const result = isSegment(requestKey)
    ? await productCalls(insuranceType).generatePdf(requestKey)
    : { status: 404, data: {} };
  const view = documentsOutcome({ status: result.status, data: result.data }, redirectPolicy());
  const t = await getTranslations("Documents");
  const common = await getTranslations("Common");
  const errors = await getTranslations("Errors");
  const locale = (await getLocale()) as Locale;

  if (view.kind === "issued") {
    return (
      <section className="container-page max-w-2xl scroll-mt-20 py-12">
        <h1 className="text-3xl font-bold text-brand-900">
          {t("congratulations")} {view.unnamed ? t("customer") : view.name}!
        </h1>
        <p className="mt-3 text-lg text-muted">{t("issued")}</p>
        <dl className="mt-6 grid gap-2 rounded-xl bg-brand-50 p-5 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="font-normal text-muted">{t("company")}</dt>
          <dd className="font-bold">{insurerName(view.companyName)}</dd>
          <dt className="font-normal text-muted">{t("policyNumber")}</dt>
          <dd className="font-bold" data-testid="policy-number">
            {view.policyNumber}
          </dd>
        </dl>
        <h2 className="mt-8 text-xl font-bold">{t("download")}</h2>
        <ul className="mt-3 flex flex-wrap gap-3">
          {view.links.map((link) => (
            <li key={link.labelKey}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className="btn-secondary"
              >
                {t(link.labelKey)}
                <span className="sr-only"> {common("pdfOpensInNewTab")}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <section className="container-page max-w-2xl scroll-mt-20 py-12">
      {view.kind === "error" ? (
        <>
          <h1 className="text-3xl font-bold text-brand-900">{t("heading")}</h1>
          <p role="alert" className="mt-4 rounded-xl bg-red-50 p-4 text-red-900">
            {errors("somethingWrong")}
          </p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold text-brand-900">{t("sorry")}</h1>
          <p className="mt-4 text-lg leading-relaxed text-muted">{t("failed")}</p>
        </>
      )}
      <p className="mt-6 flex flex-wrap gap-3">
        <Link href={localePath(locale, "/contact")} className="btn-primary">
          {t("contactUs")}
        </Link>
        <Link href={localePath(locale, "/")} className="btn-secondary">
          {t("home")}
        </Link>
      </p>
    </section>
  );
}
