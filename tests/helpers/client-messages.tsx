import type { ReactNode } from "react";
import { ClientMessagesProvider, type ClientMessages } from "@/components/layout/client-messages";
import type { Locale } from "@/i18n/routing";
import { countdownTextsOf, leadTextsOf } from "@/lib/i18n/client-texts";
import { contentFor } from "@/lib/i18n/content";
import { messagePairs } from "@/lib/i18n/localize-message";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

/**
 * What app/[locale]/layout.tsx hands the client islands in `locale`, built the same way from the
 * catalogues (form-message pairs as `formMessagePairs` makes them: none for English).
 */
export function clientMessagesFor(locale: Locale): ClientMessages {
  const m = locale === "en" ? en : hi;
  const { site } = contentFor(locale);
  const formAreas = Object.keys(en).filter((name) => /^(Validation|Messages)/.test(name));
  return {
    locale,
    Errors: m.Errors,
    Knowledge: m.Knowledge,
    support: { phone: site.phone.display, tel: site.phone.tel, hours: site.supportHours },
    lead: leadTextsOf(locale, m, locale === "en" ? [] : messagePairs(en, m, formAreas)),
    countdown: countdownTextsOf(locale, m),
    close: m.Common.close,
    switchLanguage: locale === "en" ? m.Common.switchToHindi : m.Common.switchToEnglish,
  };
}

/** A `render` wrapper giving the islands their words in `locale`. */
export function withClientMessages(locale: Locale) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ClientMessagesProvider value={clientMessagesFor(locale)}>{children}</ClientMessagesProvider>
    );
  };
}
