import type { ReactNode } from "react";
import { LeadPanel } from "@/components/lead/lead-panel";
import type { LeadFormVariant } from "@/components/lead/lead-form";
import type { ContentPage } from "@/content/types";
import { Breadcrumbs } from "./breadcrumbs";
import { PageHero } from "./page-hero";
import { FaqSection, SectionRenderer } from "./section-renderer";

/**
 * A whole content page from data: breadcrumb, hero with the page's lead form, sections and FAQs.
 * `afterHero` and `beforeFaqs` hold page-specific blocks; `sectionExtras` adds blocks inside
 * sections, by section id.
 *
 * What lies below a 412×823 phone's first screen is laid out only near the viewport
 * (`below-fold`, app/globals.css): every section after a hero with a panel (the panel alone
 * fills the screen), else from the second section; `beforeFaqs`; the FAQs. Sections named in
 * `anchored` (targets of in-page links) never are.
 */
export function ContentPageView({
  page,
  variant,
  afterHero,
  beforeFaqs,
  heroPanel,
  sectionExtras,
  anchored = [],
}: {
  page: ContentPage;
  variant?: LeadFormVariant;
  afterHero?: ReactNode;
  beforeFaqs?: ReactNode;
  /** Replaces the lead form in the hero (the quote forms of issues 3 and 4). */
  heroPanel?: ReactNode;
  sectionExtras?: Partial<Record<string, ReactNode>>;
  /** Ids of sections that in-page links target (the POSP page's tab bar). */
  anchored?: readonly string[];
}) {
  const panel =
    heroPanel ??
    (page.leadForm ? <LeadPanel settings={page.leadForm} variant={variant} /> : undefined);
  return (
    <>
      <Breadcrumbs trail={[{ name: page.name, path: page.path }]} />
      <PageHero hero={page.hero} panel={panel} formFirst />
      {afterHero}
      <SectionRenderer
        sections={page.sections}
        extras={sectionExtras}
        belowFoldFrom={panel ? 0 : 1}
        anchored={anchored}
      />
      {beforeFaqs ? <div className="below-fold-blocks below-fold">{beforeFaqs}</div> : null}
      <FaqSection faqs={page.faqs} belowFold={!anchored.includes("faqs")} />
    </>
  );
}
