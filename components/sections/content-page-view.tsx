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
 */
export function ContentPageView({
  page,
  variant,
  afterHero,
  beforeFaqs,
  heroPanel,
  sectionExtras,
}: {
  page: ContentPage;
  variant?: LeadFormVariant;
  afterHero?: ReactNode;
  beforeFaqs?: ReactNode;
  /** Replaces the lead form in the hero (the quote forms of issues 3 and 4). */
  heroPanel?: ReactNode;
  sectionExtras?: Partial<Record<string, ReactNode>>;
}) {
  return (
    <>
      <Breadcrumbs trail={[{ name: page.name, path: page.path }]} />
      <PageHero
        hero={page.hero}
        panel={
          heroPanel ??
          (page.leadForm ? <LeadPanel settings={page.leadForm} variant={variant} /> : undefined)
        }
      />
      {afterHero}
      <SectionRenderer sections={page.sections} extras={sectionExtras} />
      {beforeFaqs}
      <FaqSection faqs={page.faqs} />
    </>
  );
}
