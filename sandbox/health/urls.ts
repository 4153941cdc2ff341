/** URLs the health sandbox hands out: site routes (spec 2.4) and its own hosted pages and assets. */

const enc = encodeURIComponent;

/** A site path under /health/{key}/… */
export function healthPath(requestKey: string, step: string): string {
  return `/health/${enc(requestKey)}/${step}`;
}

/** The site's /insurance/{type}/{key}/{co}/{page} route. */
export function insurancePath(
  type: string,
  requestKey: string,
  companyName: string,
  page: string,
): string {
  return `/insurance/${enc(type)}/${enc(requestKey)}/${enc(companyName)}/${page}`;
}

/** The digit documents page /product/health/form/digit/payment/{policyStatus}/{key}. */
export function digitPaymentPath(policyStatus: string, requestKey: string): string {
  return `/product/health/form/digit/payment/${enc(policyStatus)}/${enc(requestKey)}`;
}

export function logoUrl(publicUrl: string, slug: string): string {
  return `${publicUrl}/assets/logos/${enc(slug)}.svg`;
}

export function hostedKycUrl(
  publicUrl: string,
  companyName: string,
  requestKey?: string,
  type?: string,
): string {
  const url = new URL(`${publicUrl}/hosted/kyc/${enc(companyName)}`);
  if (requestKey !== undefined) url.searchParams.set("requestKey", requestKey);
  if (type !== undefined) url.searchParams.set("type", type);
  return url.toString();
}

export function hostedPayUrl(publicUrl: string, companyName: string, requestKey?: string): string {
  const url = new URL(`${publicUrl}/hosted/pay/${enc(companyName)}`);
  if (requestKey !== undefined) url.searchParams.set("requestKey", requestKey);
  return url.toString();
}

/** The four policy documents, in the order of the documents page. */
export const policyDocs = ["policyPraposal", "policySchedule", "policyCis", "ecard"] as const;
export type PolicyDoc = (typeof policyDocs)[number];

export function policyPdfUrl(publicUrl: string, requestKey: string, doc: PolicyDoc): string {
  return `${publicUrl}/assets/policies/${enc(requestKey)}/${doc}.pdf`;
}
