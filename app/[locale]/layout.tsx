import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { AnalyticsLoader } from "@/components/analytics/analytics-loader";
import { ClientMessagesProvider } from "@/components/layout/client-messages";
import { HelpBar } from "@/components/layout/help-bar";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { DisclosureSync } from "@/components/sections/disclosure-sync";
import { site } from "@/content/site";
import { countdownTextsOf, leadTextsOf } from "@/lib/i18n/client-texts";
import { contentFor } from "@/lib/i18n/content";
import { formMessagePairs } from "@/lib/i18n/form-message-pairs";
import { templateArea } from "@/lib/i18n/message-template";
import { localeTags, routing, type Locale } from "@/i18n/routing";
import { analyticsConfig } from "@/lib/analytics/config";
import { getEnv } from "@/lib/env";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** Both languages are prerendered; any other first segment is a path, not a language. */
export function generateStaticParams(): { locale: Locale }[] {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
    namespace: "Metadata",
  });
  return {
    metadataBase: new URL(getEnv().SITE_URL),
    title: {
      default: t("defaultTitle", { siteName: site.name }),
      template: t("titleTemplate", { siteName: site.name }),
    },
    applicationName: site.name,
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: "#0b4f6c",
  width: "device-width",
  initialScale: 1,
};

/**
 * The document of every page, in the language of its URL (issue 13): `lang` from
 * {@link localeTags}, the device's Devanagari font on Hindi pages (app/globals.css), and the
 * header, footer and skip link in that language. `setRequestLocale` first, so next-intl's
 * server calls below read the locale from the route and content pages stay static.
 *
 * The browser gets only the messages of the two client-side boundaries (error, unknown post) and
 * of the islands any page may show (lead forms, the countdown), through a plain React context (no next-intl client runtime in the first-load JS);
 * everything else is translated on the server and passed down as text, keeping the first-load
 * JS and HTML small.
 */
export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("Common");
  const messages = await getMessages();
  // Only what client components translate themselves: the error boundary and the unknown-post
  // page (app/[locale]/(marketing)/blog/[bname]/not-found.tsx).
  const { articleNotFoundLabel, articleNotFoundHeading, articleNotFoundText, browseArticles } =
    messages.Knowledge;
  const { site: localSite } = contentFor(locale);
  const clientMessages = {
    locale,
    // Compiled at build: the client's `richMessage` reads each as template text.
    Errors: templateArea(messages.Errors),
    Knowledge: templateArea({
      articleNotFoundLabel,
      articleNotFoundHeading,
      articleNotFoundText,
      browseArticles,
    }),
    support: {
      phone: localSite.phone.display,
      tel: localSite.phone.tel,
      hours: localSite.supportHours,
    },
    // The lead forms (page panel and the consultation dialog every page can open) and the
    // redirect countdown: once per page here rather than in each island's props. The message
    // pairs are empty on English pages.
    lead: leadTextsOf(locale, messages, await formMessagePairs(locale)),
    countdown: countdownTextsOf(locale, messages),
    close: t("close"),
    switchLanguage: locale === "en" ? t("switchToHindi") : t("switchToEnglish"),
  };
  const analytics = analyticsConfig();
  return (
    <html lang={localeTags[locale]} data-scroll-behavior="smooth">
      <body className="flex min-h-dvh flex-col">
        <ClientMessagesProvider value={clientMessages}>
          <DisclosureSync />
          <a href="#main" className="skip-link sr-only">
            {t("skipToContent")}
          </a>
          <SiteHeader />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter />
          {/* A sibling of the footer, never inside it: the footer is laid out only near the
              viewport (`below-fold`, app/globals.css), and its containment would make it the
              containing block of this `position: fixed` bar. After the footer in reading order. */}
          <HelpBar />
          {/* Vercel, a self-hosted Umami, or nothing (no code shipped): README "Analytics". */}
          {analytics.kind === "none" ? null : <AnalyticsLoader config={analytics} />}
        </ClientMessagesProvider>
      </body>
    </html>
  );
}
