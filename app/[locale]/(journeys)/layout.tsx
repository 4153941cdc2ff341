import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { contentFor } from "@/lib/i18n/content";
import { pageLocale } from "@/lib/i18n/page-locale";
import { journeyMetadata } from "@/lib/seo/journey-routes";

/**
 * Layout of the purchase journeys (spec 2.4: /insurance*, /health/*, /motor/*, /product/*).
 * Journey pages are keyed by a requestKey and must not be indexed: every page in this group
 * inherits `noindex, nofollow`. robots.txt and the `X-Robots-Tag` header say the same.
 *
 * Every journey page renders per request (`connection()`), the few without a requestKey
 * (thank-you pages, the break-in search) included: proxy.ts gives journey routes a per-request
 * CSP nonce, which Next can only put on the scripts of a page it renders for that request.
 * Every journey screen opens with a "Need help?" line (call or WhatsApp); `data-journey` tells
 * the phone help bar of content pages to step aside here.
 */
export const metadata = journeyMetadata;

export default async function JourneysLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  await connection();
  const { site, whatsappUrl } = contentFor(await pageLocale(params));
  const t = await getTranslations("Journey");
  return (
    <div data-journey>
      <p className="container-page pt-3 text-right text-sm text-muted print:hidden">
        {t.rich("helpLine", {
          phone: site.phone.display,
          tel: (chunks) => (
            <a
              href={`tel:${site.phone.tel}`}
              className="font-semibold whitespace-nowrap text-brand-700 underline"
            >
              {chunks}
            </a>
          ),
          wa: (chunks) => (
            <a
              href={whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline"
            >
              {chunks}
            </a>
          ),
        })}
        <span className="hidden sm:inline"> ({site.supportHours})</span>
      </p>
      {children}
    </div>
  );
}
