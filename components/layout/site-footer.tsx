import Link from "next/link";
import { categoryLinks, policyLinks } from "@/content/navigation";
import { addressLine, licenceLine, site, whatsappUrl } from "@/content/site";
import { BrandIcon } from "./brand-icons";
import { HelpBar } from "./help-bar";

/**
 * Global footer (spec 2.1 and DEVELOPERS.md "Regulator display"): social links, broker
 * registration with the regulator mark, registered name and office, and the grievance route.
 */
export function SiteFooter() {
  const socials = [...site.socials, { name: "WhatsApp", url: whatsappUrl }];
  return (
    <>
      <footer className="mt-16 bg-brand-900 pb-16 text-slate-100 sm:pb-0 print:hidden">
        <div className="container-page grid gap-10 py-12 md:grid-cols-4">
          <div className="md:col-span-2">
            <p className="text-lg font-bold text-white">{site.legalName}</p>
            <address className="mt-2 leading-relaxed text-slate-200 not-italic">
              {addressLine}
              <br />
              Phone:{" "}
              <a className="underline" href={`tel:${site.phone.tel}`}>
                {site.phone.display}
              </a>{" "}
              · E-mail:{" "}
              <a className="underline" href={`mailto:${site.email}`}>
                {site.email}
              </a>
              <br />
              {site.supportHours}
            </address>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Social media">
              {socials.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-500 px-3 text-sm hover:bg-brand-800"
                  >
                    <BrandIcon name={s.name} className="size-4" />
                    {s.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <FooterNav label="Insurance" links={categoryLinks} />
          <FooterNav
            label="Company"
            links={[
              { href: "/about", label: "About Us" },
              { href: "/claims", label: "Claims" },
              { href: "/posp", label: "Become a POSP" },
              { href: "/jobs", label: "Careers" },
              { href: "/contact", label: "Contact us" },
              ...policyLinks,
            ]}
          />
        </div>
        <div className="border-t border-brand-800">
          <div className="container-page grid gap-6 py-8 text-sm text-slate-200 md:grid-cols-[auto_1fr_1fr]">
            {/* The regulator's name set in type: no imitation of the IRDAI emblem. */}
            <p className="self-start justify-self-start rounded-lg border border-slate-400 px-4 py-3 text-center leading-tight">
              <span className="block text-lg font-extrabold tracking-wide text-white">IRDAI</span>
              <span className="block text-xs text-slate-200">
                Licensed {site.registration.type}
              </span>
              <span className="block text-xs text-slate-200">No. {site.registration.code}</span>
            </p>
            <p id="registration">
              <strong className="text-white">{site.registration.type}</strong> registered with the{" "}
              {site.registration.regulator}. {licenceLine()} Insurance is the subject matter of
              solicitation. Premiums are paid directly to the insurer.
            </p>
            <p id="grievance">
              <strong className="text-white">Grievances:</strong> write to{" "}
              <a className="underline" href={`mailto:${site.grievanceEmail}`}>
                {site.grievanceEmail}
              </a>{" "}
              ({site.grievanceOfficer}). If you get no reply within 15 days, or are not satisfied,
              approach the regulator on its{" "}
              <a
                className="underline"
                href={site.bimaBharosaUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                Bima Bharosa portal
              </a>{" "}
              or call IRDAI on {site.irdaiCallCentre}.
            </p>
          </div>
          <p className="container-page pb-8 text-xs text-slate-300">
            © {site.foundedYear}–{new Date().getFullYear()} {site.legalName}. All rights reserved.
          </p>
        </div>
      </footer>
      <HelpBar />
    </>
  );
}

/** A titled column of footer links; the title names the landmark. */
function FooterNav({
  label,
  links,
}: {
  label: string;
  links: readonly { href: string; label: string }[];
}) {
  return (
    <nav aria-label={label}>
      <p className="font-semibold text-white">{label}</p>
      <ul className="mt-3 space-y-1 text-sm">
        {links.map((l) => (
          <li key={l.href}>
            <Link className="inline-block py-1.5 hover:underline" href={l.href}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
