import Link from "next/link";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { PageHero } from "@/components/sections/page-hero";
import { SectionRenderer } from "@/components/sections/section-renderer";
import { aboutPage as page } from "@/content/about";
import { site } from "@/content/site";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({ path: page.path, ...page.meta });

// Composed directly (not ContentPageView) so the lead form's code stays off this form-less page.
export default function Page() {
  return (
    <>
      <Breadcrumbs trail={[{ name: page.name, path: page.path }]} />
      <PageHero hero={page.hero} />
      <SectionRenderer sections={page.sections} />
      <div className="container-page flex flex-wrap gap-3 py-6">
        <Link href="/contact" className="btn-primary">
          Contact us
        </Link>
        <a href={`mailto:${site.email}`} className="btn-secondary">
          E-mail {site.email}
        </a>
      </div>
    </>
  );
}
