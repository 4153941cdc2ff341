import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { contentFor } from "@/lib/i18n/content";
import { pageLocale } from "@/lib/i18n/page-locale";
import { PageFormMessages } from "@/components/forms/page-form-messages";
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
 *
 * Words (issue 13): the journey screens' client components read the catalogue with
 * `useTranslations`; the layouts of the steps that have such components hand them the areas they
 * use (`JourneyWords`: the plans pages, the product screens, the proposal steps in the `(steps)`
 * groups), and the final quotes, whose island gets its words as props, get none. Content routes
 * get no provider either (their budget is tighter). The proposal forms' schema and action
 * messages (written in English) are shown in the page's language through PageFormMessages (the
 * root layout's pairs, sent once per page).
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
  const locale = await pageLocale(params);
  const { site, whatsappUrl } = contentFor(locale);
  const t = await getTranslations("Journey");
  return (
    <div data-journey>
      <p className="container-page pt-3 text-right text-sm text-muted print:hidden">
        {t.rich("helpLine", {
          phone: site.phone.display,
          tel: (chunks) => (
            <a
              href={`tel:${site.phone.tel}`}
              className="font-bold whitespace-nowrap text-brand-700 underline"
            >
              {chunks}
            </a>
          ),
          wa: (chunks) => (
            <a
              href={whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-bold text-brand-700 underline"
            >
              {chunks}
            </a>
          ),
        })}
        <span className="hidden sm:inline"> ({site.supportHours})</span>
      </p>
      <PageFormMessages>{children}</PageFormMessages>
    </div>
  );
}
