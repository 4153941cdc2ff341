import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Icon } from "@/components/icon";
import type { Faq, Section } from "@/content/types";
import { FaqData } from "@/components/seo/structured-data";
import { CardGrid, StepGrid } from "./card-grid";
import { CollapsibleSteps, FaqAccordion } from "./faq-accordion";
import { PageSection } from "./page-section";

/**
 * Renders a content page's sections in order (content/types.ts `Section`).
 * `extras` adds page-specific blocks at the end of a section, by section id (e.g. the blog
 * teaser inside the POSP guide).
 *
 * @param belowFoldFrom the index of the first section below a phone's first screen: it and
 *   those after it are laid out only near the viewport (`below-fold`); undefined, none is
 * @param anchored ids of sections that in-page links target: never deferred
 */
export function SectionRenderer({
  sections,
  extras,
  belowFoldFrom,
  anchored = [],
}: {
  sections: Section[];
  extras?: Partial<Record<string, ReactNode>>;
  belowFoldFrom?: number;
  anchored?: readonly string[];
}) {
  return (
    <>
      {sections.map((section, i) => (
        <PageSection
          key={section.id}
          id={section.id}
          heading={section.heading}
          tinted={i % 2 === 1}
          belowFold={
            belowFoldFrom !== undefined && i >= belowFoldFrom && !anchored.includes(section.id)
          }
        >
          <SectionBody section={section} />
          {extras?.[section.id]}
        </PageSection>
      ))}
    </>
  );
}

function SectionBody({ section }: { section: Section }) {
  switch (section.kind) {
    case "text":
      return (
        <div className="mt-4 max-w-3xl space-y-3 leading-relaxed text-muted">
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      );
    case "tip":
      return (
        <p className="mt-4 flex max-w-3xl gap-3 rounded-xl border-l-4 border-accent-500 bg-amber-50 p-4 leading-relaxed text-ink">
          <Icon name="lightbulb" className="size-6 shrink-0 text-accent-600" />
          {section.text}
        </p>
      );
    case "list":
      return (
        <>
          {section.intro ? <p className="mt-3 max-w-3xl text-muted">{section.intro}</p> : null}
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {section.items.map((item) => (
              <li
                key={item}
                className="flex gap-3 rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200"
              >
                <Icon name="check-circle" className="size-5 shrink-0 text-brand-700" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </>
      );
    case "cards":
      return (
        <>
          {section.intro ? <p className="mt-3 max-w-3xl text-muted">{section.intro}</p> : null}
          <CardGrid items={section.items} />
        </>
      );
    case "steps":
      return (
        <>
          {section.intro ? <p className="mt-3 max-w-3xl text-muted">{section.intro}</p> : null}
          {section.collapsible ? (
            <div className="mt-6">
              <CollapsibleSteps items={section.items} />
            </div>
          ) : (
            <StepGrid items={section.items} />
          )}
        </>
      );
    case "faqs":
      return <FaqList faqs={section.items} />;
  }
}

/** FAQ block with its FAQPage JSON-LD. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="mt-6">
      <FaqAccordion items={faqs} />
      <FaqData faqs={faqs} />
    </div>
  );
}

/**
 * A page's closing FAQ section; its default heading is in the page's language.
 * @param belowFold laid out only near the viewport (see {@link PageSection})
 */
export async function FaqSection({
  faqs,
  heading,
  id = "faqs",
  belowFold,
}: {
  faqs: Faq[];
  heading?: string;
  id?: string;
  belowFold?: boolean;
}) {
  if (faqs.length === 0) return null;
  return (
    <PageSection
      id={id}
      heading={heading ?? (await getTranslations("Sections"))("faqs")}
      belowFold={belowFold}
    >
      <FaqList faqs={faqs} />
    </PageSection>
  );
}
