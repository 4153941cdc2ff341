import { legalPages as englishPages } from "../../legal";
import type { LegalPage } from "../../types";
import { cancellationPage } from "./cancellation-and-refund";
import { codeOfConductPage } from "./code-of-conduct";
import { privacyPage } from "./privacy";
import { privacyNoticePage } from "./privacy-notice";
import { termsPage } from "./terms-and-conditions";

export { cancellationPage, codeOfConductPage, privacyNoticePage, privacyPage, termsPage };

/** Each Hindi page by its slug; the type makes a missing slug a compile error. */
const bySlug: Record<LegalPage["slug"], LegalPage> = {
  "terms-and-conditions": termsPage,
  privacy: privacyPage,
  "privacy-notice": privacyNoticePage,
  "cancellation-and-refund": cancellationPage,
  "code-of-conduct": codeOfConductPage,
};

/** The Hindi policy pages under /hi/platform/policies/<slug>, in the English menu order. */
export const legalPages: LegalPage[] = englishPages.map((page) => bySlug[page.slug]);

/** The Hindi legal page with the given slug, or undefined when there is none. */
export function getLegalPage(slug: string): LegalPage | undefined {
  return Object.hasOwn(bySlug, slug) ? bySlug[slug as LegalPage["slug"]] : undefined;
}
