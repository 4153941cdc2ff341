import type { LegalPage } from "../../types";
import { cancellationPage } from "./cancellation-and-refund";
import { codeOfConductPage } from "./code-of-conduct";
import { privacyPage } from "./privacy";
import { privacyNoticePage } from "./privacy-notice";
import { termsPage } from "./terms-and-conditions";

export { cancellationPage, codeOfConductPage, privacyNoticePage, privacyPage, termsPage };

/** The five Hindi policy pages under /hi/platform/policies/<slug>, in the English menu order. */
export const legalPages: LegalPage[] = [
  termsPage,
  privacyPage,
  privacyNoticePage,
  cancellationPage,
  codeOfConductPage,
];

/** The Hindi legal page with the given slug, or undefined when there is none. */
export function getLegalPage(slug: string): LegalPage | undefined {
  return legalPages.find((page) => page.slug === slug);
}
