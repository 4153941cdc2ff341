import Link from "next/link";
import { ContentPageView } from "@/components/sections/content-page-view";
import { PageSection } from "@/components/sections/page-section";
import { PartnerLogos } from "@/components/sections/partner-logos";
import { jobs, jobsPage as page } from "@/content/jobs";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({ path: page.path, ...page.meta });

export default function Page() {
  return (
    <ContentPageView
      page={page}
      beforeFaqs={
        <>
          <PageSection id="open-positions" heading="Open positions">
            <ul className="mt-6 grid gap-4 md:grid-cols-2">
              {jobs.map((job) => (
                <li
                  key={job.title}
                  className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
                >
                  <h3 className="text-lg font-semibold">{job.title}</h3>
                  <p className="text-sm text-muted">
                    {job.location} · {job.type}
                  </p>
                  <p className="mt-2 leading-relaxed text-muted">{job.description}</p>
                </li>
              ))}
            </ul>
          </PageSection>
          <PartnerLogos heading="Insurers we work with" />
          <div className="container-page py-8 text-center">
            <Link href="/posp" className="btn-primary">
              Become A Posp
            </Link>
          </div>
        </>
      }
    />
  );
}
