import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

/**
 * Wraps a component under test in next-intl's provider with the whole catalogue of `locale`
 * (English by default), as the journeys layout does with its areas in the app.
 */
export function withIntl(ui: ReactNode, locale: "en" | "hi" = "en"): ReactNode {
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={locale === "en" ? en : hi}
      timeZone="Asia/Kolkata"
    >
      {ui}
    </NextIntlClientProvider>
  );
}
