import Link from "next/link";
import { productCalls } from "@/lib/journeys/product-calls";
import { documentsOutcome, PDF_ERROR } from "@/lib/journeys/shared/documents";
import { insurerName } from "@/lib/journeys/shared/format";
import { isSegment, type InsuranceType } from "@/lib/journeys/shared/paths";
import { redirectPolicy } from "@/lib/journeys/shared/server-policy";

export const DOCUMENTS_APOLOGY =
  "Your policy documents could not be generated at this time. Our team will contact you shortly to help. If your payment was deducted and no policy is issued, the insurer will refund the amount to you.";

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

  if (view.kind === "issued") {
    return (
      <section className="container-page max-w-2xl scroll-mt-20 py-12">
        <h1 className="text-3xl font-extrabold text-brand-900">Congratulations {view.name}!</h1>
        <p className="mt-3 text-lg text-muted">
          Your policy has been issued. Download your documents below and keep a copy.
        </p>
        <dl className="mt-6 grid gap-2 rounded-xl bg-brand-50 p-5 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="font-medium text-muted">Company</dt>
          <dd className="font-semibold">{insurerName(view.companyName)}</dd>
          <dt className="font-medium text-muted">Policy number</dt>
          <dd className="font-semibold" data-testid="policy-number">
            {view.policyNumber}
          </dd>
        </dl>
        <h2 className="mt-8 text-xl font-bold">Download your documents</h2>
        <ul className="mt-3 flex flex-wrap gap-3">
          {view.links.map((link) => (
            <li key={link.label}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className="btn-secondary"
              >
                {link.label}
                <span className="sr-only"> (PDF, opens in a new tab)</span>
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
          <h1 className="text-3xl font-extrabold text-brand-900">Your policy documents</h1>
          <p role="alert" className="mt-4 rounded-xl bg-red-50 p-4 text-red-900">
            {PDF_ERROR}
          </p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-extrabold text-brand-900">We are sorry</h1>
          <p className="mt-4 text-lg leading-relaxed text-muted">{DOCUMENTS_APOLOGY}</p>
        </>
      )}
      <p className="mt-6 flex flex-wrap gap-3">
        <Link href="/contact" className="btn-primary">
          Contact us
        </Link>
        <Link href="/" className="btn-secondary">
          Home
        </Link>
      </p>
    </section>
  );
}
