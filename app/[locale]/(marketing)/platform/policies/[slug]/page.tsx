import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { legalPages } from "@/content/legal";
import { formatDate } from "@/lib/format/date";
import { contentFor } from "@/lib/i18n/content";
import { pageLocale } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";

export const dynamicParams = false;

export function generateStaticParams() {
  return legalPages.map((p) => ({ slug: p.slug }));
}

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const page = contentFor(locale).getLegalPage((await params).slug);
  if (!page) return {};
  return pageMetadata({ path: `/platform/policies/${page.slug}`, ...page.meta, locale });
}

export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const page = contentFor(locale).getLegalPage((await params).slug);
  if (!page) notFound();
  const t = await getTranslations("Sections");
  const path = `/platform/policies/${page.slug}`;
  // English keeps its long date; Hindi pages write dates as dd/mm/yyyy (issue 13).
  const updated =
    locale === "en"
      ? new Intl.DateTimeFormat("en-IN", { dateStyle: "long" }).format(new Date(page.lastUpdated))
      : formatDate(page.lastUpdated);
  return (
    <>
      <Breadcrumbs trail={[{ name: page.title, path }]} />
      <article className="container-page max-w-3xl py-8">
        <h1 className="text-3xl font-bold text-brand-900">{page.title}</h1>
        <p className="mt-2 text-sm text-muted">
          {t("lastUpdated")} <time dateTime={page.lastUpdated}>{updated}</time>
        </p>
        <div className="prose-legal mt-6 text-ink">
          {page.intro.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {page.sections.map((s, i) => (
            // From the second section on, below a phone's first screen (it starts at 990–1140 px
            // on a 412×823 phone, under the intro and the first section): laid out near the
            // viewport only (`below-fold`, app/globals.css). Its long text was most of the
            // layout before the first paint.
            <section
              key={s.heading}
              aria-labelledby={`s${i}`}
              className={i < 1 ? "mt-8" : "mt-8 below-fold"}
            >
              <h2 id={`s${i}`} className="mb-3 text-xl font-bold">
                {s.heading}
              </h2>
              {s.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {s.bullets?.length ? (
                <ul className="ml-6 list-disc space-y-1">
                  {s.bullets.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </article>
    </>
  );
}
