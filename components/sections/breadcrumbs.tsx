import Link from "next/link";
import { BreadcrumbData } from "@/components/seo/structured-data";

/** Visible breadcrumb plus its BreadcrumbList JSON-LD (spec 2.1 structured data). */
export function Breadcrumbs({ trail }: { trail: { name: string; path: string }[] }) {
  return (
    <>
      <nav aria-label="Breadcrumb" className="container-page pt-4 text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link href="/" className="hover:underline">
              Home
            </Link>
          </li>
          {trail.map((t, i) => (
            <li key={t.path} className="flex items-center gap-1">
              <span aria-hidden="true">/</span>
              {i === trail.length - 1 ? (
                <span aria-current="page" className="text-ink">
                  {t.name}
                </span>
              ) : (
                <Link href={t.path} className="hover:underline">
                  {t.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <BreadcrumbData trail={trail} />
    </>
  );
}
